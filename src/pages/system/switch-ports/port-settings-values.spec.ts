import { describe, expect, it } from 'vitest'
import {
  communityValue,
  emptyAddress,
  emptyBgpPeer,
  emptyInterface,
  emptyLink,
  emptyPortSettings,
  emptyRoute,
  parseCommunities,
  policyOf,
  validateCommunities,
  validateMd5Key,
  validatePolicy,
  valuesToPortSettingsCreate,
} from './port-settings-values'

describe('valuesToPortSettingsCreate', () => {
  it('makes one link with LLDP off and no other parts from the empty form', () => {
    const body = valuesToPortSettingsCreate({ ...emptyPortSettings, name: ' uplink1 ' })
    expect(body).toEqual({
      name: 'uplink1',
      description: '',
      portConfig: { geometry: 'qsfp28x1' },
      links: [
        {
          linkName: 'phy0',
          mtu: 1500,
          speed: 'speed100_g',
          fec: null,
          autoneg: false,
          lldp: { enabled: false },
          txEq: null,
        },
      ],
      interfaces: [],
      addresses: [],
      routes: [],
      bgpPeers: [],
    })
  })

  it('groups addresses, routes and peers by link, in the order the links first appear', () => {
    const body = valuesToPortSettingsCreate({
      ...emptyPortSettings,
      name: 'split',
      addresses: [
        { ...emptyAddress('phy1'), address: '10.0.1.2/24', addressLot: 'lot' },
        { ...emptyAddress('phy0'), address: '10.0.0.2/24', addressLot: 'lot', vlanId: 300 },
        { ...emptyAddress(' phy1 '), address: '10.0.1.3/24', addressLot: 'lot' },
      ],
      routes: [{ ...emptyRoute(), dst: '0.0.0.0/0', gw: '10.0.0.1', ribPriority: 10 }],
      bgpPeers: [
        { ...emptyBgpPeer(), bgpConfig: 'as65547', address: '10.0.0.1', remoteAsn: 65001 },
      ],
    })
    expect(body.addresses).toEqual([
      {
        linkName: 'phy1',
        addresses: [
          { address: '10.0.1.2/24', addressLot: 'lot', vlanId: null },
          { address: '10.0.1.3/24', addressLot: 'lot', vlanId: null },
        ],
      },
      { linkName: 'phy0', addresses: [{ address: '10.0.0.2/24', addressLot: 'lot', vlanId: 300 }] },
    ])
    expect(body.routes).toEqual([
      {
        linkName: 'phy0',
        routes: [{ dst: '0.0.0.0/0', gw: '10.0.0.1', vid: null, ribPriority: 10 }],
      },
    ])
    expect(body.bgpPeers?.[0].peers[0]).toMatchObject({
      addr: { type: 'numbered', targetAddr: '10.0.0.1', srcAddr: null },
      bgpConfig: 'as65547',
      remoteAsn: 65001,
      holdTime: 6,
      keepalive: 2,
      allowedImport: { type: 'no_filtering' },
    })
  })

  it('gives a VLAN interface its VLAN ID, other kinds none', () => {
    const body = valuesToPortSettingsCreate({
      ...emptyPortSettings,
      interfaces: [
        { ...emptyInterface(), kind: 'vlan', vid: 42 },
        { ...emptyInterface(), kind: 'loopback', vid: 7, v6Enabled: true },
      ],
    })
    expect(body.interfaces).toEqual([
      { linkName: 'phy0', kind: { type: 'vlan', vid: 42 }, v6Enabled: false },
      { linkName: 'phy0', kind: { type: 'loopback' }, v6Enabled: true },
    ])
  })
})

describe('BGP peer policies, communities and key', () => {
  it('communities are numbers or asn:value, comma-separated', () => {
    expect(communityValue('65547:100')).toBeUndefined()
    expect(communityValue('65000:100')).toBe(65000 * 65536 + 100)
    expect(communityValue('4259840200')).toBe(4259840200)
    expect(communityValue('4294967296')).toBeUndefined()
    expect(communityValue('x')).toBeUndefined()
    expect(parseCommunities(' 1, 2:3 ,, ')).toEqual([1, 2 * 65536 + 3])
    expect(validateCommunities('1, nope')).toMatch(/^nope is not a community/)
    expect(validateCommunities('')).toBeUndefined()
  })

  it('a policy allows the prefixes given, or filters nothing', () => {
    expect(policyOf('')).toEqual({ type: 'no_filtering' })
    expect(policyOf('0.0.0.0/0, 10.0.0.0/8')).toEqual({
      type: 'allow',
      value: ['0.0.0.0/0', '10.0.0.0/8'],
    })
    expect(validatePolicy('10.0.0.0/8, bad')).toBeDefined()
    expect(validatePolicy('10.0.0.0/8')).toBeUndefined()
    expect(validateMd5Key('k'.repeat(80))).toBeUndefined()
    expect(validateMd5Key('k'.repeat(81))).toBe('At most 80 bytes')
  })

  it('the peer and the link carry them in the request', () => {
    const body = valuesToPortSettingsCreate({
      ...emptyPortSettings,
      links: [{ ...emptyLink(), txEqEnabled: true, main: 40, post1: -4 }],
      bgpPeers: [
        {
          ...emptyBgpPeer(),
          bgpConfig: 'as65547',
          address: '172.20.15.1',
          communities: '65000:1',
          md5AuthKey: 'secret',
          allowedImport: '0.0.0.0/0',
        },
      ],
    })
    expect(body.links[0].txEq).toEqual({ pre1: null, pre2: null, main: 40, post2: null, post1: -4 })
    const peer = body.bgpPeers?.[0].peers[0]
    expect(peer).toMatchObject({
      communities: [65000 * 65536 + 1],
      md5AuthKey: 'secret',
      allowedImport: { type: 'allow', value: ['0.0.0.0/0'] },
      allowedExport: { type: 'no_filtering' },
    })
    const plain = valuesToPortSettingsCreate({ ...emptyPortSettings })
    expect(plain.links[0].txEq).toBeNull()
  })
})
