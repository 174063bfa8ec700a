import type { FleetRole, Silo } from '~/api/__generated__/Api'
import { getEffectiveRole, type Policy } from '~/api/roles'

type Inputs = {
  systemPolicy: Policy
  /** the user's silo's policy and the silo itself, for the fleet roles it maps silo roles to */
  siloPolicy?: Policy
  silo?: Pick<Silo, 'mappedFleetRoles'>
  /** the user's id and the ids of their groups */
  identityIds: readonly string[]
}

const held = (policy: Policy, ids: readonly string[]) =>
  policy.roleAssignments.filter((ra) => ids.includes(ra.identityId)).map((ra) => ra.roleName)

/**
 * The user's fleet role as the API decides it: the strongest of the roles the
 * system policy gives them or their groups, and the fleet roles their silo maps
 * their silo role to (`mappedFleetRoles`). Undefined: not a fleet user at all.
 */
export function fleetRoleOf({ systemPolicy, siloPolicy, silo, identityIds }: Inputs) {
  const siloRole = siloPolicy ? getEffectiveRole(held(siloPolicy, identityIds)) : undefined
  const mapped = (siloRole && silo?.mappedFleetRoles[siloRole]) || []
  return getEffectiveRole([...held(systemPolicy, identityIds), ...mapped]) as FleetRole | undefined
}
