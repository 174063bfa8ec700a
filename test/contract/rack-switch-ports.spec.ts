import { beforeEach, describe, expect, it } from 'vitest'
import * as schema from '~/api/__generated__/validate'
import { resetDb } from '~/mock-api'
import { RACK_ID } from '~/mock-api/fixtures/hardware'
import { BGP_CONFIG_ID, UPLINK_SETTINGS_ID } from '~/mock-api/fixtures/rack-networking'
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

const hw = '/v1/system/hardware'
const ports = `${hw}/switch-port`
const settings = `${net}/switch-port-settings`
const onSwitch1 = `rack_id=${RACK_ID}&switch_slot=switch1`
type Port = { id: string; switch_slot: string; port_name: string; port_settings_id?: string | null }

async function allPorts(): Promise<Port[]> {
  return (await json('GET', `${ports}?limit=100`)).items
}
const portOn = async (slot: string, name: string) =>
  (await allPorts()).find((p) => p.switch_slot === slot && p.port_name === name)

describe('switch ports', () => {
  it('are qsfp0 to qsfp31 on each switch, paged by id, the uplinks configured', async () => {
    const first = await json('GET', `${ports}?limit=40`)
    schema.SwitchPortResultsPage.parse(first)
    const rest = await json('GET', `${ports}?limit=40&page_token=${first.next_page}`)
    expect(rest.next_page).toBeNull()
    const all: Port[] = [...first.items, ...rest.items]
    expect(all).toHaveLength(64)
    const ids = all.map((p) => p.id)
    expect(ids).toEqual([...ids].sort())
    for (const slot of ['switch0', 'switch1']) {
      const names = all.filter((p) => p.switch_slot === slot).map((p) => p.port_name)
      expect(new Set(names)).toEqual(new Set(Array.from({ length: 32 }, (_, i) => `qsfp${i}`)))
    }
    expect(all.filter((p) => p.port_settings_id).map((p) => [p.switch_slot, p.port_name])).toEqual([
      ['switch0', 'qsfp0'],
      ['switch1', 'qsfp0'],
    ])
    const one = await json('GET', `${ports}?switch_port_id=${ids[5]}`)
    expect(one.items.map((p: Port) => p.id)).toEqual([ids[5]])
  })

  it('take settings by name or id, and clearing leaves none', async () => {
    await json(
      'POST',
      `${ports}/qsfp1/settings?${onSwitch0}`,
      { port_settings: 'default-uplink0' },
      204,
    )
    expect((await portOn('switch0', 'qsfp1'))?.port_settings_id).toBe(UPLINK_SETTINGS_ID)
    await json('DELETE', `${ports}/qsfp1/settings?${onSwitch0}`, undefined, 204)
    expect((await portOn('switch0', 'qsfp1'))?.port_settings_id).toBeNull()
    const body = { port_settings: UPLINK_SETTINGS_ID }
    await json('POST', `${ports}/qsfp2/settings?${onSwitch1}`, body, 204)
    expect((await portOn('switch1', 'qsfp2'))?.port_settings_id).toBe(UPLINK_SETTINGS_ID)
  })

  it('404 an unknown port, rack or settings; 400 a switch slot that is not one', async () => {
    const apply = (port: string, query: string, port_settings = 'default-uplink0') =>
      refusal('POST', `${ports}/${port}/settings?${query}`, { port_settings })
    expect(await apply('qsfp32', onSwitch0)).toEqual([
      404,
      'not found: switch-port "qsfp32" on switch0',
    ])
    expect(await apply('qsfp1', onSwitch0, 'nope')).toEqual([
      404,
      'not found: switch-port-settings with name "nope"',
    ])
    const otherRack = '4ac10000-8e2b-4d6f-9a1c-3b5d7f9e0fff'
    expect(await apply('qsfp1', `rack_id=${otherRack}&switch_slot=switch0`)).toEqual([
      404,
      `not found: rack with id "${otherRack}"`,
    ])
    const [status] = await apply('qsfp1', `rack_id=${RACK_ID}&switch_slot=switch2`)
    expect(status).toBe(400)
  })

  it('report link status only while settings are applied', async () => {
    const status = await json('GET', `${ports}/qsfp0/status?${onSwitch0}`)
    schema.SwitchLinkState.parse(status)
    expect(status.link).toMatchObject({ link_state: 'Up', speed: '100G', fec: 'rs', mtu: 1500 })
    await json('DELETE', `${ports}/qsfp0/settings?${onSwitch0}`, undefined, 204)
    expect(await refusal('GET', `${ports}/qsfp0/status?${onSwitch0}`)).toEqual([
      404,
      'not found: switch port settings applied to "qsfp0" on switch0',
    ])
  })

  it('see the upstream router by LLDP on the uplinks, and change their LLDP config', async () => {
    const neighbors = `${hw}/rack-switch-port/${RACK_ID}/switch1/qsfp0/lldp/neighbors`
    const page = await json('GET', neighbors)
    schema.LldpNeighborResultsPage.parse(page)
    expect(page.items).toMatchObject([
      { local_port: 'qsfp0', system_name: 'upstream-router-1', link_name: 'Ethernet1/2' },
    ])
    const none = await json('GET', `${hw}/rack-switch-port/${RACK_ID}/switch1/qsfp7/lldp/neighbors`)
    expect(none.items).toEqual([])
    const config = await json('GET', `${ports}/qsfp0/lldp/config?${onSwitch0}`)
    expect(config).toMatchObject({ enabled: true, link_name: 'phy0' })
    const changed = { ...config, system_name: 'oxide-rack-1', enabled: false }
    await json('POST', `${ports}/qsfp0/lldp/config?${onSwitch0}`, changed, 204)
    // the config belongs to the settings, so switch1's uplink sees it too
    expect(await json('GET', `${ports}/qsfp0/lldp/config?${onSwitch1}`)).toEqual(changed)
    expect(await refusal('GET', `${ports}/qsfp7/lldp/config?${onSwitch0}`)).toEqual([
      404,
      'not found: switch port settings applied to "qsfp7" on switch0',
    ])
  })
})

