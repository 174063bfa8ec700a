import { describe, expect, it } from 'vitest'
import {
  emptyAddress,
  emptyBgpPeer,
  emptyInterface,
  emptyPortSettings,
  emptyRoute,
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
