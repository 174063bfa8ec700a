import type { LoaderFunctionArgs } from 'react-router'
import { allPagesQuery, ensure, prefetch, startFetch } from '~/api/query'
import { startRoomReads } from '~/api/room-left'
import { urlListQuery } from '~/api/url-list-query'
import { getDiskSelector, getProjectSelector } from '~/hooks/selectors'
import { resourceActivityLoader } from '../activity/loaders'

/** The disk pages' loaders, imported by the route table. */

/** The silo's and the project's images, and the project's snapshots: what a disk is made from. */
export const sourceQueries = (selector: { project: string }) =>
  [
    allPagesQuery('imageList', {}),
    allPagesQuery('imageList', { query: selector }),
    allPagesQuery('snapshotList', { query: selector }),
  ] as const

export async function diskCreateFormLoader({ params }: LoaderFunctionArgs) {
  // the room left in the silo beside the form's own data: the form shows it
  startRoomReads()
  await prefetch(...sourceQueries(getProjectSelector(params)))
  return null
}

export function disksPageLoader({ params, request }: LoaderFunctionArgs) {
  const selector = getProjectSelector(params)
  startFetch(
    urlListQuery(request, 'diskList', { query: selector }),
    // the names of the instances disks are attached to: their cells wait for them
    allPagesQuery('instanceList', { query: selector }),
    // the names of the images and snapshots disks were made from, as the create form lists them
    ...sourceQueries(selector),
  )
  return null
}

export const diskParams = ({ project, disk }: { project: string; disk: string }) => ({
  path: { disk },
  query: { project },
})

export const diskActivityLoader = resourceActivityLoader((params) =>
  ensure('diskView', diskParams(getDiskSelector(params))),
)
