import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { diskActions, snapshotActions } from '~/api/states'
import { requireProjectRole } from '../authz'
import { db, lookup } from '../db'
import { badRequest } from '../errors'
import { defineJob } from '../timers'
import { diskOfProject } from './disk-store'
import { projectList, writableProject } from './project-scope'
import { assertNameFree, NoContent, newId, now, removeWhere } from './util'

const readyLater = defineJob('snapshot-ready', (id: string) => {
  const snapshot = db.snapshots.find((s) => s.id === id)
  if (snapshot?.state === 'creating') {
    snapshot.state = 'ready'
    snapshot.time_modified = now()
  }
})

/** Insert a snapshot of a disk; a `creating` one becomes `ready` after ~1.5 s. */
export function insertSnapshot(
  disk: Json<Api.Disk>,
  params: { name: string; description: string },
  state: Api.SnapshotState = 'creating',
) {
  assertNameFree(
    'snapshot',
    db.snapshots.filter((s) => s.project_id === disk.project_id),
    params.name,
  )
  const time = now()
  const snapshot: Json<Api.Snapshot> = {
    id: newId(),
    name: params.name,
    description: params.description,
    project_id: disk.project_id,
    disk_id: disk.id,
    size: disk.size,
    state,
    time_created: time,
    time_modified: time,
  }
  db.snapshots.push(snapshot)
  if (state === 'creating') readyLater(1500, snapshot.id)
  return snapshot
}

export const snapshotHandlers = {
  snapshotList: projectList(() => db.snapshots),

  snapshotCreate({ query, body }) {
    const project = writableProject(query)
    const disk = diskOfProject(body.disk, project.id)
    if (!diskActions.snapshot.includes(disk.state.state)) {
      throw badRequest(
        `cannot snapshot disk "${disk.name}" while it is ${disk.state.state} (only when attached or detached)`,
      )
    }
    return insertSnapshot(disk, body)
  },

  snapshotView: ({ path, query }) => lookup.snapshot({ ...path, ...query }),

  snapshotDelete({ path, query }) {
    const snapshot = lookup.snapshot({ ...path, ...query })
    requireProjectRole(snapshot.project_id, 'collaborator')
    if (!snapshotActions.delete.includes(snapshot.state)) {
      throw badRequest(`cannot delete snapshot "${snapshot.name}" while it is ${snapshot.state}`)
    }
    removeWhere(db.snapshots, (s) => s.id === snapshot.id)
    return NoContent
  },
} satisfies Partial<MSWHandlers>
