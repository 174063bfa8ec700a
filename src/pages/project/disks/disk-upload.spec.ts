import { describe, expect, it } from 'vitest'
import type { Disk } from '~/api/__generated__/Api'
import type { ApiError } from '~/api/errors'
import { GiB, KiB } from '~/util/units'
import {
  CANCELED,
  type Call,
  type DiskImport,
  deleteImportDisk,
  type ImageUpload,
  importFileToDisk,
  uploadImage,
} from './disk-upload'

/** `op` fails from its call number `after` on (0: the first), `times` times (default: for good). */
type Fail = { op: string; after?: number; times?: number; error?: Partial<ApiError> }

/** A fake of the few operations the flow uses, keeping a log of the calls. */
function fakeApi(fail?: Fail) {
  const log: string[] = []
  const writes: { offset: number; bytes: number }[] = []
  /** the offset of every write sent, answered or failed */
  const sent: number[] = []
  const disks = new Map<string, Disk>()
  const snapshots = new Map<string, string>()
  const images: string[] = []
  let seen = 0
  let failures = 0
  // biome-ignore lint/suspicious/noExplicitAny: a fake takes whatever each operation takes
  const byOp: Record<string, (p: any) => unknown> = {
    diskCreate: ({ body }) => {
      const disk = {
        id: `id-${body.name}`,
        name: body.name,
        size: body.size,
        blockSize: body.diskBackend.diskSource.blockSize,
        state: { state: 'import_ready' },
      } as Disk
      disks.set(disk.id, disk)
      return disk
    },
    diskView: ({ path }) => {
      const disk = disks.get(path.disk)
      if (!disk) throw { message: 'Not found', statusCode: 404 }
      return disk
    },
    diskBulkWriteImportStart: ({ path }) => setState(path.disk, 'importing_from_bulk_writes'),
    diskBulkWriteImport: ({ body }) => {
      writes.push({ offset: body.offset, bytes: atob(body.base64EncodedData).length })
    },
    diskBulkWriteImportStop: ({ path }) => setState(path.disk, 'import_ready'),
    diskFinalizeImport: ({ path, body }) => {
      setState(path.disk, 'detached')
      if (body.snapshotName) snapshots.set(body.snapshotName, `snap-${body.snapshotName}`)
    },
    diskDelete: ({ path }) => disks.delete(path.disk),
    snapshotView: ({ path }) => {
      const id = snapshots.get(path.snapshot)
      if (!id) throw { message: 'Not found', statusCode: 404 }
      return { id, name: path.snapshot }
    },
    snapshotDelete: ({ path }) => snapshots.delete(path.snapshot),
    imageView: ({ path }) => {
      if (!images.includes(path.image)) throw { message: 'Not found', statusCode: 404 }
      return { name: path.image }
    },
    imageCreate: ({ body }) => {
      images.push(body.name)
      return { ...body, id: `image-${body.name}` }
    },
  }
  function setState(id: string, state: string) {
    const disk = disks.get(id)
    if (disk) disk.state = { state } as Disk['state']
  }
  const call = (async (op: string, params: unknown) => {
    log.push(op)
    if (op === 'diskBulkWriteImport')
      sent.push((params as { body: { offset: number } }).body.offset)
    await Promise.resolve()
    if (
      fail &&
      op === fail.op &&
      seen++ >= (fail.after ?? 0) &&
      failures < (fail.times ?? Infinity)
    ) {
      failures++
      throw { message: 'Boom', statusCode: 500, ...fail.error }
    }
    return byOp[op](params)
  }) as Call
  return { call, log, writes, sent, disks, snapshots, images }
}

const file = (bytes: number, fill = 1) => new Blob([new Uint8Array(bytes).fill(fill)])
const disk = { name: 'up', description: '' }
/** An import into disk `up` of project `p` through the fake, 10 bytes in 512-byte blocks unless told. */
const importInto = (api: ReturnType<typeof fakeApi>, opts: Partial<DiskImport> = {}) =>
  importFileToDisk({ call: api.call, project: 'p', file: file(10), blockSize: 512, disk, ...opts })

