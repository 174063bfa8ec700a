import type { Tab } from '~/components/route-tabs'
import { paths } from '~/util/paths'

/**
 * The tabs of the Rack Networking area, in order: one list for the tab bar and
 * for the sidebar item, which is current on every page under any of them.
 * A light module: the system layout (in the shell's bundle) reads it.
 */
export const rackNetworkingTabs: Tab[] = [
  { label: 'Address Lots', to: paths.systemAddressLots() },
  { label: 'Loopback Addresses', to: paths.systemLoopbackAddresses() },
  { label: 'BGP', to: paths.systemBgp() },
  { label: 'Switch Ports', to: paths.systemSwitchPorts() },
  { label: 'Port Settings', to: paths.systemPortSettings() },
  { label: 'BFD', to: paths.systemBfd() },
  { label: 'Settings', to: paths.systemNetworkingSettings() },
]