describe('switch port settings', () => {
  it('the uplink has a link with LLDP, an interface, a route, an address and a BGP peer', async () => {
    const uplink = await json('GET', `${settings}/default-uplink0`)
    schema.SwitchPortSettings.parse(uplink)
    expect(uplink.links[0]).toMatchObject({ link_name: 'phy0', speed: 'speed100_g' })
    expect(uplink.links[0].lldp_link_config.enabled).toBe(true)
    expect(uplink.interfaces[0]).toMatchObject({
      interface_name: 'phy0',
      kind: { type: 'primary' },
    })
    expect(uplink.routes[0]).toMatchObject({ dst: '0.0.0.0/0', gw: '172.20.15.1' })
    expect(uplink.addresses[0]).toMatchObject({ address_lot_name: 'initial-infra' })
    expect(uplink.bgp_peers[0]).toMatchObject({ bgp_config: BGP_CONFIG_ID })
  })

  it('create, view, list in pages and filtered, delete', async () => {
    const created = await json('POST', settings, settingsBody('uplink-b'), 201)
    expect(created).toMatchObject({ name: 'uplink-b', port: { geometry: 'qsfp28x1' } })
    expect(created.addresses[0]).toMatchObject({
      address: '172.20.15.22/28',
      address_lot_name: 'initial-infra',
      interface_name: 'phy0',
    })
    expect(created.routes[0]).toMatchObject({ dst: '10.10.0.0/16', interface_name: 'phy0' })
    expect(created.bgp_peers[0].bgp_config).toBe(BGP_CONFIG_ID)
    expect(await json('GET', `${settings}/${created.id}`)).toEqual(created)
    const first = await json('GET', `${settings}?limit=1`)
    schema.SwitchPortSettingsIdentityResultsPage.parse(first)
    expect(first.items.map((s: { name: string }) => s.name)).toEqual(['default-uplink0'])
    const second = await json('GET', `${settings}?limit=1&page_token=${first.next_page}`)
    expect(second.items).toEqual([
      {
        id: created.id,
        name: 'uplink-b',
        description: created.description,
        time_created: created.time_created,
        time_modified: created.time_modified,
      },
    ])
    const filtered = await json('GET', `${settings}?port_settings=uplink-b`)
    expect(filtered.items.map((s: { id: string }) => s.id)).toEqual([created.id])
    await json('DELETE', `${settings}?port_settings=uplink-b`, undefined, 204)
    expect((await refusal('GET', `${settings}/uplink-b`))[0]).toBe(404)
  })

  it('refuse a taken name, unknown lots and configs, addresses outside the lot, unknown links', async () => {
    expect(await refusal('POST', settings, settingsBody('default-uplink0'))).toEqual([
      400,
      'already exists: switch-port-settings "default-uplink0"',
    ])
    expect(
      await refusal('POST', settings, settingsBody('x', '172.20.15.2', '10.0.0.1/24')),
    ).toEqual([400, 'address 10.0.0.1 is not in any block of address lot "initial-infra"'])
    const noLot = settingsBody('x')
    noLot.addresses[0].addresses[0].address_lot = 'nope'
    expect(await refusal('POST', settings, noLot)).toEqual([
      404,
      'not found: address-lot with name "nope"',
    ])
    const noConfig = settingsBody('x')
    noConfig.bgp_peers[0].peers[0].bgp_config = 'nope'
    expect(await refusal('POST', settings, noConfig)).toEqual([
      404,
      'not found: bgp-config with name "nope"',
    ])
    const badLink = settingsBody('x')
    badLink.routes[0].link_name = 'phy9'
    expect(await refusal('POST', settings, badLink)).toEqual([
      400,
      'routes refers to link "phy9", which is not in links',
    ])
    const twice = settingsBody('x')
    twice.links.push({ ...twice.links[0] })
    expect(await refusal('POST', settings, twice)).toEqual([400, 'link "phy0" is given twice'])
  })

  it('cannot be deleted while applied to a port', async () => {
    const del = `${settings}?port_settings=default-uplink0`
    expect(await refusal('DELETE', del)).toEqual([
      400,
      'switch port settings "default-uplink0" are applied to qsfp0 on switch0',
    ])
    await json('DELETE', `${ports}/qsfp0/settings?${onSwitch0}`, undefined, 204)
    await json('DELETE', `${ports}/qsfp0/settings?${onSwitch1}`, undefined, 204)
    await json('DELETE', del, undefined, 204)
    expect(await refusal('DELETE', settings)).toEqual([400, 'missing port_settings'])
  })
})
