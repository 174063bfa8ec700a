import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { db, lookup } from '../db'
import { badRequest } from '../errors'
import { childOfProject } from './project-child'
import { newResource } from './util'

const GiB = 1024 ** 3
export const MAX_DISK_SIZE = 1023 * GiB

type DiskParams = {
  name: string
  description: string
  size: number
  disk_backend: Json<Api.DiskBackend>
}

/**
 * A new disk row (not inserted), checked as Nexus checks sizes and sources. It is
 * born settled: Nexus answers the create only once the volume exists, so a disk
 * can be snapshotted or attached as soon as the call returns (`detached`, or
 * `import_ready` for a disk that is to receive bulk writes).
 */
export function newDisk(projectId: string, params: DiskParams): Json<Api.Disk> {
  const { size, disk_backend: backend } = params
  if (size % GiB !== 0) throw badRequest('disk size must be a multiple of 1 GiB')
  if (size < GiB) throw badRequest('disk size must be at least 1 GiB')
  if (size > MAX_DISK_SIZE) throw badRequest('disk size must be at most 1023 GiB')
  let blockSize: 512 | 2048 | 4096 = 4096
  let imageId: string | null = null
  let snapshotId: string | null = null
  let readOnly = false
  let state: Json<Api.DiskState> = { state: 'detached' }
  if (backend.type === 'distributed') {
    const source = backend.disk_source
    if (source.type === 'blank' || source.type === 'importing_blocks') {
      blockSize = source.block_size
      if (source.type === 'importing_blocks') state = { state: 'import_ready' }
    } else if (source.type === 'image') {
      const image = lookup.image({ image: source.image_id })
      if (size < image.size) throw badRequest(`disk size must be at least the image size`)
      blockSize = image.block_size
      imageId = image.id
      readOnly = source.read_only ?? false
    } else {
      const snapshot = lookup.snapshot({ snapshot: source.snapshot_id })
      if (snapshot.state !== 'ready') throw badRequest(`snapshot "${snapshot.name}" is not ready`)
      if (size < snapshot.size) throw badRequest(`disk size must be at least the snapshot size`)
      snapshotId = snapshot.id
      readOnly = source.read_only ?? false
    }
  }
  return {
    ...newResource(params),
    project_id: projectId,
    size,
    block_size: blockSize,
    disk_type: backend.type,
    device_path: `/mnt/${params.name}`,
    image_id: imageId,
    snapshot_id: snapshotId,
    read_only: readOnly,
    state,
  }
}

export const diskInstanceId = (disk: Json<Api.Disk>) =>
  'instance' in disk.state ? disk.state.instance : undefined

export const instanceDisks = (instanceId: string) =>
  db.disks.filter((d) => diskInstanceId(d) === instanceId)

/**
 * A disk named in a request body (attach, detach, boot disk, snapshot): by name
 * within the project, or by id, which must then belong to the project.
 */
export const diskOfProject = (nameOrId: string, projectId: string): Json<Api.Disk> =>
  childOfProject('disk', (disk, project) => lookup.disk({ disk, project }), nameOrId, projectId)
