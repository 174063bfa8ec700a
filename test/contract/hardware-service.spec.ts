import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as schema from '~/api/__generated__/validate'
import { resetDb } from '~/mock-api'
import { RACK_ID } from '~/mock-api/fixtures/hardware'
import { ADOPT_MS, MEMBERSHIP_MS } from '~/mock-api/handlers/hardware-service'
import { resetKnobs, setKnob } from '~/mock-api/knobs'
import { call, json } from './helpers'

beforeEach(() => {
  resetDb()
  resetKnobs()
})
afterEach(() => {
  vi.useRealTimers()
})

async function refusal(method: string, path: string, body?: unknown) {
  const response = await call(method, path, body)
  const error = await response.json()
  schema.Error.parse(error)
  return [response.status, error.message]
}

const hw = '/v1/system/hardware'
const membership = `${hw}/racks/${RACK_ID}/membership`
const board = (serial: string) => ({ part_number: '913-0000019', serial_number: serial })
const serials = (page: { items: { baseboard: { serial: string } }[] }) =>
  page.items.map((s) => s.baseboard.serial)

describe('rack membership', () => {
  it('adding sleds starts a change that commits: the sleds join the inventory', async () => {
    vi.useFakeTimers()
    expect(serials(await json('GET', `${hw}/sleds-uninitialized`))).toEqual([
      'BRM42200004',
      'BRM42200005',
    ])
    const change = await json('POST', `${membership}/add`, { sled_ids: [board('BRM42200004')] })
    expect(change).toMatchObject({
      version: 2,
      state: 'in_progress',
      unacknowledged_members: [board('BRM42200004')],
    })
    expect(change.members).toHaveLength(4)
    // a second change waits for the first
    expect(
      await refusal('POST', `${membership}/add`, { sled_ids: [board('BRM42200005')] }),
    ).toEqual([
      400,
      'rack membership change version 2 is still in progress: wait for it or abort it',
    ])
    await vi.advanceTimersByTimeAsync(MEMBERSHIP_MS)
    expect(await json('GET', membership)).toMatchObject({ version: 2, state: 'committed' })
    expect(await json('GET', `${membership}?version=1`)).toMatchObject({ state: 'committed' })
    expect(serials(await json('GET', `${hw}/sleds-uninitialized`))).toEqual(['BRM42200005'])
    const sleds = serials(await json('GET', `${hw}/sleds?limit=100`))
    expect(sleds).toContain('BRM42200004')
  })

  it('an aborted change adds nobody', async () => {
    vi.useFakeTimers()
    await json('POST', `${membership}/add`, { sled_ids: [board('BRM42200004')] })
    const aborted = await json('POST', `${membership}/abort`)
    expect(aborted).toMatchObject({ version: 2, state: 'aborted' })
    expect(aborted.time_aborted).toBeTruthy()
    await vi.advanceTimersByTimeAsync(MEMBERSHIP_MS)
    expect(await json('GET', membership)).toMatchObject({ version: 2, state: 'aborted' })
    expect(serials(await json('GET', `${hw}/sleds-uninitialized`))).toHaveLength(2)
    expect(await refusal('POST', `${membership}/abort`)).toEqual([
      400,
      'no rack membership change is in progress (version 2 is aborted)',
    ])
    // the next change starts from the committed members
    const next = await json('POST', `${membership}/add`, { sled_ids: [board('BRM42200004')] })
    expect(next).toMatchObject({ version: 3 })
    expect(next.members).toHaveLength(4)
  })

  it('refuses sleds that are members, unknown, named twice, or none', async () => {
    const add = (sled_ids: unknown[]) => refusal('POST', `${membership}/add`, { sled_ids })
    expect(await add([board('BRM42200001')])).toEqual([
      400,
      'sled BRM42200001 (913-0000019) is already a member of the rack',
    ])
    expect(await add([board('NOPE')])).toEqual([
      400,
      'sled NOPE (913-0000019) is not an uninitialized sled of this rack',
    ])
    expect(await add([board('BRM42200004'), board('BRM42200004')])).toEqual([
      400,
      'sled BRM42200004 (913-0000019) is named twice',
    ])
    expect(await add([])).toEqual([400, 'sled_ids: no sleds to add'])
    expect((await refusal('GET', `${membership}?version=9`))[0]).toBe(404)
    expect((await refusal('GET', `${hw}/racks/${crypto.randomUUID()}/membership`))[0]).toBe(404)
  })

  it('fleet viewers read; only fleet admins change membership', async () => {
    setKnob('mock-user', 'hank')
    await json('GET', membership)
    await json('GET', `${hw}/sleds-uninitialized`)
    expect(
      (await refusal('POST', `${membership}/add`, { sled_ids: [board('BRM42200004')] }))[0],
    ).toBe(403)
    expect((await refusal('POST', `${membership}/abort`))[0]).toBe(403)
    setKnob('mock-user', 'carol')
    expect((await refusal('GET', membership))[0]).toBe(403)
  })
})

describe('disk adoption', () => {
  const request = `${hw}/disk-adoption-request`
  const disk = (serial: string) => ({ vendor: '1b96', model: 'WUS5EA138ESP7E1', serial })

  it('an enabled adoption lets the sled adopt the disk: it becomes a physical disk', async () => {
    vi.useFakeTimers()
    const created = await json('PUT', request, disk('U2-NEW03'), 201)
    expect(created.disk_id).toEqual(disk('U2-NEW03'))
    const listed = await json('GET', `${hw}/disk-adoption-requests`)
    expect(listed.items).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(ADOPT_MS)
    const unadopted = await json('GET', `${hw}/disks-unadopted`)
    expect(unadopted.items.map((d: { disk_id: { serial: string } }) => d.disk_id.serial)).toEqual([
      'U2-NEW04',
    ])
    const disks = await json('GET', `${hw}/disks?limit=100`)
    expect(disks.items.map((d: { serial: string }) => d.serial)).toContain('U2-NEW03')
    // the request is used up; the one for a disk not yet inserted waits
    expect((await json('GET', `${hw}/disk-adoption-requests`)).items).toHaveLength(1)
  })

  it('refuses an adopted disk, a second request and an unknown one; disables a request', async () => {
    expect(await refusal('PUT', request, disk('U2-SPARE01'))).toEqual([
      400,
      'already exists: physical-disk-adoption-request "U2-SPARE01"',
    ])
    const adopted = (await json('GET', `${hw}/disks`)).items[0]
    expect(await refusal('PUT', request, adopted)).toEqual([
      400,
      `physical disk ${adopted.serial} is already adopted`,
    ])
    expect((await refusal('PUT', request, { ...disk('x'), vendor: ' ' }))[0]).toBe(400)
    const id = 'ad0b0000-4c3d-4e2f-9a1b-2c3d4e5f6a01'
    await json('DELETE', `${request}/${id}`, undefined, 204)
    expect((await refusal('DELETE', `${request}/${id}`))[0]).toBe(404)
  })

  it('fleet viewers read; only fleet admins enable or disable', async () => {
    setKnob('mock-user', 'hank')
    await json('GET', `${hw}/disks-unadopted`)
    await json('GET', `${hw}/disk-adoption-requests`)
    expect((await refusal('PUT', request, disk('U2-NEW03')))[0]).toBe(403)
    expect((await refusal('DELETE', `${request}/ad0b0000-4c3d-4e2f-9a1b-2c3d4e5f6a01`))[0]).toBe(
      403,
    )
  })
})
