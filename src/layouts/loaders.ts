import type { LoaderFunctionArgs } from 'react-router'
import { apiQuery, listQuery, prefetch, queryClient, startFetch } from '~/api/query'
import { getProjectSelector } from '~/hooks/selectors'
import { systemPolicyQuery } from './fleet-viewer'

/** The layouts' loaders: in the route table, so their data loads with the layout's code, not after it. */

export const meQuery = apiQuery('currentUserView', {})
export const groupsQuery = apiQuery('currentUserGroups', {})
export const siloPolicyQuery = apiQuery('policyView', {})

/**
 * The user and the fleet-viewer probe (the top bar's silo, user menu and System
 * link), asked for and not waited on: the frame draws while they are out, and
 * fills in when they answer (authed-layout.tsx). On a first load the calls
 * leave before the app's code has loaded (early-requests.ts) and come back
 * with the page's own, so the frame is drawn by then and the rows are all that
 * is left to draw. The user's groups and the silo's policy are asked for only
 * after a 403 (the notice in authed-layout.tsx): on a rack's six connections,
 * two calls fewer leave room for the page's own.
 */
export function authedLayoutLoader() {
  startFetch(meQuery, systemPolicyQuery)
  return null
}

export function projectLayoutLoader({ params }: LoaderFunctionArgs) {
  const { project } = getProjectSelector(params)
  seedProjectView(project)
  // a project that does not exist is a 404 page, not an empty shell: the layout
  // reads the view (project-layout.tsx); the top bar's project switcher reads
  // every project itself, when it is opened
  startFetch(projectViewQuery(project))
  return null
}

export const projectViewQuery = (project: string) => apiQuery('projectView', { path: { project } })

/**
 * Coming from the project list, the project is already in hand: the list's
 * item is the same `Project` the view call returns, so the view starts from it
 * (as old as the list) instead of waiting on another call.
 */
export function seedProjectView(project: string) {
  const viewKey = projectViewQuery(project).queryKey
  if (queryClient.getQueryData(viewKey)) return
  const listKey = listQuery('projectList', {}).queryKey
  const list = queryClient.getQueryState(listKey)
  const item = list?.data?.items.find((p) => p.name === project || p.id === project)
  if (item) queryClient.setQueryData(viewKey, item, { updatedAt: list?.dataUpdatedAt })
}

/**
 * The system section is for fleet viewers; anyone else is told so (spec
 * section 6). Its pages read the user too (the issues page, a sled's
 * instances): they wait for it here, as the signed-in layout does not.
 */
export async function systemLayoutLoader() {
  const [fleetViewer] = await Promise.all([
    queryClient.ensureQueryData(systemPolicyQuery).then(
      () => true,
      () => false,
    ),
    prefetch(meQuery),
  ])
  if (!fleetViewer) throw new Response('Not a fleet viewer', { status: 403 })
  return null
}
