import { beforeEach, describe, expect, it } from 'vitest'
import * as schema from '~/api/__generated__/validate'
import { resetDb } from '~/mock-api'
import { SLED_IDS } from '~/mock-api/fixtures/hardware'
import { resetKnobs, setKnob } from '~/mock-api/knobs'
import { call, json } from './helpers'

beforeEach(() => {
  resetDb()
  resetKnobs()
})

const probes = (rest = '', project = 'web-prod') =>
  `/experimental/v1/probes${rest}?project=${project}`
const body = (name: string, extra: object = {}) => ({
  name,
  description: '',
  sled: SLED_IDS[1],
  ...extra,
})

async function refusal(method: string, path: string, b?: unknown) {
  const response = await call(method, path, b)
  const error = await response.json()
  schema.Error.parse(error)
  return [response.status, error.message]
}

describe('probes', () => {
  it('create one on a sled, with an address from the default pool and an interface in the default subnet', async () => {
    const created = await json('POST', probes(), body('check-1'))
    schema.Probe.parse(created)
    expect(created).toMatchObject({ name: 'check-1', sled: SLED_IDS[1], description: '' })
    expect(created).not.toHaveProperty('project_id')
    const info = schema.ProbeInfo.parse(await json('GET', probes('/check-1')))
    expect(info.externalIps).toEqual([
      { ip: '192.0.2.10', kind: 'ephemeral', firstPort: 0, lastPort: 65535 },
    ])
    expect(info.interface.kind).toEqual({ type: 'probe', id: created.id })
    // the fixture probe holds .40 of 172.30.0.0/22; instances hold .5 and .7
    expect(info.interface.ipConfig).toMatchObject({ type: 'v4', value: { ip: '172.30.0.6' } })
    // by id too, within the project
    expect((await json('GET', probes(`/${created.id}`))).name).toBe('check-1')
    const list = await json('GET', probes())
    schema.ProbeInfoResultsPage.parse(list)
    expect(list.items.map((p: { name: string }) => p.name)).toEqual(['check-1', 'edge-probe'])
  })

  it('take the next free address of an explicit pool, and give it back on delete', async () => {
    const pool = { type: 'explicit', pool: 'default' }
    await json('POST', probes(), body('a', { pool_selector: pool }))
    await json('POST', probes(), body('b', { pool_selector: pool }))
    const ips = async (name: string) =>
      (await json('GET', probes(`/${name}`))).external_ips.map((e: { ip: string }) => e.ip)
    expect(await ips('b')).toEqual(['192.0.2.11'])
    expect((await call('DELETE', probes('/a'))).status).toBe(204)
    expect(await refusal('GET', probes('/a'))).toEqual([404, 'not found: probe with name "a"'])
    await json('POST', probes(), body('c'))
    expect(await ips('c')).toEqual(['192.0.2.10'])
  })

  it('refuse a taken name, an unknown sled, a pool the silo cannot use and a missing project', async () => {
    expect(await refusal('POST', probes(), body('edge-probe'))).toEqual([
      400,
      'already exists: probe "edge-probe"',
    ])
    const unknownSled = '00000000-0000-4000-8000-000000000000'
    expect(await refusal('POST', probes(), body('x', { sled: unknownSled }))).toEqual([
      404,
      `not found: sled with id "${unknownSled}"`,
    ])
    const unlinked = { type: 'explicit', pool: 'unlinked-pool' }
    expect(await refusal('POST', probes(), body('x', { pool_selector: unlinked }))).toEqual([
      400,
      'IP pool "unlinked-pool" is not linked to the current silo',
    ])
    expect(await refusal('GET', '/experimental/v1/probes')).toEqual([400, 'missing project'])
    // the bad name is the body's, refused before the handler
    expect((await call('POST', probes(), body('Bad Name'))).status).toBe(400)
  })

  it('let a project viewer read probes but not create or delete them', async () => {
    setKnob('mock-user', 'carol')
    expect((await json('GET', probes())).items).toHaveLength(1)
    expect(await refusal('POST', probes(), body('x'))).toEqual([403, 'Forbidden'])
    expect(await refusal('DELETE', probes('/edge-probe'))).toEqual([403, 'Forbidden'])
  })
})
