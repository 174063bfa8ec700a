import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetDb } from '~/mock-api'
import { resetKnobs } from '~/mock-api/knobs'
import { call, json } from './helpers'

beforeEach(() => {
  resetDb()
  resetKnobs()
})
afterEach(() => {
  vi.useRealTimers()
})

const P = 'project=web-prod'
const GiB = 1024 ** 3

describe('silo quota', () => {
  it('refuses to create and start an instance past the memory quota, with the reason', async () => {
    const body = { name: 'huge', description: '', hostname: 'huge', memory: 1024 * GiB, ncpus: 8 }
    const response = await call('POST', `/v1/instances?${P}`, body)
    expect(response.status).toBe(507)
    const error = await response.json()
    expect(error.error_code).toBe('InsufficientCapacity')
    expect(error.message).toMatch(
      /^Insufficient capacity: not enough memory \(needs 1024 GiB, \d+ GiB left in the silo quota\)$/,
    )
    // nothing was left behind
    expect((await call('GET', `/v1/instances/huge?${P}`)).status).toBe(404)
    // created stopped it holds nothing, so it is allowed; starting it is not
    vi.useFakeTimers()
    expect((await call('POST', `/v1/instances?${P}`, { ...body, start: false })).ok).toBe(true)
    await vi.advanceTimersByTimeAsync(600)
    const start = await call('POST', `/v1/instances/huge/start?${P}`)
    expect(start.status).toBe(507)
  })
})

describe('disks named by id in request bodies', () => {
  it('attach and detach take a disk id without clashing with the project selector', async () => {
    const scratch = await json('GET', `/v1/disks/scratch?${P}`)
    const attached = await json('POST', `/v1/instances/db-primary/disks/attach?${P}`, {
      disk: scratch.id,
    })
    expect(attached.state.state).toBe('attached')
    const detached = await json('POST', `/v1/instances/db-primary/disks/detach?${P}`, {
      disk: scratch.id,
    })
    expect(detached.state).toEqual({ state: 'detached' })
  })

  it('a disk id from another project is not found', async () => {
    const other = await json('GET', '/v1/disks?project=ml-training')
    const disk = other.items[0]
    expect(disk).toBeDefined()
    const response = await call('POST', `/v1/instances/db-primary/disks/attach?${P}`, {
      disk: disk.id,
    })
    expect(response.status).toBe(404)
  })

  it('a snapshot of a disk named by id', async () => {
    const scratch = await json('GET', `/v1/disks/scratch?${P}`)
    const snapshot = await json('POST', `/v1/snapshots?${P}`, {
      name: 'by-id',
      description: '',
      disk: scratch.id,
    })
    expect(snapshot.disk_id).toBe(scratch.id)
  })
})

describe('a disk made through the API', () => {
  const create = (name: string, diskSource: unknown) =>
    call('POST', `/v1/disks?${P}`, {
      name,
      description: '',
      size: 20 * 1024 ** 3,
      disk_backend: { type: 'distributed', disk_source: diskSource },
    })

  it('is detached when the create returns, so a script can snapshot it at once', async () => {
    const golden = await json('GET', `/v1/snapshots/web-1-boot-golden?${P}`)
    const image = (await json('GET', `/v1/images?${P}`)).items[0]
    for (const [name, source] of [
      ['blank-now', { type: 'blank', block_size: 4096 }],
      ['from-snap-now', { type: 'snapshot', snapshot_id: golden.id }],
      ['from-image-now', { type: 'image', image_id: image.id }],
    ] as const) {
      const response = await create(name, source)
      expect(response.status).toBe(201)
      expect((await response.json()).state).toEqual({ state: 'detached' })
      const snapshot = await call('POST', `/v1/snapshots?${P}`, {
        name: `${name}-snap`,
        description: '',
        disk: name,
      })
      expect(snapshot.status, await snapshot.clone().text()).toBe(201)
      // and attachable at once
      const attach = await call('POST', `/v1/instances/db-primary/disks/attach?${P}`, {
        disk: name,
      })
      expect(attach.status, await attach.clone().text()).toBe(202)
      await call('POST', `/v1/instances/db-primary/disks/detach?${P}`, { disk: name })
    }
  })

  it('for bulk import is import ready when the create returns', async () => {
    const response = await create('upload-now', { type: 'importing_blocks', block_size: 512 })
    expect(response.status).toBe(201)
    expect((await response.json()).state).toEqual({ state: 'import_ready' })
  })
})
