import { beforeEach, describe, expect, it } from 'vitest'
import { resetDb } from '~/mock-api'
import { resetKnobs } from '~/mock-api/knobs'
import { call, json } from './helpers'

beforeEach(() => {
  resetDb()
  resetKnobs()
})

const P = 'project=web-prod'
const GiB = 1024 ** 3
const disk = (name: string, rest = '') => `/v1/disks/${name}${rest}?${P}`
const b64 = (bytes: number, fill = 1) => Buffer.alloc(bytes, fill).toString('base64')

async function message(method: string, path: string, body?: unknown) {
  const response = await call(method, path, body)
  expect(response.status).toBe(400)
  return (await response.json()).message
}

/** A new import-ready disk of 1 GiB with 512-byte blocks. */
async function importDisk(name = 'up') {
  const created = await json('POST', `/v1/disks?${P}`, {
    name,
    description: '',
    size: GiB,
    disk_backend: {
      type: 'distributed',
      disk_source: { type: 'importing_blocks', block_size: 512 },
    },
  })
  expect(created.state).toEqual({ state: 'import_ready' })
  return created
}

describe('bulk import', () => {
  it('goes import ready -> importing -> import ready -> detached, with a snapshot', async () => {
    await importDisk()
    await json('POST', disk('up', '/bulk-write-start'), undefined, 204)
    expect((await json('GET', disk('up'))).state.state).toBe('importing_from_bulk_writes')
    const write = { offset: 0, base64_encoded_data: b64(512 * 1024) }
    await json('POST', disk('up', '/bulk-write'), write, 204)
    await json('POST', disk('up', '/bulk-write'), { ...write, offset: GiB - 512 * 1024 }, 204)
    await json('POST', disk('up', '/bulk-write-stop'), undefined, 204)
    expect((await json('GET', disk('up'))).state.state).toBe('import_ready')
    await json('POST', disk('up', '/finalize'), { snapshot_name: 'up-snap' }, 204)
    expect((await json('GET', disk('up'))).state).toEqual({ state: 'detached' })
    const snapshot = await json('GET', `/v1/snapshots/up-snap?${P}`)
    expect(snapshot).toMatchObject({ state: 'ready', size: GiB })
    // now an ordinary disk: deletable
    await json('DELETE', disk('up'), undefined, 204)
  })

  it('refuses each step out of order with a 400 that names the states', async () => {
    await importDisk()
    expect(
      await message('POST', disk('up', '/bulk-write'), {
        offset: 0,
        base64_encoded_data: b64(512),
      }),
    ).toBe('cannot import blocks with a bulk write for disk "up" in state import ready')
    expect(await message('POST', disk('up', '/bulk-write-stop'))).toBe(
      'cannot set disk "up" in state import ready to import ready (only from importing from bulk writes)',
    )
    await json('POST', disk('up', '/bulk-write-start'), undefined, 204)
    expect(await message('POST', disk('up', '/bulk-write-start'))).toBe(
      'cannot set disk "up" in state importing from bulk writes to importing from bulk writes (only from import ready)',
    )
    expect(await message('POST', disk('up', '/finalize'), {})).toBe(
      'cannot set disk "up" in state importing from bulk writes to detached (only from import ready)',
    )
    expect(await message('DELETE', disk('up'))).toBe(
      'cannot delete disk "up" while it is importing_from_bulk_writes (only when detached or faulted)',
    )
    // a detached disk cannot go back to importing
    expect(await message('POST', disk('scratch', '/bulk-write-start'))).toMatch(
      /^cannot set disk "scratch" in state detached to importing from bulk writes/,
    )
  })

  it('checks each write: base64, chunk size, block alignment, the end of the disk', async () => {
    await importDisk()
    await json('POST', disk('up', '/bulk-write-start'), undefined, 204)
    const write = (offset: number, base64_encoded_data: string) =>
      message('POST', disk('up', '/bulk-write'), { offset, base64_encoded_data })
    expect(await write(0, 'not base64!')).toBe('error base64 decoding data: invalid base64 input')
    expect(await write(0, b64(512 * 1024 + 512))).toBe(
      'data length 524800 is over the maximum chunk size of 524288 bytes',
    )
    expect(await write(100, b64(512))).toBe('offset 100 is not a multiple of the block size (512)')
    expect(await write(0, b64(100))).toBe(
      'data length 100 is not a multiple of the block size (512)',
    )
    expect(await write(GiB, b64(512))).toBe(
      `write of 512 bytes at offset ${GiB} is past the end of the disk (${GiB} bytes)`,
    )
  })

  it('a taken snapshot name at finalize leaves the disk import ready', async () => {
    await importDisk()
    const response = await call('POST', disk('up', '/finalize'), {
      snapshot_name: 'db-data-nightly',
    })
    expect(response.status).toBe(400)
    expect((await response.json()).error_code).toBe('ObjectAlreadyExists')
    expect((await json('GET', disk('up'))).state.state).toBe('import_ready')
  })
})

describe('images from an upload', () => {
  it('take the block size of the imported disk and outlive the snapshot', async () => {
    const created = await json('POST', `/v1/disks?${P}`, {
      name: 'iso',
      description: '',
      size: GiB,
      disk_backend: {
        type: 'distributed',
        disk_source: { type: 'importing_blocks', block_size: 2048 },
      },
    })
    await json('POST', disk('iso', '/finalize'), { snapshot_name: 'iso-snap' }, 204)
    const snapshot = await json('GET', `/v1/snapshots/iso-snap?${P}`)
    const image = await json('POST', `/v1/images?${P}`, {
      name: 'iso-image',
      description: '',
      os: 'alpine',
      version: '3.21',
      source: { type: 'snapshot', id: snapshot.id },
    })
    expect(image).toMatchObject({ block_size: 2048, size: GiB, project_id: created.project_id })
    await json('DELETE', `/v1/snapshots/iso-snap?${P}`, undefined, 204)
    await json('DELETE', disk('iso'), undefined, 204)
    expect((await json('GET', `/v1/images/iso-image?${P}`)).id).toBe(image.id)
  })
})
