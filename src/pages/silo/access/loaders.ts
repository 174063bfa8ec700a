import type { LoaderFunctionArgs } from 'react-router'
import { ensure, listQuery, prefetch, startFetch } from '~/api/query'
import { getSiloGroupSelector } from '~/hooks/selectors'
import { accessIdentityQueries, siloPolicyQuery } from '~/layouts/loaders'

/** The silo's access pages' loaders, imported by the route table. */

export async function siloAccessPageLoader() {
  await prefetch(siloPolicyQuery, ...accessIdentityQueries())
  return null
}

/** One group of the silo (a group that does not exist is the not-found page) and its members. */
export async function groupPageLoader({ params }: LoaderFunctionArgs) {
  const path = getSiloGroupSelector(params)
  startFetch(listQuery('userList', { query: { group: path.groupId } }))
  await ensure('groupView', { path })
  return null
}
