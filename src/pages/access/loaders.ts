import type { LoaderFunctionArgs } from 'react-router'
import { allPagesQuery, ensure, listQuery, prefetch, startFetch } from '~/api/query'
import { getProjectSelector, getSiloGroupSelector } from '~/hooks/selectors'
import { systemPolicyQuery } from '~/layouts/fleet-viewer'
import { groupsQuery, meQuery, siloPolicyQuery } from '~/layouts/loaders'
import { prefetchFleetRole } from '~/pages/system/use-fleet-role'

/** The access pages' loaders, imported by the route table. */

/** What every access page's loader prefetches besides its policies. */
export const accessIdentityQueries = () => [
  // every user and group: the table names them and the add form offers them
  allPagesQuery('userList', {}),
  allPagesQuery('groupList', {}),
  meQuery,
  groupsQuery,
]

export async function projectAccessPageLoader({ params }: LoaderFunctionArgs) {
  const path = getProjectSelector(params)
  await Promise.all([
    ensure('projectPolicyView', { path }),
    prefetch(siloPolicyQuery, ...accessIdentityQueries()),
  ])
  return null
}

export async function siloAccessPageLoader() {
  await prefetch(siloPolicyQuery, ...accessIdentityQueries())
  return null
}

export async function systemAccessPageLoader() {
  await Promise.all([prefetch(systemPolicyQuery, ...accessIdentityQueries()), prefetchFleetRole()])
  return null
}

/** One group of the silo (a group that does not exist is the not-found page) and its members. */
export async function groupPageLoader({ params }: LoaderFunctionArgs) {
  const path = getSiloGroupSelector(params)
  startFetch(listQuery('userList', { query: { group: path.groupId } }))
  await ensure('groupView', { path })
  return null
}
