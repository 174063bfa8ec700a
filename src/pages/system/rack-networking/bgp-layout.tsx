import type { RouteHandle } from '~/components/breadcrumbs'
import { RouteTabs } from '~/components/route-tabs'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'BGP', to: paths.systemBgp() }],
}

/** BGP: the configurations and announce sets an operator writes, and what the switches report. */
export function Component() {
  return (
    <RouteTabs
      label="BGP tabs"
      matchPrefix
      tabs={[
        { label: 'Configurations', to: paths.systemBgpConfigs() },
        { label: 'Announce Sets', to: paths.systemBgpAnnounceSets() },
        { label: 'Status', to: paths.systemBgpStatus() },
      ]}
    />
  )
}
