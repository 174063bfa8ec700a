import type { LoaderFunctionArgs } from 'react-router'
import { allPagesQuery, apiQuery, ensure, prefetch, startFetch } from '~/api/query'
import { urlListQuery } from '~/api/url-list-query'
import { getIpPoolSelector } from '~/hooks/selectors'
import { prefetchFleetRole } from '../use-fleet-role'

/** The IP pool pages' loaders, imported by the route table. */

export async function ipPoolsPageLoader({ request }: LoaderFunctionArgs) {
  startFetch(urlListQuery(request, 'systemIpPoolList', {}))
  await prefetchFleetRole()
  return null
}

export async function ipPoolPageLoader({ params, request }: LoaderFunctionArgs) {
  const path = getIpPoolSelector(params)
  startFetch(
    urlListQuery(request, 'systemIpPoolRangeList', { path }),
    // the page's second list: its URL params are prefixed
    urlListQuery(request, 'systemIpPoolSiloList', { path }, 'silos'),
  )
  await Promise.all([
    ensure('systemIpPoolView', { path }),
    prefetch(
      // silos are named from, and the link form offers, every silo and every link
      allPagesQuery('systemIpPoolSiloList', { path }),
      allPagesQuery('siloList', {}),
      apiQuery('systemIpPoolUtilizationView', { path }),
    ),
    prefetchFleetRole(),
  ])
  return null
}

export async function ipPoolEditFormLoader({ params }: LoaderFunctionArgs) {
  await ensure('systemIpPoolView', { path: getIpPoolSelector(params) })
  return null
}

export async function ipRangeAddFormLoader({ params }: LoaderFunctionArgs) {
  await ensure('systemIpPoolView', { path: getIpPoolSelector(params) })
  return null
}
