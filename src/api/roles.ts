import type { FleetRole, IdentityType, ProjectRole, SiloRole } from '~/api/__generated__/Api'

/** Every role a policy can hold; project and silo policies may also hold limited_collaborator. */
export type RoleKey = FleetRole | SiloRole | ProjectRole

/** The roles the console assigns, strongest first. */
export const roleNames = ['admin', 'collaborator', 'viewer'] as const satisfies readonly RoleKey[]
export type RoleName = (typeof roleNames)[number]

// admin, collaborator, viewer; limited_collaborator (API only) sits between the last two
export const roleOrder: Record<RoleKey, number> = {
  admin: 0,
  collaborator: 1,
  limited_collaborator: 2,
  viewer: 3,
}

export type RoleAssignment<R extends RoleKey = RoleKey> = {
  identityId: string
  identityType: IdentityType
  roleName: R
}
export type Policy<R extends RoleKey = RoleKey> = { roleAssignments: RoleAssignment<R>[] }

/** The strongest of several roles is the effective one. */
export function getEffectiveRole<R extends RoleKey>(roles: readonly R[]): R | undefined {
  return roles.reduce<R | undefined>(
    (best, role) => (best === undefined || roleOrder[role] < roleOrder[best] ? role : best),
    undefined,
  )
}

/** Groups before users, then by name ignoring case. Returns a new array. */
export function sortRoleRows<T extends { identityType: IdentityType; name: string }>(
  rows: readonly T[],
): T[] {
  const rank = (row: T) => (row.identityType === 'silo_group' ? 0 : 1)
  return [...rows].sort(
    (a, b) => rank(a) - rank(b) || a.name.toLowerCase().localeCompare(b.name.toLowerCase()),
  )
}

/** Assigning a role replaces whatever the identity held before. */
export function updateRole<R extends RoleKey>(
  policy: Policy<R>,
  assignment: RoleAssignment<R>,
): Policy<R> {
  const others = policy.roleAssignments.filter((ra) => ra.identityId !== assignment.identityId)
  return { ...policy, roleAssignments: [...others, assignment] }
}

/** Removing a role deletes the identity's assignment. */
export function deleteRole<R extends RoleKey>(policy: Policy<R>, identityId: string): Policy<R> {
  const roleAssignments = policy.roleAssignments.filter((ra) => ra.identityId !== identityId)
  return { ...policy, roleAssignments }
}

/** Users and groups already holding a role are left out of the picker. */
export function candidateIdentities<T extends { id: string }>(
  all: readonly T[],
  policy: Policy,
): T[] {
  const holders = new Set(policy.roleAssignments.map((ra) => ra.identityId))
  return all.filter((identity) => !holders.has(identity.id))
}
