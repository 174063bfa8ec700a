import { beforeEach, describe, expect, it } from 'vitest'
import * as schema from '~/api/__generated__/validate'
import { resetDb } from '~/mock-api'
import { resetKnobs } from '~/mock-api/knobs'
import { net, onSwitch0 } from './cases/rack-networking'
import { settingsBody } from './cases/rack-networking-bodies'
import { call, json } from './helpers'

beforeEach(() => {
  resetDb()
  resetKnobs()
})

async function refusal(method: string, path: string, body?: unknown) {
  const response = await call(method, path, body)
  const error = await response.json()
  schema.Error.parse(error)
  return [response.status, error.message]
}

const ports = '/v1/system/hardware/switch-port'
const names = (page: { items: { name: string }[] }) => page.items.map((i) => i.name)
type Status = { switch: string; addr: string; state: string; local_asn: number; remote_asn: number }
const sessions = async () =>
  ((await json('GET', `${net}/bgp-status`)) as Status[]).map((s) => [s.switch, s.addr, s.state])

describe('BGP configs and announce sets', () => {
  const bgp = `${net}/bgp`
  const sets = `${net}/bgp-announce-set`
  const config = (name: string, set = 'as65547-announce') => ({
    name,
    description: '',
    asn: 65100,
    bgp_announce_set_id: set,
  })

  it('create, rename, list in pages and delete configs', async () => {
    const created = await json('POST', bgp, config('as65100'), 201)
    expect(created).toMatchObject({ name: 'as65100', asn: 65100, max_paths: 1, vrf: null })
    const updated = await json('PUT', `${bgp}?name_or_id=${created.id}`, {
      name: 'as65100-b',
      max_paths: 4,
    })
    expect(updated).toMatchObject({ id: created.id, name: 'as65100-b', max_paths: 4 })
    const first = await json('GET', `${bgp}?limit=1`)
    expect(names(first)).toEqual(['as65100-b'])
    expect(names(await json('GET', `${bgp}?page_token=${first.next_page}`))).toEqual(['as65547'])
    await json('DELETE', `${bgp}?name_or_id=as65100-b`, undefined, 204)
    expect(names(await json('GET', bgp))).toEqual(['as65547'])
  })

  it('refuse a taken name, an unknown announce set, and deleting a config peers use', async () => {
    expect(await refusal('POST', bgp, config('as65547'))).toEqual([
      400,
      'already exists: bgp-config "as65547"',
    ])
    expect(await refusal('POST', bgp, config('x', 'nope'))).toEqual([
      404,
      'not found: bgp-announce-set with name "nope"',
    ])
    expect(
      await refusal('PUT', `${bgp}?name_or_id=as65547`, { bgp_announce_set_id: 'nope' }),
    ).toEqual([404, 'not found: bgp-announce-set with name "nope"'])
    expect(await refusal('DELETE', `${bgp}?name_or_id=as65547`)).toEqual([
      400,
      'BGP config "as65547" is used by the BGP peers of switch port settings "default-uplink0"',
    ])
  })

  it('announce sets are created or replaced by name, with their announcements', async () => {
    const body = {
      name: 'edge',
      description: 'first',
      announcement: [{ address_lot_block: 'as65547-lot', network: '198.51.100.0/25' }],
    }
    const created = await json('PUT', sets, body)
    schema.BgpAnnounceSet.parse(created)
    const replaced = await json('PUT', sets, {
      ...body,
      description: 'second',
      announcement: [
        { address_lot_block: 'as65547-lot', network: '192.0.2.0/26' },
        { address_lot_block: 'as65547-lot', network: '192.0.2.64/26' },
      ],
    })
    expect(replaced).toMatchObject({ id: created.id, description: 'second' })
    const announced = await json('GET', `${sets}/edge/announcement`)
    expect(announced.map((a: { network: string }) => a.network)).toEqual([
      '192.0.2.0/26',
      '192.0.2.64/26',
    ])
    expect(announced[0].announce_set_id).toBe(created.id)
    const all = await json('GET', `${sets}?limit=1`)
    expect(names({ items: all })).toEqual(['as65547-announce'])
    expect(names({ items: await json('GET', sets) })).toEqual(['as65547-announce', 'edge'])
  })

  it('refuse networks outside the lot, unknown lots, and deleting a set a config uses', async () => {
    const announce = (address_lot_block: string, network: string) =>
      refusal('PUT', sets, {
        name: 'x',
        description: '',
        announcement: [{ address_lot_block, network }],
      })
    expect(await announce('as65547-lot', '10.0.0.0/8')).toEqual([
      400,
      'announced network 10.0.0.0/8 is not within address lot block as65547-lot',
    ])
    expect(await announce('nope', '10.0.0.0/8')).toEqual([
      404,
      'not found: address-lot with name "nope"',
    ])
    expect(await refusal('DELETE', `${sets}/as65547-announce`)).toEqual([
      400,
      'announce set "as65547-announce" is used by BGP config "as65547"',
    ])
    expect(await refusal('GET', `${sets}/x/announcement`)).toEqual([
      404,
      'not found: bgp-announce-set with name "x"',
    ])
  })
})

