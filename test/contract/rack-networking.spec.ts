import { beforeEach, describe, expect, it } from 'vitest'
import * as schema from '~/api/__generated__/validate'
import { resetDb } from '~/mock-api'
import { db } from '~/mock-api/db'
import { RACK_ID } from '~/mock-api/fixtures/hardware'
import { FLEET_ID } from '~/mock-api/fixtures/policies'
import { INFRA_BLOCK_ID } from '~/mock-api/fixtures/rack-networking'
import { CAROL_ID } from '~/mock-api/fixtures/users'
import { resetKnobs, setKnob } from '~/mock-api/knobs'
import { net } from './cases/rack-networking'
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

const lots = `${net}/address-lot`
const names = (page: { items: { name: string }[] }) => page.items.map((i) => i.name)
const lot = (name: string, blocks: [string, string][]) => ({
  name,
  description: `lot ${name}`,
  kind: 'pool',
  blocks: blocks.map(([first_address, last_address]) => ({ first_address, last_address })),
})

describe('address lots', () => {
  it('create, view with their blocks, page through blocks, delete', async () => {
    const created = await json(
      'POST',
      lots,
      lot('edge', [
        ['203.0.113.0', '203.0.113.63'],
        ['fd00:99::', 'fd00:99::ffff'],
      ]),
      201,
    )
    schema.AddressLotCreateResponse.parse(created)
    expect(created.lot).toMatchObject({ name: 'edge', kind: 'pool' })
    expect(created.blocks.map((b: { first_address: string }) => b.first_address)).toEqual([
      '203.0.113.0',
      'fd00:99::',
    ])
    expect(await json('GET', `${lots}/edge`)).toEqual(created)
    const first = await json('GET', `${lots}/${created.lot.id}/blocks?limit=1`)
    expect(first.items).toHaveLength(1)
    const rest = await json('GET', `${lots}/edge/blocks?limit=1&page_token=${first.next_page}`)
    expect([...first.items, ...rest.items].map((b) => b.id).sort()).toEqual(
      created.blocks.map((b: { id: string }) => b.id).sort(),
    )
    await json('DELETE', `${lots}/edge`, undefined, 204)
    expect(await refusal('GET', `${lots}/edge`)).toEqual([
      404,
      'not found: address-lot with name "edge"',
    ])
  })

  it('page by name', async () => {
    for (const name of ['lot-c', 'lot-a', 'lot-b']) await json('POST', lots, lot(name, []), 201)
    const first = await json('GET', `${lots}?limit=3`)
    expect(names(first)).toEqual(['as65547-lot', 'initial-infra', 'lot-a'])
    const second = await json('GET', `${lots}?limit=3&page_token=${first.next_page}`)
    expect(names(second)).toEqual(['lot-b', 'lot-c'])
    expect(second.next_page).toBeNull()
  })

  it('refuse a taken name and blocks that run backwards, mix families or overlap', async () => {
    expect(await refusal('POST', lots, lot('initial-infra', []))).toEqual([
      400,
      'already exists: address-lot "initial-infra"',
    ])
    expect(await refusal('POST', lots, lot('x', [['10.0.0.9', '10.0.0.1']]))).toEqual([
      400,
      'address lot block 10.0.0.9 - 10.0.0.1: the first address is after the last',
    ])
    expect(await refusal('POST', lots, lot('x', [['10.0.0.1', 'fd00::1']]))).toEqual([
      400,
      'address lot block 10.0.0.1 - fd00::1 mixes an IPv4 and an IPv6 address',
    ])
    const overlapping = lot('x', [
      ['10.0.0.0', '10.0.0.255'],
      ['10.0.0.128', '10.0.1.0'],
    ])
    expect(await refusal('POST', lots, overlapping)).toEqual([
      400,
      'address lot block 10.0.0.128 - 10.0.1.0 overlaps block 10.0.0.0 - 10.0.0.255',
    ])
    expect(await refusal('GET', `${lots}/x`)).toEqual([404, 'not found: address-lot with name "x"'])
  })

  it('cannot be deleted while loopbacks, port settings or announcements use them', async () => {
    expect(await refusal('DELETE', `${lots}/initial-infra`)).toEqual([
      400,
      'address lot "initial-infra" is in use by loopback addresses and switch port settings',
    ])
    expect(await refusal('DELETE', `${lots}/as65547-lot`)).toEqual([
      400,
      'address lot "as65547-lot" is in use by BGP announcements',
    ])
    await json(
      'DELETE',
      `${net}/loopback-address/${RACK_ID}/switch0/172.20.15.30/32`,
      undefined,
      204,
    )
    expect((await refusal('DELETE', `${lots}/initial-infra`))[1]).toBe(
      'address lot "initial-infra" is in use by switch port settings',
    )
  })
})

