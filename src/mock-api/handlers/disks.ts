import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { type DiskAction, type DiskStateName, diskActions } from '~/api/states'
import { orList } from '~/util/or-list'
import { requireProjectRole } from '../authz'
import { db, lookup } from '../db'
import { badRequest } from '../errors'
import { newDisk } from './disk-store'
import { projectList, writableProject } from './project-scope'
import { insertSnapshot } from './snapshots'
import { assertNameFree, NoContent, now, removeWhere } from './util'
import { checkQuota } from './utilization'

type Disk = Json<Api.Disk>

const orStates = (items: readonly string[]) => orList(items.map((s) => s.replace(/_/g, ' ')))

/** The disk state table, shared with the UI. */
function assertDiskCan(disk: Disk, action: DiskAction) {
  const allowed = diskActions[action]
  if (!allowed.includes(disk.state.state)) {
    throw badRequest(
      `cannot ${action} disk "${disk.name}" while it is ${disk.state.state} (only when ${orStates(allowed)})`,
    )
  }
}

const stateLabel = (state: DiskStateName) => state.replace(/_/g, ' ')

/** Bulk import steps move the disk between two states; Nexus refuses any other start. */
function assertImportTransition(disk: Disk, from: DiskStateName, to: DiskStateName) {
  if (disk.state.state !== from) {
    throw badRequest(
      `cannot set disk "${disk.name}" in state ${stateLabel(disk.state.state)} to ${stateLabel(to)} (only from ${stateLabel(from)})`,
    )
  }
}

/** The Crucible pantry takes at most 512 KiB per bulk write. */
export const MAX_BULK_WRITE_BYTES = 512 * 1024
const base64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/** Bytes a standard base64 string decodes to; a 400 as Nexus gives when it is not base64. */
function decodedLength(data: string) {
  if (!base64.test(data)) throw badRequest('error base64 decoding data: invalid base64 input')
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0
  return (data.length / 4) * 3 - padding
}

function setState(disk: Disk, state: Json<Api.DiskState>) {
  disk.state = state
  disk.time_modified = now()
}

type BulkWriteState = 'import_ready' | 'importing_from_bulk_writes'

function writableDisk(path: { disk: string }, query: { project?: string }) {
  const disk = lookup.disk({ ...path, ...query })
  requireProjectRole(disk.project_id, 'collaborator')
  return disk
}

/** A handler that starts or stops a disk's bulk writes: one import state to the other. */
const bulkWriteStep =
  (from: BulkWriteState, to: BulkWriteState) =>
  ({ path, query }: { path: { disk: string }; query: { project?: string } }) => {
    const disk = writableDisk(path, query)
    assertImportTransition(disk, from, to)
    setState(disk, { state: to })
    return NoContent
  }

/** Disks and the bulk-import steps. */
export const diskHandlers = {
  diskList: projectList(() => db.disks),

  diskCreate({ query, body }) {
    const project = writableProject(query)
    const siblings = db.disks.filter((d) => d.project_id === project.id)
    assertNameFree('disk', siblings, body.name)
    const disk = newDisk(project.id, body)
    checkQuota(project.id, { storage: disk.size })
    db.disks.push(disk)
    return disk
  },

  diskView: ({ path, query }) => lookup.disk({ ...path, ...query }),

  diskDelete({ path, query }) {
    const disk = writableDisk(path, query)
    assertDiskCan(disk, 'delete')
    removeWhere(db.disks, (d) => d.id === disk.id)
    return NoContent
  },

  diskBulkWriteImportStart: bulkWriteStep('import_ready', 'importing_from_bulk_writes'),

  /** A write lands whole blocks inside the disk, as the pantry checks (the data is not kept). */
  diskBulkWriteImport({ path, query, body }) {
    const disk = writableDisk(path, query)
    if (disk.state.state !== 'importing_from_bulk_writes') {
      throw badRequest(
        `cannot import blocks with a bulk write for disk "${disk.name}" in state ${stateLabel(disk.state.state)}`,
      )
    }
    const length = decodedLength(body.base64_encoded_data)
    const { offset } = body
    const blockSize = disk.block_size
    if (length > MAX_BULK_WRITE_BYTES) {
      throw badRequest(
        `data length ${length} is over the maximum chunk size of ${MAX_BULK_WRITE_BYTES} bytes`,
      )
    }
    if (offset % blockSize !== 0) {
      throw badRequest(`offset ${offset} is not a multiple of the block size (${blockSize})`)
    }
    if (length % blockSize !== 0) {
      throw badRequest(`data length ${length} is not a multiple of the block size (${blockSize})`)
    }
    if (offset + length > disk.size) {
      throw badRequest(
        `write of ${length} bytes at offset ${offset} is past the end of the disk (${disk.size} bytes)`,
      )
    }
    return NoContent
  },

  diskBulkWriteImportStop: bulkWriteStep('importing_from_bulk_writes', 'import_ready'),

  /** Finalize: import_ready -> detached, and a snapshot when asked for. */
  diskFinalizeImport({ path, query, body }) {
    const disk = writableDisk(path, query)
    assertImportTransition(disk, 'import_ready', 'detached')
    if (body.snapshot_name) {
      insertSnapshot(disk, { name: body.snapshot_name, description: '' }, 'ready')
    }
    setState(disk, { state: 'detached' })
    return NoContent
  },
} satisfies Partial<MSWHandlers>
