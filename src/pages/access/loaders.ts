import type { LoaderFunctionArgs } from 'react-router'
import { allPagesQuery, apiQuery, ensure, prefetch } from '~/api/query'
import { getProjectSelector } from '~/hooks/selectors'
import { prefetchFleetRole } from '~/pages/system/use-fleet-role'

/** The access pages' loaders: in the route table, so their data loads with the page's code, not after it. */

/** What every access page's loader prefetches besides its policies. */
export const accessIdentityQueries = () => [
  // every user and group: the table names them and the add form offers them
  allPagesQuery('userList', {}),
  allPagesQuery('groupList', {}),
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
