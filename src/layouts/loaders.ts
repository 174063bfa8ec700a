import type { LoaderFunctionArgs } from 'react-router'
import { apiQuery, ensure, listQuery, prefetch, queryClient } from '~/api/query'
import { getProjectSelector } from '~/hooks/selectors'
import { systemPolicyQuery } from './fleet-viewer'

/** The layouts' loaders: in the route table, so their data loads with the layout's code, not after it. */

export const meQuery = apiQuery('currentUserView', {})
export const groupsQuery = apiQuery('currentUserGroups', {})
export const siloPolicyQuery = apiQuery('policyView', {})

export async function authedLayoutLoader() {
  await prefetch(meQuery, groupsQuery, systemPolicyQuery, siloPolicyQuery)
  return null
}

export async function projectLayoutLoader({ params }: LoaderFunctionArgs) {
  const { project } = getProjectSelector(params)
  // a project that does not exist is a 404 page, not an empty shell
  await Promise.all([
    ensure('projectView', { path: { project } }),
    prefetch(listQuery('projectList', {})),
  ])
  return null
}

/** The system section is for fleet viewers; anyone else is told so (spec section 6). */
export async function systemLayoutLoader() {
  try {
    await queryClient.ensureQueryData(systemPolicyQuery)
  } catch {
    throw new Response('Not a fleet viewer', { status: 403 })
  }
  return null
}
