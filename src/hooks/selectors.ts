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

/** A selector for one route param, under its own name. */
const byParam =
  <K extends string>(key: K) =>
  (params: Params) =>
    ({ [key]: required(params, key) }) as Record<K, string>

/** A selector for one more route param below another selector's: the parent's params and `key`. */
const below =
  <P extends object, K extends string>(parent: (params: Params) => P, key: K) =>
  (params: Params) =>
    ({ ...parent(params), [key]: required(params, key) }) as P & Record<K, string>

export const getProjectSelector = byParam('project')
export const getSshKeySelector = byParam('sshKey')
export const getMulticastGroupSelector = byParam('multicastGroup')
export const getLoginSelector = byParam('silo')
export const getSamlLoginSelector = (params: Params) => ({
  silo: required(params, 'silo'),
  provider: required(params, 'provider'),
})

export const getInstanceSelector = below(getProjectSelector, 'instance')

export const getDiskSelector = below(getProjectSelector, 'disk')
export const useDiskSelector = () => getDiskSelector(useParams())

export const getSnapshotSelector = below(getProjectSelector, 'snapshot')

// compute: images
export const getProjectImageSelector = below(getProjectSelector, 'image')
export const getSiloImageSelector = byParam('image')
export const useProjectImageSelector = () => getProjectImageSelector(useParams())
export const useSiloImageSelector = () => getSiloImageSelector(useParams())
// compute: anti-affinity groups
export const getAntiAffinityGroupSelector = below(getProjectSelector, 'antiAffinityGroup')
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
export const getVpcSelector = below(getProjectSelector, 'vpc')
export const getFirewallRuleSelector = below(getVpcSelector, 'rule')
export const getVpcSubnetSelector = below(getVpcSelector, 'subnet')
export const getFloatingIpSelector = below(getProjectSelector, 'floatingIp')
export const useVpcSelector = () => getVpcSelector(useParams())
export const useFirewallRuleSelector = () => getFirewallRuleSelector(useParams())
export const useVpcSubnetSelector = () => getVpcSubnetSelector(useParams())
export const getVpcRouterSelector = below(getVpcSelector, 'router')
export const getRouterRouteSelector = below(getVpcRouterSelector, 'route')
export const getInternetGatewaySelector = below(getVpcSelector, 'gateway')
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
export const getSiloSelector = byParam('silo')
export const getIpPoolSelector = byParam('pool')
export const useSiloSelector = () => getSiloSelector(useParams())
export const useIpPoolSelector = () => getIpPoolSelector(useParams())
export const getSiloIdpSelector = below(getSiloSelector, 'provider')
export const useSiloIdpSelector = () => getSiloIdpSelector(useParams())
export const getSledSelector = byParam('sledId')
export const useSledSelector = () => getSledSelector(useParams())
export const getRackSelector = byParam('rackId')
export const useRackSelector = () => getRackSelector(useParams())
export const getSwitchSelector = byParam('switchId')
export const useSwitchSelector = () => getSwitchSelector(useParams())
export const getPhysicalDiskSelector = byParam('diskId')
export const usePhysicalDiskSelector = () => getPhysicalDiskSelector(useParams())
export const useSnapshotSelector = () => getSnapshotSelector(useParams())
// external subnets (project) and subnet pools (system)
export const getExternalSubnetSelector = below(getProjectSelector, 'externalSubnet')
export const useExternalSubnetSelector = () => getExternalSubnetSelector(useParams())
export const getSubnetPoolSelector = byParam('pool')
export const useSubnetPoolSelector = () => getSubnetPoolSelector(useParams())
// alerts and webhooks
export const getAlertReceiverSelector = byParam('receiver')
export const useAlertReceiverSelector = () => getAlertReceiverSelector(useParams())
export const getAlertSelector = byParam('alertId')
export const useAlertSelector = () => getAlertSelector(useParams())
// operator areas: certificates, support bundles
export const getCertificateSelector = byParam('certificate')
export const useCertificateSelector = () => getCertificateSelector(useParams())
export const getProbeSelector = below(getProjectSelector, 'probe')
export const useProbeSelector = () => getProbeSelector(useParams())

export const getSupportBundleSelector = byParam('bundleId')
export const useSupportBundleSelector = () => getSupportBundleSelector(useParams())
// system update: a repository by its version, a trust root by id
export const getUpdateRepoSelector = byParam('systemVersion')
export const useUpdateRepoSelector = () => getUpdateRepoSelector(useParams())
export const getTrustRootSelector = byParam('trustRootId')
export const useTrustRootSelector = () => getTrustRootSelector(useParams())
// rack networking: an address lot and a BGP announce set, by name
export const getAddressLotSelector = byParam('lot')
export const useAddressLotSelector = () => getAddressLotSelector(useParams())
export const getAnnounceSetSelector = byParam('announceSet')
export const useAnnounceSetSelector = () => getAnnounceSetSelector(useParams())
// rack networking, part B: a switch port (rack, switch, port name), port settings
export const getSwitchPortSelector = (params: Params) => ({
  rackId: required(params, 'rackId'),
  // a slot the API does not know is its 400, shown by the error page
  switchSlot: required(params, 'switchSlot') as SwitchSlot,
  port: required(params, 'port'),
})
export const useSwitchPortSelector = () => getSwitchPortSelector(useParams())
export const getPortSettingsSelector = byParam('settings')
export const usePortSettingsSelector = () => getPortSettingsSelector(useParams())

/** A VPC's route params, what every VPC tab's queries and fields are keyed by. */
export type VpcSel = ReturnType<typeof getVpcSelector>

export const getSiloUserSelector = byParam('userId')
export const useSiloUserSelector = () => getSiloUserSelector(useParams())
export const getSiloGroupSelector = byParam('groupId')
export const useSiloGroupSelector = () => getSiloGroupSelector(useParams())
export const getBuiltinUserSelector = byParam('user')
export const useBuiltinUserSelector = () => getBuiltinUserSelector(useParams())
