import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireFleetRole, requireProjectRole, requireSiloRole } from '../authz'
import { db, lookup } from '../db'
import { badRequest, lookupNotFound } from '../errors'
import { FLEET_ID, type RoleAssignmentRow, type RoleName } from '../fixtures/policies'
import { paginated } from '../paginate'
import { currentSilo } from '../session'

type Assignment<R extends RoleName = RoleName> = {
  identity_id: string
  identity_type: 'silo_user' | 'silo_group'
  role_name: R
}

export function policyOf(resourceType: RoleAssignmentRow['resource_type'], resourceId: string) {
  return {
    role_assignments: db.roleAssignments
      .filter((r) => r.resource_type === resourceType && r.resource_id === resourceId)
      .map(({ identity_id, identity_type, role_name }) => ({
        identity_id,
        identity_type,
        role_name,
      })),
  }
}

/** Replace a policy: every identity must exist (in the silo, for silo and project policies). */
export function setPolicy(
  resourceType: RoleAssignmentRow['resource_type'],
  resourceId: string,
  assignments: Assignment[],
  siloId?: string,
) {
  for (const a of assignments) {
    const table = a.identity_type === 'silo_user' ? db.users : db.groups
    const identity = table.find((i) => i.id === a.identity_id)
    if (!identity || (siloId && identity.silo_id !== siloId)) {
      const type = a.identity_type === 'silo_user' ? 'silo-user' : 'silo-group'
      throw lookupNotFound(type, a.identity_id)
    }
  }
  const keys = assignments.map((a) => `${a.identity_id}/${a.role_name}`)
  if (new Set(keys).size !== keys.length) throw badRequest('duplicate role assignment')
  const rows = db.roleAssignments.filter(
    (r) => !(r.resource_type === resourceType && r.resource_id === resourceId),
  )
  rows.push(
    ...assignments.map((a) => ({ ...a, resource_type: resourceType, resource_id: resourceId })),
  )
  db.roleAssignments = rows
  return policyOf(resourceType, resourceId)
}

const siloUsers = () => db.users.filter((u) => u.silo_id === currentSilo().id)
const siloGroups = () => db.groups.filter((g) => g.silo_id === currentSilo().id)

/** Policies at fleet, silo and project level, and the silo's users and groups. */
export const policyHandlers = {
  // any signed-in user of the silo reads its policy (the console derives roles from it)
  policyView: () => policyOf('silo', currentSilo().id) as Json<Api.SiloRolePolicy>,

  policyUpdate({ body }) {
    requireSiloRole('admin')
    const silo = currentSilo()
    return setPolicy('silo', silo.id, body.role_assignments, silo.id) as Json<Api.SiloRolePolicy>
  },

  projectPolicyView: ({ path }) =>
    policyOf('project', lookup.project(path).id) as Json<Api.ProjectRolePolicy>,

  projectPolicyUpdate({ path, body }) {
    const project = lookup.project(path)
    requireProjectRole(project.id, 'admin')
    const siloId = db.projectSilos[project.id]
    return setPolicy(
      'project',
      project.id,
      body.role_assignments,
      siloId,
    ) as Json<Api.ProjectRolePolicy>
  },

  systemPolicyView() {
    requireFleetRole('viewer')
    return policyOf('fleet', FLEET_ID) as Json<Api.FleetRolePolicy>
  },

  systemPolicyUpdate({ body }) {
    requireFleetRole('admin')
    return setPolicy('fleet', FLEET_ID, body.role_assignments) as Json<Api.FleetRolePolicy>
  },

  userList({ query }) {
    const members = query.group
      ? db.groupMembers.filter((m) => m.group_id === query.group).map((m) => m.user_id)
      : null
    return paginated(
      query,
      siloUsers().filter((u) => !members || members.includes(u.id)),
    )
  },

  userView({ path }) {
    const user = siloUsers().find((u) => u.id === path.userId)
    if (!user) throw lookupNotFound('silo-user', path.userId)
    return user
  },

  groupList: ({ query }) => paginated(query, siloGroups()),

  groupView({ path }) {
    const group = siloGroups().find((g) => g.id === path.groupId)
    if (!group) throw lookupNotFound('silo-group', path.groupId)
    return group
  },
} satisfies Partial<MSWHandlers>
