import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetDb } from '~/mock-api'
import { resetKnobs, setKnob } from '~/mock-api/knobs'
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

describe('instance lifecycle', () => {
  it('start: stopped -> starting -> running after ~1.5 s', async () => {
    vi.useFakeTimers()
    const started = await json('POST', `/v1/instances/db-primary/start?${P}`)
    expect(started.run_state).toBe('starting')
    await vi.advanceTimersByTimeAsync(1600)
    expect((await json('GET', `/v1/instances/db-primary?${P}`)).run_state).toBe('running')
  })

  it('create: creating -> starting -> running, with a default NIC', async () => {
    vi.useFakeTimers()
    const body = { name: 'vm', description: '', hostname: 'vm', memory: 2 * GiB, ncpus: 1 }
    const created = await json('POST', `/v1/instances?${P}`, body)
    expect(created.run_state).toBe('creating')
    await vi.advanceTimersByTimeAsync(2500)
    expect((await json('GET', `/v1/instances/vm?${P}`)).run_state).toBe('running')
    const nics = await json('GET', `/v1/network-interfaces?${P}&instance=vm`)
    expect(nics.items).toHaveLength(1)
    expect(nics.items[0]).toMatchObject({ name: 'net0', primary: true })
    // no ssh_public_keys given: all of alice's keys
    const keys = await json('GET', `/v1/instances/vm/ssh-public-keys?${P}`)
    expect(keys.items).toHaveLength(2)
  })

  it('state table: 400 with a clear message', async () => {
    const response = await call('POST', `/v1/instances/web-1/start?${P}`)
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe(
      'cannot start instance "web-1" while it is running (only when stopped or failed)',
    )
    expect((await call('DELETE', `/v1/instances/web-1?${P}`)).status).toBe(400)
  })

  it('delete detaches the disks', async () => {
    // db-primary is stopped in the fixtures
    expect((await call('DELETE', `/v1/instances/db-primary?${P}`)).status).toBe(204)
    const disk = await json('GET', `/v1/disks/db-data?${P}`)
    expect(disk.state).toEqual({ state: 'detached' })
    expect((await call('GET', `/v1/instances/db-primary?${P}`)).status).toBe(404)
  })

  it('duplicate instance name is ObjectAlreadyExists', async () => {
    const body = { name: 'web-1', description: '', hostname: 'x', memory: 2 * GiB, ncpus: 1 }
    const response = await call('POST', `/v1/instances?${P}`, body)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error_code: 'ObjectAlreadyExists',
      message: 'already exists: instance "web-1"',
    })
  })
})

describe('lookups over HTTP', () => {
  it('a name without its project is a 400; an id with its project too', async () => {
    expect((await call('GET', '/v1/instances/web-1')).status).toBe(400)
    const web1 = await json('GET', `/v1/instances/web-1?${P}`)
    expect((await json('GET', `/v1/instances/${web1.id}`)).name).toBe('web-1')
    expect((await call('GET', `/v1/instances/${web1.id}?${P}`)).status).toBe(400)
  })

  it('pages through a list with page tokens', async () => {
    const names: string[] = []
    let token: string | null = null
    do {
      const query: string = token ? `&page_token=${encodeURIComponent(token)}` : ''
      const page = await json('GET', `/v1/instances?${P}&limit=5${query}`)
      names.push(...page.items.map((i: { name: string }) => i.name))
      token = page.next_page
    } while (token)
    expect(names).toHaveLength(12)
    expect(names).toEqual([...names].sort())
  })
})

describe('roles', () => {
  it('bob (collaborator on web-prod) creates there; other projects are 404 for him', async () => {
    setKnob('mock-user', 'bob')
    const body = { name: 'bobs', description: '', dns_name: 'bobs' }
    expect((await call('POST', `/v1/vpcs?${P}`, body)).status).toBe(201)
    expect((await call('POST', '/v1/vpcs?project=ml-training', body)).status).toBe(404)
    expect(
      (await call('PUT', `/v1/projects/web-prod/policy`, { role_assignments: [] })).status,
    ).toBe(403)
  })

  it('carol (silo viewer) reads everything and changes nothing', async () => {
    setKnob('mock-user', 'carol')
    expect((await call('GET', `/v1/instances?project=ml-training`)).status).toBe(200)
    expect((await call('POST', `/v1/instances/web-1/stop?${P}`)).status).toBe(403)
    expect((await call('GET', '/v1/system/silos')).status).toBe(403)
  })

  it('dave sees no projects', async () => {
    setKnob('mock-user', 'dave')
    expect((await json('GET', '/v1/projects')).items).toEqual([])
  })
})

describe('knobs', () => {
  it('mock-faults=1 fails every call but never loginLocal/logout', async () => {
    vi.useFakeTimers()
    setKnob('mock-faults', '1')
    const pending = call('GET', '/v1/projects')
    await vi.advanceTimersByTimeAsync(400)
    const response = await pending
    expect([401, 403, 404, 500]).toContain(response.status)
    expect((await response.json()).request_id).toBeTruthy()
    const logout = call('POST', '/v1/logout')
    expect((await logout).status).toBe(204)
  })

  it('mock-latency delays each answer', async () => {
    vi.useFakeTimers()
    setKnob('mock-latency', '200-400')
    let done = false
    const pending = call('GET', '/v1/ping').then((r) => {
      done = true
      return r
    })
    await vi.advanceTimersByTimeAsync(150)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(300)
    expect((await pending).status).toBe(200)
  })

  it('mock-latency is a round trip: the work is done halfway, the answer comes at the end', async () => {
    vi.useFakeTimers()
    setKnob('mock-latency', '200')
    let answered = false
    const create = call('POST', '/v1/projects', { name: 'halfway', description: '' }).then((r) => {
      answered = true
      return r
    })
    await vi.advanceTimersByTimeAsync(110)
    // another call, with no latency of its own, already finds the project
    setKnob('mock-latency', '0')
    expect((await call('GET', '/v1/projects/halfway')).status).toBe(200)
    expect(answered).toBe(false)
    await vi.advanceTimersByTimeAsync(90)
    expect((await create).status).toBe(201)
  })
})
