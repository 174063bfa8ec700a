import type { LoaderFunctionArgs } from 'react-router'
import { allPagesQuery, apiQuery, ensure, listQuery, prefetch } from '~/api/query'
import { urlListQuery } from '~/api/url-list-query'
import { getSubnetPoolSelector } from '~/hooks/selectors'
import { prefetchFleetRole } from '../use-fleet-role'

/** The subnet pool pages' loaders, imported by the route table. */

export async function subnetPoolsPageLoader() {
  await Promise.all([prefetch(listQuery('systemSubnetPoolList', {})), prefetchFleetRole()])
  return null
}

export async function subnetPoolPageLoader({ params, request }: LoaderFunctionArgs) {
  const path = getSubnetPoolSelector(params)
  await Promise.all([
    ensure('systemSubnetPoolView', { path }),
    prefetch(
      urlListQuery(request, 'systemSubnetPoolMemberList', { path }),
      // the page's second list: its URL params are prefixed
      urlListQuery(request, 'systemSubnetPoolSiloList', { path }, 'silos'),
      // silos are named from, and the link form offers, every silo and every link
      allPagesQuery('systemSubnetPoolSiloList', { path }),
      allPagesQuery('siloList', {}),
      // the utilization's capacity is counted from every member
      allPagesQuery('systemSubnetPoolMemberList', { path }),
      apiQuery('systemSubnetPoolUtilizationView', { path }),
    ),
    prefetchFleetRole(),
  ])
  return null
}

export async function subnetPoolFormLoader({ params }: LoaderFunctionArgs) {
  await ensure('systemSubnetPoolView', { path: getSubnetPoolSelector(params) })
  return null
}
