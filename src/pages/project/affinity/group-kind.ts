import type { AffinityPolicy } from '~/api/__generated__/Api'
import { type ApiRequest, apiRequest, type OperationId } from '~/api/client'
import { paths } from '~/util/paths'

/** A project and one of its groups, by name: the group pages' selector. */
export type GroupSelector = { project: string; group: string }

/** The group's fields the forms send: create sends all of them, update name and description. */
export type GroupBody = {
  name: string
  description: string
  policy: AffinityPolicy
  failureDomain: 'sled'
}

/**
 * What differs between anti-affinity and affinity groups: a project's
 * instances kept on different sleds, or kept together on one. The API gives
 * both the same fields and the same member rules (only a stopped instance
 * joins), so their list, forms, page and member modal are one set of
 * components (this folder) that take a kind.
 */
export type GroupKind = {
  /** "anti-affinity group" */
  noun: string
  /** the tab, the table's name and the empty state's plural: "Anti-affinity groups" */
  plural: string
  /** the route param naming a group: "antiAffinityGroup" */
  param: 'antiAffinityGroup' | 'affinityGroup'
  listOp: 'antiAffinityGroupList' | 'affinityGroupList'
  memberListOp: 'antiAffinityGroupMemberList' | 'affinityGroupMemberList'
  viewOp: 'antiAffinityGroupView' | 'affinityGroupView'
  /** an instance's groups of this kind */
  instanceListOp: 'instanceAntiAffinityGroupList' | 'instanceAffinityGroupList'
  /** what the group does with its members, the policy's lead-in: "Members are kept on different sleds." */
  rule: string
  /** what each policy does when the rule cannot be kept */
  policyDescription: (policy: AffinityPolicy) => string
  /** the list's empty state */
  emptyBody: string
  /** the group page's empty member list */
  membersEmptyBody: string
  /** the last words of the remove-member confirm */
  removeNote: string
  /** the last words of the delete confirm */
  deleteNote: string
  paths: {
    list: (selector: { project: string }) => string
    create: (selector: { project: string }) => string
    view: (selector: GroupSelector) => string
    edit: (selector: GroupSelector) => string
  }
  requests: {
    create: (project: string, body: GroupBody) => ApiRequest
    update: (
      selector: GroupSelector,
      body: Omit<GroupBody, 'policy' | 'failureDomain'>,
    ) => ApiRequest
    delete: (selector: GroupSelector) => ApiRequest
    view: (selector: GroupSelector) => ApiRequest
    memberAdd: (selector: GroupSelector, instance: string) => ApiRequest
    memberRemove: (selector: GroupSelector, instance: string) => ApiRequest
  }
  /** what a create, edit, delete or member change makes stale, here and on instances' pages */
  queries: OperationId[]
}

const where = (project: string) => ({ query: { project } })

