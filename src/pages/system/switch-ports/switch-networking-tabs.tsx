import { RouteTabs } from '~/components/route-tabs'
import { paths } from '~/util/paths'

/**
 * The switch-side rack networking pages as tabs of one sidebar item, until
 * they join the Rack Networking tab bar (address lots, loopbacks, BGP).
 */
export function Component() {
  return (
    <RouteTabs
      label="Switch networking tabs"
      tabs={[
        { label: 'Switch Ports', to: paths.systemSwitchPorts() },
        { label: 'Port Settings', to: paths.systemPortSettings() },
        { label: 'BFD', to: paths.systemBfd() },
      ]}
    />
  )
}