describe('importFileToDisk', () => {
  it('creates, starts, writes each chunk at its offset, stops and finalizes', async () => {
    const api = fakeApi()
    const progress: number[] = []
    const steps: string[] = []
    const result = await importInto(api, {
      file: file(1000 * KiB + 100),
      chunkSize: 512 * KiB,
      concurrency: 1,
      onProgress: (done) => progress.push(done),
      onStep: (s) => steps.push(s),
    })
    expect(result.state.state).toBe('detached')
    expect(api.log).toEqual([
      'diskCreate',
      'diskBulkWriteImportStart',
      'diskBulkWriteImport',
      'diskBulkWriteImport',
      'diskBulkWriteImportStop',
      'diskFinalizeImport',
    ])
    // the last chunk is padded to whole 512-byte blocks
    expect(api.writes).toEqual([
      { offset: 0, bytes: 512 * KiB },
      { offset: 512 * KiB, bytes: 488 * KiB + 512 },
    ])
    expect(progress).toEqual([0, 512 * KiB, 1000 * KiB + 100])
    expect(steps).toEqual(['create', 'start', 'write', 'stop', 'finalize'])
    expect(api.disks.get('id-up')?.size).toBe(GiB)
  })

  it('skips chunks of zeros, still counting them as done', async () => {
    const api = fakeApi()
    let last = 0
    await importInto(api, {
      file: file(3 * 4096, 0),
      blockSize: 4096,
      chunkSize: 4096,
      onProgress: (done) => {
        last = done
      },
    })
    expect(api.writes).toEqual([])
    expect(last).toBe(3 * 4096)
  })

  it('finalizes with a snapshot when asked', async () => {
    const api = fakeApi()
    await importInto(api, { snapshotName: 'snap' })
    expect(api.snapshots.has('snap')).toBe(true)
  })

  it('on a failed write stops the import, finalizes and deletes the disk, and says so', async () => {
    const api = fakeApi({
      op: 'diskBulkWriteImport',
      after: 1,
      error: { message: 'Write past the end of the disk', statusCode: 400 },
    })
    await expect(
      importInto(api, { file: file(4 * 4096), blockSize: 4096, chunkSize: 4096, concurrency: 2 }),
    ).rejects.toMatchObject({
      message: 'Write past the end of the disk. Disk up was deleted.',
      statusCode: 400,
    })
    // a 4xx is not sent again
    expect(new Set(api.sent).size).toBe(api.sent.length)
    expect(api.log.slice(-4)).toEqual([
      'diskView',
      'diskBulkWriteImportStop',
      'diskFinalizeImport',
      'diskDelete',
    ])
    expect(api.disks.size).toBe(0)
  })

  it('sends a chunk again after a blip, and every chunk lands once', async () => {
    const api = fakeApi({
      op: 'diskBulkWriteImport',
      after: 1,
      times: 1,
      error: { message: 'Service unavailable', statusCode: 503 },
    })
    const result = await importInto(api, {
      file: file(4 * 4096),
      blockSize: 4096,
      chunkSize: 4096,
      concurrency: 2,
      retryDelays: [1, 1],
    })
    expect(result.state.state).toBe('detached')
    expect(api.sent).toHaveLength(5)
    expect(api.sent.filter((offset) => offset === 4096)).toHaveLength(2)
    expect(api.writes.map((w) => w.offset).sort((a, b) => a - b)).toEqual([0, 4096, 8192, 12288])
    expect(api.log.at(-1)).toBe('diskFinalizeImport')
  })

  it('fails with the API’s message when a chunk fails three times, and cleans up', async () => {
    const api = fakeApi({
      op: 'diskBulkWriteImport',
      after: 1,
      times: 3,
      error: { message: 'Service unavailable', statusCode: 503 },
    })
    await expect(
      importInto(api, {
        file: file(2 * 4096),
        blockSize: 4096,
        chunkSize: 4096,
        concurrency: 1,
        retryDelays: [1, 1],
      }),
    ).rejects.toMatchObject({
      message: 'Service unavailable. Disk up was deleted.',
      statusCode: 503,
    })
    // the first chunk once, the second three times
    expect(api.sent).toEqual([0, 4096, 4096, 4096])
    expect(api.writes.map((w) => w.offset)).toEqual([0])
    expect(api.disks.size).toBe(0)
  })

  it('a cancel stops between chunks and cleans up', async () => {
    const api = fakeApi()
    const controller = new AbortController()
    await expect(
      importInto(api, {
        file: file(8 * 4096),
        blockSize: 4096,
        chunkSize: 4096,
        concurrency: 1,
        signal: controller.signal,
        onProgress: (done) => {
          if (done >= 2 * 4096) controller.abort()
        },
      }),
    ).rejects.toMatchObject({ message: `${CANCELED}. Disk up was deleted.` })
    expect(api.writes).toHaveLength(2)
    expect(api.disks.size).toBe(0)
  })

  it('a failed create leaves nothing to clean up and keeps the error code', async () => {
    const api = fakeApi({
      op: 'diskCreate',
      error: { message: 'Disk name already exists', errorCode: 'ObjectAlreadyExists' },
    })
    await expect(importInto(api)).rejects.toMatchObject({
      message: 'Disk name already exists',
      errorCode: 'ObjectAlreadyExists',
    })
    expect(api.log).toEqual(['diskCreate'])
  })

  it('reports a cleanup that failed too', async () => {
    const api = fakeApi({ op: 'diskBulkWriteImportStop', error: { message: 'Nope' } })
    await expect(importInto(api)).rejects.toMatchObject({
      message: 'Nope. Disk up could not be deleted: Nope',
    })
  })
})

