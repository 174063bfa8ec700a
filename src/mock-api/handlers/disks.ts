import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { type DiskAction, type DiskStateName, diskActions } from '~/api/states'
import { requireProjectRole } from '../authz'
import { db, lookup } from '../db'
import { badRequest } from '../errors'
import { paginated } from '../paginate'
import { later } from '../timers'
import { newDisk } from './disk-store'
import { insertSnapshot } from './snapshots'
import { assertNameFree, NoContent, now, removeWhere } from './util'
import { checkQuota } from './utilization'

type Disk = Json<Api.Disk>

const orList = (items: readonly string[]) =>
  new Intl.ListFormat('en', { type: 'disjunction' }).format(items.map((s) => s.replace(/_/g, ' ')))

/** The disk state table of spec section 4, shared with the UI. */
function assertDiskCan(disk: Disk, action: DiskAction) {
  const allowed = diskActions[action]
  if (!allowed.includes(disk.state.state)) {
    throw badRequest(
      `cannot ${action} disk "${disk.name}" while it is ${disk.state.state} (only when ${orList(allowed)})`,
    )
  }
}

/** Bulk import steps need the disk in one given state. */
function assertDiskState(disk: Disk, state: DiskStateName) {
  if (disk.state.state !== state) {
    throw badRequest(`disk "${disk.name}" is ${disk.state.state}, not ${state.replace(/_/g, ' ')}`)
  }
}

function setState(disk: Disk, state: Json<Api.DiskState>) {
  disk.state = state
  disk.time_modified = now()
}

function writableDisk(path: { disk: string }, query: { project?: string }) {
  const disk = lookup.disk({ ...path, ...query })
  requireProjectRole(disk.project_id, 'collaborator')
  return disk
}

/** Disks, their create -> detached settling and the bulk-import steps. */
export const diskHandlers = {
  diskList({ query }) {
    const project = lookup.project(query)
    return paginated(
      query,
      db.disks.filter((d) => d.project_id === project.id),
    )
  },

  diskCreate({ query, body }) {
    const project = lookup.project(query)
    requireProjectRole(project.id, 'collaborator')
    const siblings = db.disks.filter((d) => d.project_id === project.id)
    assertNameFree('disk', siblings, body.name)
    const disk = newDisk(project.id, body)
    checkQuota(project.id, { storage: disk.size })
    db.disks.push(disk)
    if (disk.state.state === 'creating') {
      later(1000, () => {
        if (disk.state.state === 'creating') setState(disk, { state: 'detached' })
      })
    }
    return disk
  },

  diskView: ({ path, query }) => lookup.disk({ ...path, ...query }),

  diskDelete({ path, query }) {
    const disk = writableDisk(path, query)
    assertDiskCan(disk, 'delete')
    removeWhere(db.disks, (d) => d.id === disk.id)
    return NoContent
  },

  diskBulkWriteImportStart({ path, query }) {
    const disk = writableDisk(path, query)
    assertDiskState(disk, 'import_ready')
    setState(disk, { state: 'importing_from_bulk_writes' })
    return NoContent
  },

  diskBulkWriteImport({ path, query, body }) {
    const disk = writableDisk(path, query)
    assertDiskState(disk, 'importing_from_bulk_writes')
    const length = Math.floor((body.base64_encoded_data.length * 3) / 4)
    if (body.offset % disk.block_size !== 0) {
      throw badRequest(`offset ${body.offset} is not a multiple of the block size`)
    }
    if (body.offset + length > disk.size) throw badRequest('write past the end of the disk')
    return NoContent
  },

  diskBulkWriteImportStop({ path, query }) {
    const disk = writableDisk(path, query)
    assertDiskState(disk, 'importing_from_bulk_writes')
    setState(disk, { state: 'import_ready' })
    return NoContent
  },

  /** Finalize: import_ready -> detached, and a snapshot when asked for. */
  diskFinalizeImport({ path, query, body }) {
    const disk = writableDisk(path, query)
    assertDiskState(disk, 'import_ready')
    if (body.snapshot_name) {
      insertSnapshot(disk, { name: body.snapshot_name, description: '' }, 'ready')
    }
    setState(disk, { state: 'detached' })
    return NoContent
  },
} satisfies Partial<MSWHandlers>