describe('loopback addresses', () => {
  const loopbacks = `${net}/loopback-address`
  const loopback = (address: string, extra = {}) => ({
    rack_id: RACK_ID,
    switch_slot: 'switch1',
    address,
    mask: 32,
    address_lot: 'initial-infra',
    anycast: false,
    ...extra,
  })

  it('are reserved from a block of their lot, listed in pages and deleted by address', async () => {
    const created = await json('POST', loopbacks, loopback('172.20.15.29'), 201)
    expect(created).toMatchObject({
      address: '172.20.15.29/32',
      address_lot_block_id: INFRA_BLOCK_ID,
      switch_slot: 'switch1',
      rack_id: RACK_ID,
    })
    const first = await json('GET', `${loopbacks}?limit=1`)
    schema.LoopbackAddressResultsPage.parse(first)
    const second = await json('GET', `${loopbacks}?limit=1&page_token=${first.next_page}`)
    expect([...first.items, ...second.items].map((l) => l.address).sort()).toEqual([
      '172.20.15.29/32',
      '172.20.15.30/32',
    ])
    const path = `${loopbacks}/${RACK_ID}/switch1/172.20.15.29/32`
    await json('DELETE', path, undefined, 204)
    expect(await refusal('DELETE', path)).toEqual([
      404,
      'not found: loopback-address 172.20.15.29/32 on switch1',
    ])
  })

  it('refuse an unknown lot or rack, an address outside the lot and a mask too long', async () => {
    expect(
      await refusal('POST', loopbacks, loopback('172.20.15.29', { address_lot: 'nope' })),
    ).toEqual([404, 'not found: address-lot with name "nope"'])
    expect(await refusal('POST', loopbacks, loopback('10.0.0.1'))).toEqual([
      400,
      'address 10.0.0.1 is not in any block of address lot "initial-infra"',
    ])
    const otherRack = '4ac10000-8e2b-4d6f-9a1c-3b5d7f9e0fff'
    expect(
      await refusal('POST', loopbacks, loopback('172.20.15.29', { rack_id: otherRack })),
    ).toEqual([404, `not found: rack with id "${otherRack}"`])
    expect(await refusal('POST', loopbacks, loopback('172.20.15.29', { mask: 33 }))).toEqual([
      400,
      'mask /33 is longer than an address of 32 bits',
    ])
  })

  it('belong to one switch unless every switch sharing them asks for anycast', async () => {
    expect(
      await refusal('POST', loopbacks, loopback('172.20.15.30', { switch_slot: 'switch0' })),
    ).toEqual([400, 'already exists: loopback-address "172.20.15.30 on switch0"'])
    expect((await refusal('POST', loopbacks, loopback('172.20.15.30')))[1]).toBe(
      'address 172.20.15.30 is already in use by another switch (only anycast addresses can be shared)',
    )
    await json(
      'POST',
      loopbacks,
      loopback('172.20.15.28', { switch_slot: 'switch0', anycast: true }),
      201,
    )
    await json('POST', loopbacks, loopback('172.20.15.28', { anycast: true }), 201)
  })
})

describe('rack networking access', () => {
  const reads = [
    lots,
    `${lots}/initial-infra/blocks`,
    `${net}/loopback-address`,
    `${net}/bgp`,
    `${net}/bgp-announce-set`,
    `${net}/bgp-status`,
    `${net}/bfd-status`,
    `${net}/switch-port-settings`,
    '/v1/system/hardware/switch-port',
  ]
  const changes: [string, string, unknown][] = [
    ['POST', lots, lot('x', [])],
    ['DELETE', `${lots}/as65547-lot`, undefined],
    ['DELETE', `${net}/loopback-address/${RACK_ID}/switch0/172.20.15.30/32`, undefined],
    ['PUT', `${net}/bgp-announce-set`, { name: 'x', description: '', announcement: [] }],
    ['PUT', `${net}/bgp?name_or_id=as65547`, { max_paths: 2 }],
    [
      'POST',
      `${net}/bfd-enable`,
      {
        switch_slot: 'switch0',
        remote: '172.20.15.1',
        mode: 'single_hop',
        detection_threshold: 3,
        required_rx: 1,
      },
    ],
    ['POST', `${net}/switch-port-settings`, settingsBody('x')],
    [
      'DELETE',
      `/v1/system/hardware/switch-port/qsfp0/settings?rack_id=${RACK_ID}&switch_slot=switch0`,
      undefined,
    ],
  ]

  it('fleet viewers read and change nothing; users without a fleet role do neither', async () => {
    db.roleAssignments.push({
      resource_type: 'fleet',
      resource_id: FLEET_ID,
      identity_id: CAROL_ID,
      identity_type: 'silo_user',
      role_name: 'viewer',
    })
    setKnob('mock-user', 'carol')
    for (const path of reads) expect((await call('GET', path)).status, path).toBe(200)
    for (const [method, path, body] of changes) {
      expect(await refusal(method, path, body), `${method} ${path}`).toEqual([403, 'Forbidden'])
    }
    setKnob('mock-user', 'dave')
    for (const path of reads) expect((await call('GET', path)).status, path).toBe(403)
  })
})
