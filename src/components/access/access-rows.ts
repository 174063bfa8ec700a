import type {
  FleetRolePolicy,
  IdentityType,
  ProjectRolePolicy,
  SiloRolePolicy,
} from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import {
  candidateIdentities,
  getEffectiveRole,
  type Policy,
  type RoleKey,
  sortRoleRows,
} from '~/api/roles'

/**
 * One level of the policy hierarchy a page shows, outermost first: the silo
 * access page has only the silo; a project's has the silo, then the project.
 * The last level is the one the page edits.
 */
export type PolicyLevel = { label: string; policy: Policy }

export type AccessRow = {
  identityId: string
  identityType: IdentityType
  name: string
  /** the identity's role at each level, in the order of the levels (undefined: none) */
  roles: (RoleKey | undefined)[]
  /** the role the page edits: the one at the last level */
  ownRole: RoleKey | undefined
  /** the strongest of its roles */
  effectiveRole: RoleKey
  /** the outer level the effective role comes from, when the edited level does not grant it */
  inheritedFrom: string | undefined
}

const rolesOf = (policy: Policy, identityId: string) =>
  policy.roleAssignments.filter((ra) => ra.identityId === identityId).map((ra) => ra.roleName)

/**
 * Every identity holding a role at any of the levels, with its role at each
 * and the effective one; groups before users, then by name. Names
 * come from `names`; an identity missing from it shows its id.
 */
export function accessRows(levels: readonly PolicyLevel[], names: ReadonlyMap<string, string>) {
  const identities = new Map<string, IdentityType>()
  for (const { policy } of levels) {
    for (const ra of policy.roleAssignments) identities.set(ra.identityId, ra.identityType)
  }
  const rows: AccessRow[] = []
  for (const [identityId, identityType] of identities) {
    const roles = levels.map(({ policy }) => getEffectiveRole(rolesOf(policy, identityId)))
    const ownRole = roles[roles.length - 1]
    const effectiveRole = getEffectiveRole(roles.filter((r) => r !== undefined))
    if (!effectiveRole) continue
    const fromLevel = roles.indexOf(effectiveRole)
    rows.push({
      identityId,
      identityType,
      name: names.get(identityId) ?? identityId,
      roles,
      ownRole,
      effectiveRole,
      inheritedFrom: ownRole === effectiveRole ? undefined : levels[fromLevel]?.label,
    })
  }
  return sortRoleRows(rows)
}

/**
 * The signed-in user's effective role over the levels: the strongest role any
 * of their identities (themselves and their groups) holds at any level.
 */
export function userRole(
  levels: readonly PolicyLevel[],
  identityIds: readonly string[],
): RoleKey | undefined {
  const roles = levels.flatMap(({ policy }) =>
    policy.roleAssignments
      .filter((ra) => identityIds.includes(ra.identityId))
      .map((ra) => ra.roleName),
  )
  return getEffectiveRole(roles)
}

/** Whether the user may write the policy of the last level: admins only (as the API checks). */
export const canEditPolicy = (levels: readonly PolicyLevel[], identityIds: readonly string[]) =>
  userRole(levels, identityIds) === 'admin'

export type Identity = { id: string; name: string; identityType: IdentityType }

/** The silo's groups and users as identities a role can go to, named by their display names. */
export const identitiesOf = (
  groups: readonly { id: string; displayName: string }[],
  users: readonly { id: string; displayName: string }[],
): Identity[] => [
  ...groups.map((g) => ({ id: g.id, name: g.displayName, identityType: 'silo_group' as const })),
  ...users.map((u) => ({ id: u.id, name: u.displayName, identityType: 'silo_user' as const })),
]

/** The add picker offers identities without a role at the edited level, groups first. */
export function pickerIdentities(all: readonly Identity[], policy: Policy): Identity[] {
  return sortRoleRows(candidateIdentities(all, policy))
}

/** Each access page's one call: its policy, replaced whole (the forms and the remove action send it). */
export const projectPolicyRequest = (project: string, policy: Policy) =>
  apiRequest('projectPolicyUpdate', { path: { project }, body: policy as ProjectRolePolicy })
export const siloPolicyRequest = (policy: Policy) =>
  apiRequest('policyUpdate', { body: policy as SiloRolePolicy })
export const systemPolicyRequest = (policy: Policy) =>
  apiRequest('systemPolicyUpdate', { body: policy as FleetRolePolicy })
