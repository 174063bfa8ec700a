import type { RouteHandle } from '~/components/breadcrumbs'
import { SectionLayout } from '~/components/section-layout'
import { paths } from '~/util/paths'
import { settingsNavItems } from './nav-items'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Settings', to: paths.settings() }],
}

export function Component() {
  return <SectionLayout label="Settings" heading="User settings" items={settingsNavItems} />
}
