import type { NavItem } from '~/components/section-layout'
import { rackNetworkingTabs } from '~/pages/system/rack-networking/rack-networking-tabs'
import { paths } from '~/util/paths'

/**
 * The side navs' items, section by section: the layouts draw them and the
 * command palette offers them as its pages, so a page added here is in both.
 */

export const projectNavItems = (
  selector: { project: string },
  /** a fleet viewer may read the audit log: the project's Activity */
  fleetViewer = false,
): NavItem[] => [
  { label: 'Instances', to: paths.instances(selector) },
  { label: 'Disks', to: paths.disks(selector) },
  { label: 'Snapshots', to: paths.snapshots(selector) },
  { label: 'Images', to: paths.projectImages(selector) },
  {
    label: 'Affinity Groups',
    to: paths.affinity(selector),
    // both kinds' tabs: affinity (anti-affinity groups) and affinity-groups
    activePrefixes: [paths.affinity(selector)],
  },
  { label: 'VPCs', to: paths.vpcs(selector) },
  { label: 'Floating IPs', to: paths.floatingIps(selector) },
  { label: 'External Subnets', to: paths.externalSubnets(selector) },
  { label: 'Probes', to: paths.probes(selector) },
  { label: 'Access', to: paths.projectAccess(selector) },
  ...(fleetViewer ? [{ label: 'Activity', to: paths.projectActivity(selector) }] : []),
]

export const siloNavItems = ({ siloAdmin }: { siloAdmin: boolean }): NavItem[] => [
  { label: 'Projects', to: paths.projects() },
  { label: 'Images', to: paths.siloImages() },
  // the fleet's multicast groups: any silo's instances may join them
  { label: 'Multicast Groups', to: paths.multicastGroups() },
  { label: 'Utilization', to: paths.siloUtilization() },
  { label: 'Access', to: paths.siloAccess() },
  { label: 'Silo Settings', to: paths.siloSettings() },
  // a silo's certificates are its admins' business (viewers get a 403)
  ...(siloAdmin ? [{ label: 'Certificates', to: paths.certificates() }] : []),
]

export const settingsNavItems: NavItem[] = [
  { label: 'Profile', to: paths.profile() },
  { label: 'SSH Keys', to: paths.sshKeys() },
  { label: 'Access Tokens', to: paths.accessTokens() },
]

export const systemNavItems: NavItem[] = [
  { label: 'Silos', to: paths.systemSilos() },
  { label: 'Issues', to: paths.systemIssues() },
  { label: 'Utilization', to: paths.systemUtilization() },
  { label: 'Metrics', to: paths.systemMetrics() },
  { label: 'Inventory', to: paths.systemInventory() },
  { label: 'IP Pools', to: paths.systemIpPools() },
  { label: 'Update', to: paths.systemUpdate() },
  { label: 'Audit Log', to: paths.systemAuditLog() },
  { label: 'Access', to: paths.systemAccess() },
  { label: 'Built-in Users', to: paths.systemBuiltinUsers() },
  // external subnets' pools; alerts and webhooks
  { label: 'Subnet Pools', to: paths.systemSubnetPools() },
  { label: 'Alerts', to: paths.systemAlerts() },
  // operator areas
  { label: 'Support Bundles', to: paths.systemSupportBundles() },
  { label: 'IP Allow List', to: paths.systemAllowList() },
  // the rack's own networking: one item for all its tabs
  {
    label: 'Rack Networking',
    to: paths.systemAddressLots(),
    activePrefixes: rackNetworkingTabs.map((t) => t.to),
  },
]
