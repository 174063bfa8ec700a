import type { LoaderFunctionArgs } from 'react-router'
import { allPagesQuery, apiQuery, ensure, listQuery, prefetch } from '~/api/query'
import { getIpPoolSelector } from '~/hooks/selectors'

/** The IP pool pages' loaders: in the route table, so their data loads with the page's code, not after it. */

export async function ipPoolsPageLoader() {
  await prefetch(listQuery('systemIpPoolList', {}))
  return null
}

export async function ipPoolPageLoader({ params }: LoaderFunctionArgs) {
  const path = getIpPoolSelector(params)
  await Promise.all([
    ensure('systemIpPoolView', { path }),
    prefetch(
      listQuery('systemIpPoolRangeList', { path }),
      listQuery('systemIpPoolSiloList', { path }),
      // silos are named from, and the link form offers, every silo and every link
      allPagesQuery('systemIpPoolSiloList', { path }),
      allPagesQuery('siloList', {}),
      apiQuery('systemIpPoolUtilizationView', { path }),
    ),
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
