import type { OperationId, OpParams } from './client'
import type { ListOperationId } from './query'

/** An operation's `sort_by` values, from the generated params. */
type SortByOf<K extends OperationId> =
  OpParams<K> extends { query?: infer Q }
    ? Q extends { sortBy?: infer S }
      ? NonNullable<S>
      : never
    : never

/** The list operations whose `sort_by` is nexus.json's `NameOrIdSortMode`. */
type NameSortedOp = {
  [K in ListOperationId]: 'name_descending' extends SortByOf<K> ? K : never
}[ListOperationId]

/**
 * The operations that sort by name both ways (and by id); the others sort by
 * id only, or not at all. The compiler checks each name; a unit test checks
 * the set against nexus.json, so a new operation is not forgotten.
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
