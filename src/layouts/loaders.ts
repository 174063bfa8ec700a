import type { LoaderFunctionArgs } from 'react-router'
import {
  allPagesQuery,
  apiQuery,
  ensure,
  listQuery,
  prefetchMissing,
  queryClient,
} from '~/api/query'
import { getProjectSelector } from '~/hooks/selectors'
import { systemPolicyQuery } from './fleet-viewer'

/** The layouts' loaders, imported by the route table. */

export const meQuery = apiQuery('currentUserView', {})
export const groupsQuery = apiQuery('currentUserGroups', {})
export const siloPolicyQuery = apiQuery('policyView', {})

/** What every access page's loader (project, silo, fleet) prefetches besides its policies. */
export const accessIdentityQueries = () => [
  // every user and group: the table names them and the add form offers them
  allPagesQuery('userList', {}),
  allPagesQuery('groupList', {}),
  meQuery,
  groupsQuery,
]

/**
 * The user and the fleet-viewer probe (the top bar's System link). The user's
 * groups and the silo's policy are asked for only after a 403 (the notice in
 * authed-layout.tsx): on a rack's six connections, two calls fewer leave room
 * for the page's own.
 */
export async function authedLayoutLoader() {
  await prefetchMissing(meQuery, systemPolicyQuery)
  return null
}

export async function projectLayoutLoader({ params }: LoaderFunctionArgs) {
  const { project } = getProjectSelector(params)
  seedProjectView(project)
  // a project that does not exist is a 404 page, not an empty shell; the top bar's
  // project switcher reads every project itself, when it is opened
  await ensure('projectView', { path: { project } })
  return null
}

/**
 * Coming from the project list, the project is already in hand: the list's
 * item is the same `Project` the view call returns, so the view starts from it
 * (as old as the list) instead of waiting on another call.
 */
export function seedProjectView(project: string) {
  const viewKey = apiQuery('projectView', { path: { project } }).queryKey
  if (queryClient.getQueryData(viewKey)) return
  const listKey = listQuery('projectList', {}).queryKey
  const list = queryClient.getQueryState(listKey)
  const item = list?.data?.items.find((p) => p.name === project || p.id === project)
  if (item) queryClient.setQueryData(viewKey, item, { updatedAt: list?.dataUpdatedAt })
}

/** The system section is for fleet viewers; anyone else is told so. */
export async function systemLayoutLoader() {
  try {
    await queryClient.ensureQueryData(systemPolicyQuery)
  } catch {
    throw new Response('Not a fleet viewer', { status: 403 })
  }
  return null
}
