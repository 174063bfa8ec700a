import type { RouteHandle } from '~/components/breadcrumbs'
import { SectionLayout } from '~/components/section-layout'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Settings', to: paths.settings() }],
}

export function Component() {
  return (
    <SectionLayout
      label="Settings"
      heading="User settings"
      items={[
        { label: 'Profile', to: paths.profile() },
        { label: 'SSH Keys', to: paths.sshKeys() },
        { label: 'Access Tokens', to: paths.accessTokens() },
      ]}
    />
  )
}