describe('deleteImportDisk', () => {
  it('takes each import state back to detached before deleting; a gone disk is fine', async () => {
    const api = fakeApi()
    await api.call('diskCreate', {
      query: { project: 'p' },
      body: {
        name: 'd',
        description: '',
        size: GiB,
        diskBackend: {
          type: 'distributed',
          diskSource: { type: 'importing_blocks', blockSize: 512 },
        },
      },
    })
    api.log.length = 0
    await deleteImportDisk(api.call, 'id-d')
    expect(api.log).toEqual(['diskView', 'diskFinalizeImport', 'diskDelete'])
    api.log.length = 0
    await deleteImportDisk(api.call, 'id-d')
    expect(api.log).toEqual(['diskView'])
  })
})

describe('uploadImage', () => {
  const image = { name: 'img', description: 'd', os: 'debian', version: '12' }
  const names = { diskName: 'tmp-disk', snapshotName: 'tmp-snap' }
  const uploadWith = (api: ReturnType<typeof fakeApi>, opts: Partial<ImageUpload> = {}) =>
    uploadImage({
      call: api.call,
      project: 'p',
      file: file(100),
      blockSize: 512,
      image,
      ...names,
      ...opts,
    })

  it('imports, snapshots, creates the image from the snapshot, then deletes both temporaries', async () => {
    const api = fakeApi()
    const steps: string[] = []
    const result = await uploadWith(api, { onStep: (s) => steps.push(s) })
    expect(result.image).toMatchObject({
      ...image,
      source: { type: 'snapshot', id: 'snap-tmp-snap' },
    })
    expect(result.leftovers).toEqual([])
    expect(steps).toEqual(['create', 'start', 'write', 'stop', 'finalize', 'image', 'cleanup'])
    expect(api.log.slice(-5)).toEqual([
      'snapshotView',
      'imageCreate',
      'snapshotDelete',
      'diskView',
      'diskDelete',
    ])
    expect(api.disks.size).toBe(0)
    expect(api.snapshots.size).toBe(0)
  })

  it('refuses a taken name before uploading anything', async () => {
    const api = fakeApi()
    api.images.push('img')
    await expect(uploadWith(api)).rejects.toMatchObject({
      errorCode: 'ObjectAlreadyExists',
      message: 'Image name already exists',
    })
    expect(api.log).toEqual(['imageView'])
  })

  it('when the image cannot be made, deletes the snapshot and the disk', async () => {
    const api = fakeApi({ op: 'imageCreate', error: { message: 'Quota exceeded' } })
    await expect(uploadWith(api)).rejects.toMatchObject({
      message:
        'Quota exceeded. Temporary snapshot tmp-snap was deleted. Temporary disk tmp-disk was deleted.',
    })
    expect(api.disks.size).toBe(0)
    expect(api.snapshots.size).toBe(0)
  })
})
