import type { OperationId, OpParams } from './client'
import type { ListItem, ListOperationId } from './query'

/** An operation's `sort_by` values, from the generated params. */
type SortByOf<K extends OperationId> =
  OpParams<K> extends { query?: infer Q }
    ? Q extends { sortBy?: infer S }
      ? NonNullable<S>
      : never
    : never

/** The list operations whose `sort_by` is the API's `NameOrIdSortMode`. */
type NameSortedOp = {
  [K in ListOperationId]: 'name_descending' extends SortByOf<K> ? K : never
}[ListOperationId]

/**
 * The operations that sort by name both ways (and by id); the others sort by
 * id only, or not at all. The compiler checks each name; a unit test checks
 * the set against the API document (api/nexus.json), so a new operation is not forgotten.
 */
export const NAME_SORTED_OPS = new Set<ListOperationId>([
  'affinityGroupList',
  'affinityGroupMemberList',
  'alertReceiverList',
  'antiAffinityGroupList',
  'antiAffinityGroupMemberList',
  'certificateList',
  'currentUserSshKeyList',
  'diskList',
  'externalSubnetList',
  'floatingIpList',
  'imageList',
  'instanceAffinityGroupList',
  'instanceAntiAffinityGroupList',
  'instanceDiskList',
  'instanceList',
  'instanceNetworkInterfaceList',
  'instanceSshPublicKeyList',
  'internetGatewayIpAddressList',
  'internetGatewayIpPoolList',
  'internetGatewayList',
  'ipPoolList',
  'multicastGroupList',
  'networkingAddressLotList',
  'networkingBgpConfigList',
  'networkingSwitchPortSettingsList',
  'probeList',
  'projectList',
  'siloIdentityProviderList',
  'siloIpPoolList',
  'siloList',
  'siloSubnetPoolList',
  'siloUtilizationList',
  'snapshotList',
  'subnetPoolList',
  'systemIpPoolList',
  'systemSubnetPoolList',
  'vpcList',
  'vpcRouterList',
  'vpcRouterRouteList',
  'vpcSubnetList',
  'vpcSubnetListNetworkInterfaces',
] satisfies NameSortedOp[])

/** The sort modes a list offers a person: name both ways and id, or none. */
export const sortModesOf = (operationId: ListOperationId) =>
  NAME_SORTED_OPS.has(operationId)
    ? (['name_ascending', 'name_descending', 'id_ascending'] as const)
    : ([] as const)

type IdKeyedOp = {
  [K in NameSortedOp]: ListItem<K> extends { id: string } ? K : never
}[NameSortedOp]

/** Name-sorted operations whose items carry no `id` of their own (members, utilization). */
const UNKEYED = [
  'affinityGroupMemberList',
  'antiAffinityGroupMemberList',
  'siloUtilizationList',
] as const satisfies readonly Exclude<NameSortedOp, IdKeyedOp>[]
// does not compile when a name-sorted operation without ids is missing above
const _everyUnkeyedListed: [
  Exclude<Exclude<NameSortedOp, IdKeyedOp>, (typeof UNKEYED)[number]>,
] extends [never]
  ? true
  : never = true

/**
 * The reverse of a list's order, when the whole list can be read from both
 * ends at once (`fetchFromBothEnds`): name ascending (the default) and name
 * descending, on operations whose items have ids to see where the ends meet.
 */
export function reverseSortOf(operationId: ListOperationId, sortBy?: unknown) {
  if (!NAME_SORTED_OPS.has(operationId)) return undefined
  if ((UNKEYED as readonly string[]).includes(operationId)) return undefined
  if (sortBy === undefined || sortBy === 'name_ascending') return 'name_descending'
  if (sortBy === 'name_descending') return 'name_ascending'
  return undefined
}
