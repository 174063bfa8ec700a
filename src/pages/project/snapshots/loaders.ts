import type { LoaderFunctionArgs } from 'react-router'
import { allPagesQuery, ensure, prefetch, startFetch } from '~/api/query'
import { startRoomReads } from '~/api/room-left'
import { urlListQuery } from '~/api/url-list-query'
import { getProjectSelector, getSnapshotSelector } from '~/hooks/selectors'

/** The snapshot pages' loaders, imported by the route table. */

export const snapshotParams = ({ project, snapshot }: { project: string; snapshot: string }) => ({
  path: { snapshot },
  query: { project },
})

export async function snapshotCreateFormLoader({ params }: LoaderFunctionArgs) {
  // the room left in the silo beside the form's own data: the form shows it
  startRoomReads()
  await prefetch(allPagesQuery('diskList', { query: getProjectSelector(params) }))
  return null
}

export function snapshotsPageLoader({ params, request }: LoaderFunctionArgs) {
  const selector = getProjectSelector(params)
  startFetch(
    urlListQuery(request, 'snapshotList', { query: selector }),
    // the names of the disks snapshots were taken from: their cells wait for them
    allPagesQuery('diskList', { query: selector }),
  )
  return null
}

export async function imageFromSnapshotFormLoader({ params }: LoaderFunctionArgs) {
  await ensure('snapshotView', snapshotParams(getSnapshotSelector(params)))
  return null
}
