import type { LoaderFunctionArgs } from 'react-router'
import { allPagesQuery, prefetch, startFetch } from '~/api/query'
import { urlListQuery } from '~/api/url-list-query'
import { getProjectSelector } from '~/hooks/selectors'

/** The disk pages' loaders, imported by the route table. */

export async function diskCreateFormLoader({ params }: LoaderFunctionArgs) {
  const selector = getProjectSelector(params)
  await prefetch(
    allPagesQuery('imageList', {}),
    allPagesQuery('imageList', { query: selector }),
    allPagesQuery('snapshotList', { query: selector }),
  )
  return null
}

export function disksPageLoader({ params, request }: LoaderFunctionArgs) {
  const selector = getProjectSelector(params)
  startFetch(
    urlListQuery(request, 'diskList', { query: selector }),
    // the names of the instances disks are attached to: their cells wait for them
    allPagesQuery('instanceList', { query: selector }),
  )
  return null
}