export const antiAffinityKind: GroupKind = {
  noun: 'anti-affinity group',
  plural: 'Anti-affinity groups',
  param: 'antiAffinityGroup',
  listOp: 'antiAffinityGroupList',
  memberListOp: 'antiAffinityGroupMemberList',
  viewOp: 'antiAffinityGroupView',
  instanceListOp: 'instanceAntiAffinityGroupList',
  rule: 'Members are kept on different sleds.',
  policyDescription: (policy) =>
    policy === 'fail'
      ? 'An instance does not start when it would share a sled with another member.'
      : 'Members may share a sled when there is no other way to start them.',
  emptyBody:
    'An anti-affinity group keeps its instances on different sleds, so one sled failing does not take them all down.',
  membersEmptyBody: 'Add stopped instances of this project to keep them on different sleds.',
  removeNote: 'It may then share a sled with the other members.',
  deleteNote: 'Its instances stay as they are, but are no longer kept apart.',
  paths: {
    list: paths.affinity,
    create: paths.affinityNew,
    view: ({ project, group }) => paths.antiAffinityGroup({ project, antiAffinityGroup: group }),
    edit: ({ project, group }) =>
      paths.antiAffinityGroupEdit({ project, antiAffinityGroup: group }),
  },
  requests: {
    create: (project, body) => apiRequest('antiAffinityGroupCreate', { ...where(project), body }),
    update: ({ project, group }, body) =>
      apiRequest('antiAffinityGroupUpdate', {
        path: { antiAffinityGroup: group },
        ...where(project),
        body,
      }),
    delete: ({ project, group }) =>
      apiRequest('antiAffinityGroupDelete', {
        path: { antiAffinityGroup: group },
        ...where(project),
      }),
    view: ({ project, group }) =>
      apiRequest('antiAffinityGroupView', {
        path: { antiAffinityGroup: group },
        ...where(project),
      }),
    memberAdd: ({ project, group }, instance) =>
      apiRequest('antiAffinityGroupMemberInstanceAdd', {
        path: { antiAffinityGroup: group, instance },
        ...where(project),
      }),
    memberRemove: ({ project, group }, instance) =>
      apiRequest('antiAffinityGroupMemberInstanceDelete', {
        path: { antiAffinityGroup: group, instance },
        ...where(project),
      }),
  },
  queries: [
    'antiAffinityGroupList',
    'antiAffinityGroupView',
    'antiAffinityGroupMemberList',
    'instanceAntiAffinityGroupList',
  ],
}

export const affinityKind: GroupKind = {
  noun: 'affinity group',
  plural: 'Affinity groups',
  param: 'affinityGroup',
  listOp: 'affinityGroupList',
  memberListOp: 'affinityGroupMemberList',
  viewOp: 'affinityGroupView',
  instanceListOp: 'instanceAffinityGroupList',
  rule: 'Members are kept together on one sled.',
  policyDescription: (policy) =>
    policy === 'fail'
      ? 'An instance does not start when it cannot share a sled with the other members.'
      : 'Members may run on different sleds when there is no other way to start them.',
  emptyBody:
    'An affinity group keeps its instances together on one sled, close to each other on the network.',
  membersEmptyBody: 'Add stopped instances of this project to keep them together on one sled.',
  removeNote: 'It may then run on a different sled from the other members.',
  deleteNote: 'Its instances stay as they are, but are no longer kept together.',
  paths: {
    list: paths.affinityGroups,
    create: paths.affinityGroupsNew,
    view: ({ project, group }) => paths.affinityGroup({ project, affinityGroup: group }),
    edit: ({ project, group }) => paths.affinityGroupEdit({ project, affinityGroup: group }),
  },
  requests: {
    create: (project, body) => apiRequest('affinityGroupCreate', { ...where(project), body }),
    update: ({ project, group }, body) =>
      apiRequest('affinityGroupUpdate', {
        path: { affinityGroup: group },
        ...where(project),
        body,
      }),
    delete: ({ project, group }) =>
      apiRequest('affinityGroupDelete', { path: { affinityGroup: group }, ...where(project) }),
    view: ({ project, group }) =>
      apiRequest('affinityGroupView', { path: { affinityGroup: group }, ...where(project) }),
    memberAdd: ({ project, group }, instance) =>
      apiRequest('affinityGroupMemberInstanceAdd', {
        path: { affinityGroup: group, instance },
        ...where(project),
      }),
    memberRemove: ({ project, group }, instance) =>
      apiRequest('affinityGroupMemberInstanceDelete', {
        path: { affinityGroup: group, instance },
        ...where(project),
      }),
  },
  queries: [
    'affinityGroupList',
    'affinityGroupView',
    'affinityGroupMemberList',
    'instanceAffinityGroupList',
  ],
}

/** The path params of a group's operations (view, members), as the kind names them. */
export const groupParams = (kind: GroupKind, { project, group }: GroupSelector) =>
  ({ path: { [kind.param]: group }, query: { project } }) as {
    path: { antiAffinityGroup: string } & { affinityGroup: string }
    query: { project: string }
  }
