import type { LoaderFunctionArgs } from 'react-router'
import { allPagesQuery, apiQuery, ensure, listQuery, prefetch } from '~/api/query'
import { getSubnetPoolSelector } from '~/hooks/selectors'
import { prefetchFleetRole } from '../use-fleet-role'

/** The subnet pool pages' loaders: in the route table, so their data loads with the page's code, not after it. */

export async function subnetPoolsPageLoader() {
  await Promise.all([prefetch(listQuery('systemSubnetPoolList', {})), prefetchFleetRole()])
  return null
}

export async function subnetPoolPageLoader({ params }: LoaderFunctionArgs) {
  const path = getSubnetPoolSelector(params)
  await Promise.all([
    ensure('systemSubnetPoolView', { path }),
    prefetch(
      listQuery('systemSubnetPoolMemberList', { path }),
      listQuery('systemSubnetPoolSiloList', { path }),
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
