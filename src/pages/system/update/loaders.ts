import type { LoaderFunctionArgs } from 'react-router'
import { allPagesQuery, apiQuery, ensure, prefetch, startFetch } from '~/api/query'
import { urlListQuery } from '~/api/url-list-query'
import { getTrustRootSelector, getUpdateRepoSelector } from '~/hooks/selectors'
import { prefetchFleetRole } from '../use-fleet-role'

/** The system update pages' loaders, imported by the route table. */

/** Repositories newest first: the list, and the target release's choices. */
export const reposParams = { query: { sortBy: 'version_descending' as const } }
export const trustRootsParams = {}

export async function updateLayoutLoader() {
  await prefetchFleetRole()
  return null
}

export async function updatePageLoader() {
  await Promise.all([
    prefetch(
      apiQuery('systemUpdateStatus', {}),
      allPagesQuery('systemUpdateRepositoryList', reposParams),
    ),
    prefetchFleetRole(),
  ])
  return null
}

export function reposPageLoader({ request }: LoaderFunctionArgs) {
  startFetch(urlListQuery(request, 'systemUpdateRepositoryList', reposParams))
  return null
}

export async function repoPageLoader({ params }: LoaderFunctionArgs) {
  const path = getUpdateRepoSelector(params)
  await Promise.all([ensure('systemUpdateRepositoryView', { path }), prefetchFleetRole()])
  return null
}

export function trustRootsPageLoader({ request }: LoaderFunctionArgs) {
  startFetch(urlListQuery(request, 'systemUpdateTrustRootList', trustRootsParams))
  return null
}

export async function trustRootPageLoader({ params }: LoaderFunctionArgs) {
  const path = getTrustRootSelector(params)
  await Promise.all([ensure('systemUpdateTrustRootView', { path }), prefetchFleetRole()])
  return null
}