describe('BGP status', () => {
  it('shows the upstream router established from both switches', async () => {
    const status = await json('GET', `${net}/bgp-status`)
    schema.BgpPeerStatus.array().parse(status)
    expect(status).toMatchObject([
      { switch: 'switch0', addr: '172.20.15.1', local_asn: 65547, remote_asn: 65001 },
      { switch: 'switch1', addr: '172.20.15.1', local_asn: 65547, remote_asn: 65001 },
    ])
    expect(status.every((s: Status) => s.state === 'established')).toBe(true)
  })

  it('follows the settings applied to ports: new peers appear, cleared ones go', async () => {
    await json('POST', `${net}/switch-port-settings`, settingsBody('uplink-b', '172.20.15.2'), 201)
    await json('POST', `${ports}/qsfp1/settings?${onSwitch0}`, { port_settings: 'uplink-b' }, 204)
    const switch1 = `rack_id=${(await json('GET', ports)).items[0].rack_id}&switch_slot=switch1`
    await json('DELETE', `${ports}/qsfp0/settings?${switch1}`, undefined, 204)
    expect(await sessions()).toEqual([
      ['switch0', '172.20.15.1', 'established'],
      ['switch0', '172.20.15.2', 'established'],
    ])
    // switch1 has no session left: it learns nothing and exports nothing
    const imported = await json('GET', `${net}/bgp-imported?asn=65547`)
    expect(new Set(imported.map((r: { switch: string }) => r.switch))).toEqual(new Set(['switch0']))
    const exported = await json('GET', `${net}/bgp-exported`)
    expect(exported.map((e: { peer_id: string; prefix: string }) => [e.peer_id, e.prefix])).toEqual(
      [
        ['172.20.15.1', '192.0.2.0/24'],
        ['172.20.15.1', '198.51.100.0/24'],
        ['172.20.15.2', '192.0.2.0/24'],
        ['172.20.15.2', '198.51.100.0/24'],
      ],
    )
    const history = await json('GET', `${net}/bgp-message-history?asn=65547`)
    const peersBySwitch = history.switch_histories.map((h: { switch: string; history: object }) => [
      h.switch,
      Object.keys(h.history),
    ])
    expect(peersBySwitch).toEqual([
      ['switch0', ['172.20.15.1', '172.20.15.2']],
      ['switch1', []],
    ])
  })

  it('imported routes, exported prefixes and message history per ASN', async () => {
    const imported = await json('GET', `${net}/bgp-imported?asn=65547`)
    schema.BgpImported.array().parse(imported)
    expect(imported).toHaveLength(6)
    expect(imported[0]).toMatchObject({ prefix: '0.0.0.0/0', nexthop: '172.20.15.1' })
    const exported = await json('GET', `${net}/bgp-exported`)
    schema.BgpExported.array().parse(exported)
    expect(exported).toHaveLength(4)
    const history = await json('GET', `${net}/bgp-message-history?asn=65547`)
    schema.AggregateBgpMessageHistory.parse(history)
    const sent = history.switch_histories[0].history['172.20.15.1'].sent
    expect(sent.map((m: { message: { type: string } }) => m.message.type)).toEqual([
      'open',
      'update',
      'keepalive',
      'keepalive',
      'keepalive',
    ])
    expect(await refusal('GET', `${net}/bgp-imported?asn=64999`)).toEqual([
      404,
      'not found: bgp-config with asn 64999',
    ])
    expect((await refusal('GET', `${net}/bgp-message-history?asn=64999`))[0]).toBe(404)
  })
})

describe('BFD', () => {
  const session = (remote: string, extra = {}) => ({
    switch_slot: 'switch0',
    remote,
    mode: 'single_hop',
    detection_threshold: 3,
    required_rx: 300000,
    ...extra,
  })
  const status = async () => json('GET', `${net}/bfd-status`)

  it('enable adds a session (up only to a configured neighbor), disable removes it', async () => {
    expect(await status()).toEqual([])
    await json('POST', `${net}/bfd-enable`, session('172.20.15.1'), 204)
    await json('POST', `${net}/bfd-enable`, session('10.9.9.9', { mode: 'multi_hop' }), 204)
    const both = await status()
    schema.BfdStatus.array().parse(both)
    expect(
      both.map((s: { peer: string; state: string; mode: string }) => [s.peer, s.state, s.mode]),
    ).toEqual([
      ['172.20.15.1', 'up', 'single_hop'],
      ['10.9.9.9', 'down', 'multi_hop'],
    ])
    // enabling it again changes its parameters, it does not add a second session
    await json('POST', `${net}/bfd-enable`, session('172.20.15.1', { detection_threshold: 5 }), 204)
    const peers = (await status()).map((s: { peer: string; detection_threshold: number }) => [
      s.peer,
      s.detection_threshold,
    ])
    expect(peers).toEqual([
      ['10.9.9.9', 3],
      ['172.20.15.1', 5],
    ])
    const disable = { switch_slot: 'switch0', remote: '10.9.9.9' }
    await json('POST', `${net}/bfd-disable`, disable, 204)
    expect((await status()).map((s: { peer: string }) => s.peer)).toEqual(['172.20.15.1'])
    expect(await refusal('POST', `${net}/bfd-disable`, disable)).toEqual([
      404,
      'not found: bfd-session with 10.9.9.9 on switch0',
    ])
  })

  it('refuses an unknown mode or switch, no detection threshold, mixed families', async () => {
    const enable = (body: unknown) => refusal('POST', `${net}/bfd-enable`, body)
    expect((await enable(session('172.20.15.1', { mode: 'triple_hop' })))[0]).toBe(400)
    expect((await enable(session('172.20.15.1', { switch_slot: 'switch2' })))[0]).toBe(400)
    expect(await enable(session('172.20.15.1', { detection_threshold: 0 }))).toEqual([
      400,
      'detection_threshold must be at least 1',
    ])
    expect(await enable(session('172.20.15.1', { local: 'fd00::1' }))).toEqual([
      400,
      'local address fd00::1 and remote address 172.20.15.1 are of different families',
    ])
    expect(await status()).toEqual([])
  })
})
