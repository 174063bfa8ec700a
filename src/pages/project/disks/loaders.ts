import type { LoaderFunctionArgs } from 'react-router'
import { listQuery, prefetch } from '~/api/query'
import { getProjectSelector } from '~/hooks/selectors'

/** The disk pages' loaders: in the route table, so their data loads with the page's code, not after it. */

export async function diskCreateFormLoader({ params }: LoaderFunctionArgs) {
  const selector = getProjectSelector(params)
  await prefetch(
    listQuery('imageList', {}),
    listQuery('imageList', { query: selector }),
    listQuery('snapshotList', { query: selector }),
  )
  return null
}

export async function disksPageLoader({ params }: LoaderFunctionArgs) {
  const selector = getProjectSelector(params)
  await prefetch(
    listQuery('diskList', { query: selector }),
    listQuery('instanceList', { query: selector }),
  )
  return null
}
