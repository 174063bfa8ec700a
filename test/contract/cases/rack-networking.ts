import * as schema from '~/api/__generated__/validate'
import { RACK_ID } from '~/mock-api/fixtures/hardware'
import { settingsBody } from './rack-networking-bodies'
import type { Case } from './types'

export const net = '/v1/system/networking'
const hw = '/v1/system/hardware'
/** The selector of a port on switch0 of the rack. */
export const onSwitch0 = `rack_id=${RACK_ID}&switch_slot=switch0`

const array = (s: { array: () => { parse: (x: unknown) => unknown } }) => s.array()

/** Address lots, loopbacks, BGP, BFD, switch ports and their settings. */
export const rackNetworkingCases: Case[] = [
  {
    op: 'networkingInboundIcmpView',
    method: 'GET',
    path: `${net}/inbound-icmp`,
    schema: schema.ServiceIcmpConfig,
  },
  {
    op: 'networkingInboundIcmpUpdate',
    method: 'PUT',
    path: `${net}/inbound-icmp`,
    body: { enabled: false },
    schema: null,
  },
  {
    op: 'systemNetworkingSettingsView',
    method: 'GET',
    path: `${net}/settings`,
    schema: schema.SystemNetworkingSettings,
  },
  {
    op: 'systemNetworkingSettingsUpdate',
    method: 'PUT',
    path: `${net}/settings`,
    body: { external_jumbo_frames_opt_in_enabled: true },
    schema: schema.SystemNetworkingSettings,
  },
  {
    op: 'networkingAddressLotList',
    method: 'GET',
    path: `${net}/address-lot`,
    schema: schema.AddressLotResultsPage,
  },
  {
    op: 'networkingAddressLotCreate',
    method: 'POST',
    path: `${net}/address-lot`,
    body: {
      name: 'edge',
      description: '',
      kind: 'pool',
      blocks: [{ first_address: '203.0.113.0', last_address: '203.0.113.63' }],
    },
    schema: schema.AddressLotCreateResponse,
  },
  {
    op: 'networkingAddressLotView',
    method: 'GET',
    path: `${net}/address-lot/initial-infra`,
    schema: schema.AddressLotViewResponse,
  },
  {
    op: 'networkingAddressLotDelete',
    method: 'DELETE',
    path: `${net}/address-lot/edge`,
    schema: null,
    setup: [
      ['POST', `${net}/address-lot`, { name: 'edge', description: '', kind: 'pool', blocks: [] }],
    ],
  },
  {
    op: 'networkingAddressLotBlockList',
    method: 'GET',
    path: `${net}/address-lot/initial-infra/blocks`,
    schema: schema.AddressLotBlockResultsPage,
  },
  {
    op: 'networkingLoopbackAddressList',
    method: 'GET',
    path: `${net}/loopback-address`,
    schema: schema.LoopbackAddressResultsPage,
  },
  {
    op: 'networkingLoopbackAddressCreate',
    method: 'POST',
    path: `${net}/loopback-address`,
    body: {
      rack_id: RACK_ID,
      switch_slot: 'switch1',
      address: '172.20.15.29',
      mask: 32,
      address_lot: 'initial-infra',
      anycast: false,
    },
    schema: schema.LoopbackAddress,
  },
  {
    op: 'networkingLoopbackAddressDelete',
    method: 'DELETE',
    path: `${net}/loopback-address/${RACK_ID}/switch0/172.20.15.30/32`,
    schema: null,
  },
  {
    op: 'networkingBgpConfigList',
    method: 'GET',
    path: `${net}/bgp`,
    schema: schema.BgpConfigResultsPage,
  },
  {
    op: 'networkingBgpConfigCreate',
    method: 'POST',
    path: `${net}/bgp`,
    body: { name: 'as65548', description: '', asn: 65548, bgp_announce_set_id: 'as65547-announce' },
    schema: schema.BgpConfig,
  },
  {
    op: 'networkingBgpConfigUpdate',
    method: 'PUT',
    path: `${net}/bgp?name_or_id=as65547`,
    body: { description: 'to the new router', max_paths: 2 },
    schema: schema.BgpConfig,
  },
  {
    op: 'networkingBgpConfigDelete',
    method: 'DELETE',
    path: `${net}/bgp?name_or_id=spare`,
    schema: null,
    setup: [
      [
        'POST',
        `${net}/bgp`,
        { name: 'spare', description: '', asn: 1, bgp_announce_set_id: 'as65547-announce' },
      ],
    ],
  },
  {
    op: 'networkingBgpAnnounceSetList',
    method: 'GET',
    path: `${net}/bgp-announce-set`,
    schema: array(schema.BgpAnnounceSet),
  },
  {
    op: 'networkingBgpAnnounceSetUpdate',
    method: 'PUT',
    path: `${net}/bgp-announce-set`,
    body: {
      name: 'more',
      description: '',
      announcement: [{ address_lot_block: 'as65547-lot', network: '192.0.2.128/25' }],
    },
    schema: schema.BgpAnnounceSet,
  },
  {
    op: 'networkingBgpAnnounceSetDelete',
    method: 'DELETE',
    path: `${net}/bgp-announce-set/unused`,
    schema: null,
    setup: [
      ['PUT', `${net}/bgp-announce-set`, { name: 'unused', description: '', announcement: [] }],
    ],
  },
  {
    op: 'networkingBgpAnnouncementList',
    method: 'GET',
    path: `${net}/bgp-announce-set/as65547-announce/announcement`,
    schema: array(schema.BgpAnnouncement),
  },
  {
    op: 'networkingBgpStatus',
    method: 'GET',
    path: `${net}/bgp-status`,
    schema: array(schema.BgpPeerStatus),
  },
  {
    op: 'networkingBgpImported',
    method: 'GET',
    path: `${net}/bgp-imported?asn=65547`,
    schema: array(schema.BgpImported),
  },
  {
    op: 'networkingBgpExported',
    method: 'GET',
    path: `${net}/bgp-exported`,
    schema: array(schema.BgpExported),
  },
  {
    op: 'networkingBgpMessageHistory',
    method: 'GET',
    path: `${net}/bgp-message-history?asn=65547`,
    schema: schema.AggregateBgpMessageHistory,
  },
  {
    op: 'networkingBfdEnable',
    method: 'POST',
    path: `${net}/bfd-enable`,
    body: {
      switch_slot: 'switch0',
      remote: '172.20.15.1',
      mode: 'single_hop',
      detection_threshold: 3,
      required_rx: 300000,
    },
    schema: null,
  },
  {
    op: 'networkingBfdDisable',
    method: 'POST',
    path: `${net}/bfd-disable`,
    body: { switch_slot: 'switch0', remote: '172.20.15.1' },
    schema: null,
    setup: [
      [
        'POST',
        `${net}/bfd-enable`,
        {
          switch_slot: 'switch0',
          remote: '172.20.15.1',
          mode: 'single_hop',
          detection_threshold: 3,
          required_rx: 300000,
        },
      ],
    ],
  },
  {
    op: 'networkingBfdStatus',
    method: 'GET',
    path: `${net}/bfd-status`,
    schema: array(schema.BfdStatus),
  },
  {
    op: 'networkingSwitchPortSettingsList',
    method: 'GET',
    path: `${net}/switch-port-settings`,
    schema: schema.SwitchPortSettingsIdentityResultsPage,
  },
  {
    op: 'networkingSwitchPortSettingsCreate',
    method: 'POST',
    path: `${net}/switch-port-settings`,
    body: settingsBody('uplink-b'),
    schema: schema.SwitchPortSettings,
  },
  {
    op: 'networkingSwitchPortSettingsView',
    method: 'GET',
    path: `${net}/switch-port-settings/default-uplink0`,
    schema: schema.SwitchPortSettings,
  },
  {
    op: 'networkingSwitchPortSettingsDelete',
    method: 'DELETE',
    path: `${net}/switch-port-settings?port_settings=uplink-b`,
    schema: null,
    setup: [['POST', `${net}/switch-port-settings`, settingsBody('uplink-b')]],
  },
  {
    op: 'networkingSwitchPortList',
    method: 'GET',
    path: `${hw}/switch-port`,
    schema: schema.SwitchPortResultsPage,
  },
  {
    op: 'networkingSwitchPortApplySettings',
    method: 'POST',
    path: `${hw}/switch-port/qsfp1/settings?${onSwitch0}`,
    body: { port_settings: 'default-uplink0' },
    schema: null,
  },
  {
    op: 'networkingSwitchPortClearSettings',
    method: 'DELETE',
    path: `${hw}/switch-port/qsfp0/settings?${onSwitch0}`,
    schema: null,
  },
  {
    op: 'networkingSwitchPortStatus',
    method: 'GET',
    path: `${hw}/switch-port/qsfp0/status?${onSwitch0}`,
    schema: schema.SwitchLinkState,
  },
  {
    op: 'networkingSwitchPortLldpNeighbors',
    method: 'GET',
    path: `${hw}/rack-switch-port/${RACK_ID}/switch0/qsfp0/lldp/neighbors`,
    schema: schema.LldpNeighborResultsPage,
  },
  {
    op: 'networkingSwitchPortLldpConfigView',
    method: 'GET',
    path: `${hw}/switch-port/qsfp0/lldp/config?${onSwitch0}`,
    schema: schema.LldpLinkConfig,
  },
  {
    op: 'networkingSwitchPortLldpConfigUpdate',
    method: 'POST',
    path: `${hw}/switch-port/qsfp0/lldp/config?${onSwitch0}`,
    body: {
      id: '11d90000-4c5d-4e6f-8a7b-8c9d0e1f2a01',
      enabled: true,
      system_name: 'oxide-rack-1',
    },
    schema: null,
  },
]
