import type { LoaderFunctionArgs } from 'react-router'
import { apiQuery, ensure, listQuery, prefetch } from '~/api/query'
import { getProjectSelector } from '~/hooks/selectors'
import { prefetchFleetRole } from '~/pages/system/use-fleet-role'

/** The access pages' loaders: in the route table, so their data loads with the page's code, not after it. */

/** What every access page's loader prefetches besides its policies. */
export const accessIdentityQueries = () => [
  listQuery('userList', {}),
  listQuery('groupList', {}),
  apiQuery('currentUserView', {}),
  apiQuery('currentUserGroups', {}),
]

export async function projectAccessPageLoader({ params }: LoaderFunctionArgs) {
  const path = getProjectSelector(params)
  await Promise.all([
    ensure('projectPolicyView', { path }),
    prefetch(apiQuery('policyView', {}), ...accessIdentityQueries()),
  ])
  return null
}

export async function siloAccessPageLoader() {
  await prefetch(apiQuery('policyView', {}), ...accessIdentityQueries())
  return null
}

export async function systemAccessPageLoader() {
  await Promise.all([
    prefetch(apiQuery('systemPolicyView', {}), ...accessIdentityQueries()),
    prefetchFleetRole(),
  ])
  return null
}
