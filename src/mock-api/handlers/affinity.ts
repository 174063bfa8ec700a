import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { instanceActions } from '~/api/states'
import { requireProjectRole } from '../authz'
import { db, lookup } from '../db'
import { badRequest, errorResponse, lookupNotFound } from '../errors'
import type { GroupMemberRow } from '../fixtures/affinity'
import { paginated } from '../paginate'
import { childOfProject } from './project-child'
import { applyUpdate, assertNameFree, NoContent, newId, now, removeWhere } from './util'

type Group = Json<Api.AntiAffinityGroup>
type Member = Json<Api.AntiAffinityGroupMember>

/** An instance of the group's project, by name or id. */
const instanceIn = (projectId: string, nameOrId: string) =>
  childOfProject(
    'instance',
    (instance, project) => lookup.instance({ instance, project }),
    nameOrId,
    projectId,
  )

const memberOf = (instanceId: string): Member => {
  const i = db.instances.find((x) => x.id === instanceId)
  return {
    type: 'instance',
    value: { id: instanceId, name: i?.name ?? '', run_state: i?.run_state ?? 'destroyed' },
  }
}

/**
 * Affinity and anti-affinity groups behave alike: one implementation over two
 * tables (`type` is the resource type in messages).
 */
function groupOps(
  type: string,
  groups: () => Group[],
  members: () => GroupMemberRow[],
  find: (sel: { group: string; project?: string }) => Group,
) {
  const projectGroups = (projectId: string) => groups().filter((g) => g.project_id === projectId)
  const writable = (sel: { group: string; project?: string }) => {
    const group = find(sel)
    requireProjectRole(group.project_id, 'collaborator')
    return group
  }
  const groupMembers = (groupId: string) => members().filter((m) => m.group_id === groupId)
  return {
    list(query: { project?: string; limit?: number | null; pageToken?: string | null }) {
      const project = lookup.project(query)
      return paginated(query, projectGroups(project.id))
    },
    create(projectSel: { project?: string }, body: Json<Api.AntiAffinityGroupCreate>) {
      const project = lookup.project(projectSel)
      requireProjectRole(project.id, 'collaborator')
      assertNameFree(type, projectGroups(project.id), body.name)
      const group: Group = {
        id: newId(),
        ...body,
        project_id: project.id,
        time_created: now(),
        time_modified: now(),
      }
      groups().push(group)
      return group
    },
    view: find,
    update(sel: { group: string; project?: string }, body: Json<Api.AntiAffinityGroupUpdate>) {
      const group = writable(sel)
      if (body.name && body.name !== group.name) {
        assertNameFree(type, projectGroups(group.project_id), body.name)
      }
      return applyUpdate(group, body)
    },
    remove(sel: { group: string; project?: string }) {
      const group = writable(sel)
      removeWhere(members(), (m) => m.group_id === group.id)
      removeWhere(groups(), (g) => g.id === group.id)
      return NoContent
    },
    memberList(
      sel: { group: string; project?: string },
      query: { limit?: number | null; pageToken?: string | null },
    ) {
      const group = find(sel)
      return paginated(
        query,
        groupMembers(group.id).map((m) => memberOf(m.instance_id)),
        (m) => m.value.name,
      )
    },
    memberView(sel: { group: string; project?: string }, instance: string) {
      const group = find(sel)
      const i = instanceIn(group.project_id, instance)
      if (!groupMembers(group.id).some((m) => m.instance_id === i.id)) {
        throw lookupNotFound(`${type}-member`, instance)
      }
      return memberOf(i.id)
    },
    memberAdd(sel: { group: string; project?: string }, instance: string) {
      const group = writable(sel)
      const i = instanceIn(group.project_id, instance)
      if (groupMembers(group.id).some((m) => m.instance_id === i.id)) {
        throw errorResponse(
          400,
          'ObjectAlreadyExists',
          `already exists: ${type}-member "${i.name}"`,
        )
      }
      // Nexus refuses an instance that is not stopped, naming its state
      if (!instanceActions.addToAffinityGroup.includes(i.run_state)) {
        throw badRequest(
          `Instance cannot be added to ${type.replace(/-group$/, '')} group in state: ${i.run_state}`,
        )
      }
      if (groupMembers(group.id).length >= 32)
        throw badRequest(`a group may have at most 32 members`)
      members().push({ group_id: group.id, instance_id: i.id })
      return memberOf(i.id)
    },
    memberRemove(sel: { group: string; project?: string }, instance: string) {
      const group = writable(sel)
      const i = instanceIn(group.project_id, instance)
      removeWhere(members(), (m) => m.group_id === group.id && m.instance_id === i.id)
      return NoContent
    },
  }
}

const anti = groupOps(
  'anti-affinity-group',
  () => db.antiAffinityGroups,
  () => db.antiAffinityGroupMembers,
  ({ group, project }) => lookup.antiAffinityGroup({ antiAffinityGroup: group, project }),
)
const affinity = groupOps(
  'affinity-group',
  () => db.affinityGroups,
  () => db.affinityGroupMembers,
  ({ group, project }) => lookup.affinityGroup({ affinityGroup: group, project }),
)

const antiSel = (path: { antiAffinityGroup: string }, query: { project?: string }) => ({
  group: path.antiAffinityGroup,
  project: query.project,
})
const affSel = (path: { affinityGroup: string }, query: { project?: string }) => ({
  group: path.affinityGroup,
  project: query.project,
})

export const affinityHandlers = {
  antiAffinityGroupList: ({ query }) => anti.list(query),
  antiAffinityGroupCreate: ({ query, body }) => anti.create(query, body),
  antiAffinityGroupView: ({ path, query }) => anti.view(antiSel(path, query)),
  antiAffinityGroupUpdate: ({ path, query, body }) => anti.update(antiSel(path, query), body),
  antiAffinityGroupDelete: ({ path, query }) => anti.remove(antiSel(path, query)),
  antiAffinityGroupMemberList: ({ path, query }) => anti.memberList(antiSel(path, query), query),
  antiAffinityGroupMemberInstanceView: ({ path, query }) =>
    anti.memberView(antiSel(path, query), path.instance),
  antiAffinityGroupMemberInstanceAdd: ({ path, query }) =>
    anti.memberAdd(antiSel(path, query), path.instance),
  antiAffinityGroupMemberInstanceDelete: ({ path, query }) =>
    anti.memberRemove(antiSel(path, query), path.instance),

  affinityGroupList: ({ query }) => affinity.list(query),
  affinityGroupCreate: ({ query, body }) => affinity.create(query, body),
  affinityGroupView: ({ path, query }) => affinity.view(affSel(path, query)),
  affinityGroupUpdate: ({ path, query, body }) => affinity.update(affSel(path, query), body),
  affinityGroupDelete: ({ path, query }) => affinity.remove(affSel(path, query)),
  affinityGroupMemberList: ({ path, query }) => affinity.memberList(affSel(path, query), query),
  affinityGroupMemberInstanceView: ({ path, query }) =>
    affinity.memberView(affSel(path, query), path.instance),
  affinityGroupMemberInstanceAdd: ({ path, query }) =>
    affinity.memberAdd(affSel(path, query), path.instance),
  affinityGroupMemberInstanceDelete: ({ path, query }) =>
    affinity.memberRemove(affSel(path, query), path.instance),
} satisfies Partial<MSWHandlers>
