import { type Params, useParams } from 'react-router'
import type { SwitchSlot } from '~/api/__generated__/Api'

/**
 * Typed route params: pages and loaders read params through
 * these, never through `useParams()` with a string.
 */
function required(params: Params, key: string): string {
  const value = params[key]
  // only reachable when a route table entry and its page disagree
  if (!value) throw new Error(`route param "${key}" is missing`)
  return value
}

export const getProjectSelector = (params: Params) => ({ project: required(params, 'project') })
export const getSshKeySelector = (params: Params) => ({ sshKey: required(params, 'sshKey') })
export const getMulticastGroupSelector = (params: Params) => ({
  multicastGroup: required(params, 'multicastGroup'),
})
export const getLoginSelector = (params: Params) => ({ silo: required(params, 'silo') })
export const getSamlLoginSelector = (params: Params) => ({
  silo: required(params, 'silo'),
  provider: required(params, 'provider'),
})

export const getInstanceSelector = (params: Params) => ({
  project: required(params, 'project'),
  instance: required(params, 'instance'),
})

export const getDiskSelector = (params: Params) => ({
  project: required(params, 'project'),
  disk: required(params, 'disk'),
})
export const useDiskSelector = () => getDiskSelector(useParams())

export const getSnapshotSelector = (params: Params) => ({
  project: required(params, 'project'),
  snapshot: required(params, 'snapshot'),
})

// compute: images
export const getProjectImageSelector = (params: Params) => ({
  project: required(params, 'project'),
  image: required(params, 'image'),
})
export const getSiloImageSelector = (params: Params) => ({ image: required(params, 'image') })
export const useProjectImageSelector = () => getProjectImageSelector(useParams())
export const useSiloImageSelector = () => getSiloImageSelector(useParams())
// compute: anti-affinity groups
export const getAntiAffinityGroupSelector = (params: Params) => ({
  project: required(params, 'project'),
  antiAffinityGroup: required(params, 'antiAffinityGroup'),
})
export const useAntiAffinityGroupSelector = () => getAntiAffinityGroupSelector(useParams())
/** A group of either kind, by the route param its kind names it with. */
export const getGroupSelector = (params: Params, param: 'antiAffinityGroup' | 'affinityGroup') => ({
  project: required(params, 'project'),
  group: required(params, param),
})

export const useProjectSelector = () => getProjectSelector(useParams())
export const useSshKeySelector = () => getSshKeySelector(useParams())
export const useLoginSelector = () => getLoginSelector(useParams())
export const useSamlLoginSelector = () => getSamlLoginSelector(useParams())

// networking
export const getVpcSelector = (params: Params) => ({
  ...getProjectSelector(params),
  vpc: required(params, 'vpc'),
})
export const getFirewallRuleSelector = (params: Params) => ({
  ...getVpcSelector(params),
  rule: required(params, 'rule'),
})
export const getVpcSubnetSelector = (params: Params) => ({
  ...getVpcSelector(params),
  subnet: required(params, 'subnet'),
})
export const getFloatingIpSelector = (params: Params) => ({
  ...getProjectSelector(params),
  floatingIp: required(params, 'floatingIp'),
})
export const useVpcSelector = () => getVpcSelector(useParams())
export const useFirewallRuleSelector = () => getFirewallRuleSelector(useParams())
export const useVpcSubnetSelector = () => getVpcSubnetSelector(useParams())
export const getVpcRouterSelector = (params: Params) => ({
  ...getVpcSelector(params),
  router: required(params, 'router'),
})
export const getRouterRouteSelector = (params: Params) => ({
  ...getVpcRouterSelector(params),
  route: required(params, 'route'),
})
export const getInternetGatewaySelector = (params: Params) => ({
  ...getVpcSelector(params),
  gateway: required(params, 'gateway'),
})
export const useVpcRouterSelector = () => getVpcRouterSelector(useParams())
export const useRouterRouteSelector = () => getRouterRouteSelector(useParams())
export const useInternetGatewaySelector = () => getInternetGatewaySelector(useParams())
export const useMulticastGroupSelector = () => getMulticastGroupSelector(useParams())
export const useFloatingIpSelector = () => getFloatingIpSelector(useParams())
export const useInstanceSelector = () => getInstanceSelector(useParams())
/** `firewall-rules-new/{rule}`: the rule to clone, when there is one */
export const getFirewallRuleCloneSelector = (params: Params) => ({
  ...getVpcSelector(params),
  rule: params.rule,
})
export const useFirewallRuleCloneSelector = () => getFirewallRuleCloneSelector(useParams())

