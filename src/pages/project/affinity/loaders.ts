import type { LoaderFunctionArgs } from 'react-router'
import { allPagesQuery, apiQuery, listQuery, prefetch, queryClient, startFetch } from '~/api/query'
import { urlListQuery } from '~/api/url-list-query'
import { getGroupSelector, getProjectSelector } from '~/hooks/selectors'
import {
  affinityKind,
  antiAffinityKind,
  type GroupKind,
  type GroupSelector,
  groupParams,
} from './group-kind'

/** The group pages' loaders, one set per kind, imported by the route table. */

/** The group's first page of members, as its page's member list reads it. */
export const membersQuery = (kind: GroupKind, selector: GroupSelector) =>
  listQuery(kind.memberListOp, groupParams(kind, selector))

export const groupQuery = (kind: GroupKind, selector: GroupSelector) =>
  apiQuery(kind.viewOp, groupParams(kind, selector))

/** Every instance of the project: the add-member picker offers them. */
export const instancesQuery = (project: string) =>
  allPagesQuery('instanceList', { query: { project } })

const listLoader =
  (kind: GroupKind) =>
  ({ params, request }: LoaderFunctionArgs) => {
    const { project } = getProjectSelector(params)
    startFetch(urlListQuery(request, kind.listOp, { query: { project } }))
    return null
  }

// the group's 404 is the page's: the not-found page, not an empty page
const editLoader =
  (kind: GroupKind) =>
  async ({ params }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(groupQuery(kind, getGroupSelector(params, kind.param)))
    return null
  }

const pageLoader =
  (kind: GroupKind) =>
  async ({ params }: LoaderFunctionArgs) => {
    const selector = getGroupSelector(params, kind.param)
    await Promise.all([
      queryClient.ensureQueryData(groupQuery(kind, selector)),
      prefetch(membersQuery(kind, selector), instancesQuery(selector.project)),
    ])
    return null
  }

export const antiAffinityListLoader = listLoader(antiAffinityKind)
export const antiAffinityGroupPageLoader = pageLoader(antiAffinityKind)
export const antiAffinityGroupEditLoader = editLoader(antiAffinityKind)
export const affinityListLoader = listLoader(affinityKind)
export const affinityGroupPageLoader = pageLoader(affinityKind)
export const affinityGroupEditLoader = editLoader(affinityKind)
