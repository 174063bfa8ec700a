import { getEffectiveRole, roleOrder } from '~/api/roles'
import { db } from './db'
import { forbidden } from './errors'
import { FLEET_ID, type RoleName } from './fixtures/policies'
import { currentUser } from './session'

/**
 * Role checks: the strongest of a user's own and group roles
 * wins; a project role is the stronger of the project's and the silo's. Reads
 * of things you cannot see are 404s (as Nexus hides them), writes are 403s.
 */
export const atLeast = (have: RoleName | null, need: RoleName) =>
  have !== null && roleOrder[have] <= roleOrder[need]

/** The same rule as the UI's (`~/api/roles`): the strongest role wins. */
const strongest = (roles: RoleName[]): RoleName | null => getEffectiveRole(roles) ?? null

/** The user's id and the ids of their groups. */
export function identityIds(userId: string): string[] {
  return [userId, ...db.groupMembers.filter((m) => m.user_id === userId).map((m) => m.group_id)]
}

function roleOn(resourceType: 'fleet' | 'silo' | 'project', resourceId: string, userId: string) {
  const ids = identityIds(userId)
  return strongest(
    db.roleAssignments
      .filter(
        (r) =>
          r.resource_type === resourceType &&
          r.resource_id === resourceId &&
          ids.includes(r.identity_id),
      )
      .map((r) => r.role_name),
  )
}

const userById = (userId: string) => db.users.find((u) => u.id === userId)

export function siloRole(userId = currentUser().id): RoleName | null {
  const user = userById(userId)
  return user ? roleOn('silo', user.silo_id, userId) : null
}

/** Fleet role: assigned directly, or mapped from a silo role (`mapped_fleet_roles`). */
export function fleetRole(userId = currentUser().id): RoleName | null {
  const user = userById(userId)
  const silo = db.silos.find((s) => s.id === user?.silo_id)
  const sRole = siloRole(userId)
  const mapped = (sRole && (silo?.mapped_fleet_roles as Record<string, RoleName[]>)?.[sRole]) || []
  return strongest([roleOn('fleet', FLEET_ID, userId), ...mapped].filter((r) => r !== null))
}

export const projectSiloId = (projectId: string) => db.projectSilos[projectId]

export function projectRole(projectId: string, userId = currentUser().id): RoleName | null {
  const user = userById(userId)
  const sameSilo = user && projectSiloId(projectId) === user.silo_id
  const fromSilo = sameSilo ? siloRole(userId) : null
  const fromProject = sameSilo ? roleOn('project', projectId, userId) : null
  return strongest([fromSilo, fromProject].filter((r) => r !== null))
}

export const canReadProject = (projectId: string) => projectRole(projectId) !== null

export function requireProjectRole(projectId: string, role: RoleName) {
  if (!atLeast(projectRole(projectId), role)) throw forbidden()
}

export function requireSiloRole(role: RoleName) {
  if (!atLeast(siloRole(), role)) throw forbidden()
}

export function requireFleetRole(role: RoleName) {
  if (!atLeast(fleetRole(), role)) throw forbidden()
}

export const isSiloAdmin = () => siloRole() === 'admin'
export const isFleetViewer = () => atLeast(fleetRole(), 'viewer')
