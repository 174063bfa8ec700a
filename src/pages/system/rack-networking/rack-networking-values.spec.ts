import { describe, expect, it } from 'vitest'
import {
  addressLotCreateRequest,
  announceSetUpdateRequest,
  bgpConfigCreateRequest,
  bgpConfigToEditValues,
  bgpConfigUpdateRequest,
  bgpHistoryEntries,
  emptyAddressLot,
  emptyAnnounceSet,
  emptyBgpConfig,
  emptyLoopbackAddress,
  loopbackAddressCreateRequest,
  loopbackAddressDeletePath,
  validateMask,
} from './rack-networking-values'

const rackId = '4ac10000-8e2b-4d6f-9a1c-3b5d7f9e0001'

it('an address lot is sent with every block, trimmed', () => {
  const { params } = addressLotCreateRequest({
    ...emptyAddressLot,
    name: ' edge ',
    kind: 'pool',
    blocks: [
      { firstAddress: ' 192.0.2.0', lastAddress: '192.0.2.255 ' },
      { firstAddress: 'fd00::1', lastAddress: 'fd00::ff' },
    ],
  })
  expect(params.body).toEqual({
    name: 'edge',
    description: '',
    kind: 'pool',
    blocks: [
      { firstAddress: '192.0.2.0', lastAddress: '192.0.2.255' },
      { firstAddress: 'fd00::1', lastAddress: 'fd00::ff' },
    ],
  })
})

describe('loopback addresses', () => {
  it('the create body carries the mask apart from the address', () => {
    const body = loopbackAddressCreateRequest({
      ...emptyLoopbackAddress(rackId),
      switchSlot: 'switch1',
      address: ' 172.20.15.29 ',
      mask: 32,
      addressLot: 'initial-infra',
      anycast: true,
    }).params.body
    expect(body).toEqual({
      rackId,
      switchSlot: 'switch1',
      address: '172.20.15.29',
      mask: 32,
      addressLot: 'initial-infra',
      anycast: true,
    })
  })

  it('the delete path splits the listed address into address and mask', () => {
    const listed = {
      id: rackId,
      rackId,
      switchSlot: 'switch0' as const,
      addressLotBlockId: rackId,
    }
    expect(loopbackAddressDeletePath({ ...listed, address: '172.20.15.30/32' })).toEqual({
      rackId,
      switchSlot: 'switch0',
      address: '172.20.15.30',
      subnetMask: 32,
    })
    expect(loopbackAddressDeletePath({ ...listed, address: 'fd00::1/128' })).toMatchObject({
      address: 'fd00::1',
      subnetMask: 128,
    })
  })

  it('a mask may not be longer than the address', () => {
    expect(validateMask(32, '10.0.0.1')).toBeUndefined()
    expect(validateMask(33, '10.0.0.1')).toBe('Must be at most 32 for this address')
    expect(validateMask(64, 'fd00::1')).toBeUndefined()
    expect(validateMask(129, 'fd00::1')).toBe('Must be at most 128 for this address')
  })
})

describe('BGP', () => {
  it('a config without a VRF sends null, and its announce set by name', () => {
    const body = bgpConfigCreateRequest({
      ...emptyBgpConfig,
      name: 'as65001',
      asn: 65001,
      announceSet: 'as65001-announce',
      vrf: '  ',
    }).params.body
    expect(body).toEqual({
      name: 'as65001',
      description: '',
      asn: 65001,
      bgpAnnounceSetId: 'as65001-announce',
      maxPaths: 1,
      vrf: null,
    })
  })

  it('an announce set sends each announcement with its block', () => {
    const body = announceSetUpdateRequest({
      ...emptyAnnounceSet,
      name: 'edge',
      announcements: [{ addressLotBlock: rackId, network: ' 192.0.2.0/25 ' }],
    }).params.body
    expect(body.announcement).toEqual([{ addressLotBlock: rackId, network: '192.0.2.0/25' }])
  })

  it('message history of any shape shows as text, per switch and peer', () => {
    const aggregate = {
      switchHistories: [
        { switch: 'switch0', history: { '172.20.15.1': { sent: [{ type: 'open' }] } } },
        { switch: 'switch1', history: {} },
        { switch: 'switch1', history: 'not an object' },
      ],
    }
    const entries = bgpHistoryEntries(aggregate)
    expect(entries).toEqual([
      { switch: 'switch0', peer: '172.20.15.1', history: { sent: [{ type: 'open' }] } },
    ])
    expect(bgpHistoryEntries(undefined)).toEqual([])
    expect(bgpHistoryEntries({ switchHistories: 'x' })).toEqual([])
  })
})

describe('BGP config edit', () => {
  it('starts from the config and keeps the announce set unless one is picked', () => {
    const values = bgpConfigToEditValues({ name: 'as65547', description: 'edge', maxPaths: 2 })
    expect(values).toEqual({ name: 'as65547', description: 'edge', announceSet: '', maxPaths: 2 })
    expect(bgpConfigUpdateRequest({ ...values, name: ' as1 ' }, 'as65547').params).toEqual({
      query: { nameOrId: 'as65547' },
      body: { name: 'as1', description: 'edge', bgpAnnounceSetId: null, maxPaths: 2 },
    })
    expect(
      bgpConfigUpdateRequest({ ...values, announceSet: 'other' }, 'as65547').params.body
        .bgpAnnounceSetId,
    ).toBe('other')
  })
})
