import type { RouteHandle } from '~/components/breadcrumbs'
import { SectionLayout } from '~/components/section-layout'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'System', to: paths.system() }],
}

export function Component() {
  return (
    <SectionLayout
      label="System"
      heading="System"
      items={[
        { label: 'Silos', to: paths.systemSilos() },
        { label: 'Issues', to: paths.systemIssues() },
        { label: 'Utilization', to: paths.systemUtilization() },
        { label: 'Inventory', to: paths.systemInventory() },
        { label: 'IP Pools', to: paths.systemIpPools() },
        { label: 'Update', to: paths.systemUpdate() },
        { label: 'Access', to: paths.systemAccess() },
        // external subnets' pools; alerts and webhooks
        { label: 'Subnet Pools', to: paths.systemSubnetPools() },
        { label: 'Alerts', to: paths.systemAlerts() },
        // operator areas
        { label: 'Support Bundles', to: paths.systemSupportBundles() },
        { label: 'IP Allow List', to: paths.systemAllowList() },
        // rack networking, part B: switch ports, port settings, BFD (until it joins Rack Networking)
        { label: 'Switch Ports', to: paths.systemSwitchPorts() },
      ]}
    />
  )
}