// access, silo and system
export const getSiloSelector = (params: Params) => ({ silo: required(params, 'silo') })
export const getIpPoolSelector = (params: Params) => ({ pool: required(params, 'pool') })
export const useSiloSelector = () => getSiloSelector(useParams())
export const useIpPoolSelector = () => getIpPoolSelector(useParams())
export const getSiloIdpSelector = (params: Params) => ({
  ...getSiloSelector(params),
  provider: required(params, 'provider'),
})
export const useSiloIdpSelector = () => getSiloIdpSelector(useParams())
export const getSledSelector = (params: Params) => ({ sledId: required(params, 'sledId') })
export const useSledSelector = () => getSledSelector(useParams())
export const getRackSelector = (params: Params) => ({ rackId: required(params, 'rackId') })
export const useRackSelector = () => getRackSelector(useParams())
export const getSwitchSelector = (params: Params) => ({ switchId: required(params, 'switchId') })
export const useSwitchSelector = () => getSwitchSelector(useParams())
export const getPhysicalDiskSelector = (params: Params) => ({ diskId: required(params, 'diskId') })
export const usePhysicalDiskSelector = () => getPhysicalDiskSelector(useParams())
export const useSnapshotSelector = () => getSnapshotSelector(useParams())
// external subnets (project) and subnet pools (system)
export const getExternalSubnetSelector = (params: Params) => ({
  ...getProjectSelector(params),
  externalSubnet: required(params, 'externalSubnet'),
})
export const useExternalSubnetSelector = () => getExternalSubnetSelector(useParams())
export const getSubnetPoolSelector = (params: Params) => ({ pool: required(params, 'pool') })
export const useSubnetPoolSelector = () => getSubnetPoolSelector(useParams())
// alerts and webhooks
export const getAlertReceiverSelector = (params: Params) => ({
  receiver: required(params, 'receiver'),
})
export const useAlertReceiverSelector = () => getAlertReceiverSelector(useParams())
export const getAlertSelector = (params: Params) => ({ alertId: required(params, 'alertId') })
export const useAlertSelector = () => getAlertSelector(useParams())
// operator areas: certificates, support bundles
export const getCertificateSelector = (params: Params) => ({
  certificate: required(params, 'certificate'),
})
export const useCertificateSelector = () => getCertificateSelector(useParams())
export const getProbeSelector = (params: Params) => ({
  project: required(params, 'project'),
  probe: required(params, 'probe'),
})
export const useProbeSelector = () => getProbeSelector(useParams())

export const getSupportBundleSelector = (params: Params) => ({
  bundleId: required(params, 'bundleId'),
})
export const useSupportBundleSelector = () => getSupportBundleSelector(useParams())
// system update: a repository by its version, a trust root by id
export const getUpdateRepoSelector = (params: Params) => ({
  systemVersion: required(params, 'systemVersion'),
})
export const useUpdateRepoSelector = () => getUpdateRepoSelector(useParams())
export const getTrustRootSelector = (params: Params) => ({
  trustRootId: required(params, 'trustRootId'),
})
export const useTrustRootSelector = () => getTrustRootSelector(useParams())
// rack networking: an address lot and a BGP announce set, by name
export const getAddressLotSelector = (params: Params) => ({ lot: required(params, 'lot') })
export const useAddressLotSelector = () => getAddressLotSelector(useParams())
export const getAnnounceSetSelector = (params: Params) => ({
  announceSet: required(params, 'announceSet'),
})
export const useAnnounceSetSelector = () => getAnnounceSetSelector(useParams())
// rack networking, part B: a switch port (rack, switch, port name), port settings
export const getSwitchPortSelector = (params: Params) => ({
  rackId: required(params, 'rackId'),
  // a slot the API does not know is its 400, shown by the error page
  switchSlot: required(params, 'switchSlot') as SwitchSlot,
  port: required(params, 'port'),
})
export const useSwitchPortSelector = () => getSwitchPortSelector(useParams())
export const getPortSettingsSelector = (params: Params) => ({
  settings: required(params, 'settings'),
})
export const usePortSettingsSelector = () => getPortSettingsSelector(useParams())

/** A VPC's route params, what every VPC tab's queries and fields are keyed by. */
export type VpcSel = ReturnType<typeof getVpcSelector>

export const getSiloUserSelector = (params: Params) => ({ userId: required(params, 'userId') })
export const useSiloUserSelector = () => getSiloUserSelector(useParams())
export const getSiloGroupSelector = (params: Params) => ({ groupId: required(params, 'groupId') })
export const useSiloGroupSelector = () => getSiloGroupSelector(useParams())
export const getBuiltinUserSelector = (params: Params) => ({ user: required(params, 'user') })
export const useBuiltinUserSelector = () => getBuiltinUserSelector(useParams())
