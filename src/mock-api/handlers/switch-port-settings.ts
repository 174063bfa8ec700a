import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireFleetRole } from '../authz'
import { db } from '../db'
import { badRequest } from '../errors'
import { paginated } from '../paginate'
import { asFleetViewer } from './fleet-scope'
import { blockOfLot, lookupBgpConfig, lookupPortSettings, netAddress } from './rack-net-store'
import { assertNameFree, NoContent, newId, now, removeWhere } from './util'

type Settings = Json<Api.SwitchPortSettings>
type Create = Json<Api.SwitchPortSettingsCreate>

const identity = ({ id, name, description, time_created, time_modified }: Settings) => ({
  id,
  name,
  description,
  time_created,
  time_modified,
})

/** Link names are unique, and addresses, routes, peers and interfaces name one of the links. */
function checkLinkNames(body: Create) {
  const names = new Set<string>()
  for (const link of body.links) {
    if (names.has(link.link_name)) throw badRequest(`link "${link.link_name}" is given twice`)
    names.add(link.link_name)
  }
  const referring: [string, { link_name: string }[] | undefined][] = [
    ['addresses', body.addresses],
    ['routes', body.routes],
    ['bgp_peers', body.bgp_peers],
    ['interfaces', body.interfaces],
  ]
  for (const [field, items] of referring) {
    const unknown = (items ?? []).find((i) => !names.has(i.link_name))
    if (unknown) {
      throw badRequest(`${field} refers to link "${unknown.link_name}", which is not in links`)
    }
  }
}

function build(body: Create): Settings {
  const id = newId()
  const time = now()
  const addresses = body.addresses.flatMap(({ link_name, addresses }) =>
    addresses.map((a) => {
      const { lot, block } = blockOfLot(a.address_lot, netAddress(a.address))
      return {
        port_settings_id: id,
        interface_name: link_name,
        address: a.address,
        address_lot_id: lot.id,
        address_lot_name: lot.name,
        address_lot_block_id: block.id,
        vlan_id: a.vlan_id ?? null,
      }
    }),
  )
  const bgp_peers = (body.bgp_peers ?? []).flatMap(({ peers }) =>
    peers.map((p) => ({ ...p, bgp_config: lookupBgpConfig(p.bgp_config).id })),
  )
  const groups = (body.groups ?? []).map((g) => ({
    port_settings_id: id,
    port_settings_group_id: lookupPortSettings(g).id,
  }))
  return {
    id,
    name: body.name,
    description: body.description,
    port: { port_settings_id: id, geometry: body.port_config.geometry },
    groups,
    links: body.links.map(({ lldp, tx_eq, ...link }) => ({
      ...link,
      fec: link.fec ?? null,
      port_settings_id: id,
      tx_eq_config: tx_eq ?? null,
      lldp_link_config: { ...lldp, id: newId() },
    })),
    interfaces: (body.interfaces ?? []).map((i) => ({
      id: newId(),
      port_settings_id: id,
      interface_name: i.link_name,
      kind: i.kind,
      v6_enabled: i.v6_enabled,
    })),
    routes: (body.routes ?? []).flatMap(({ link_name, routes }) =>
      routes.map((r) => ({
        port_settings_id: id,
        interface_name: link_name,
        dst: r.dst,
        gw: r.gw,
        vlan_id: r.vid ?? null,
        rib_priority: r.rib_priority ?? null,
      })),
    ),
    addresses,
    bgp_peers,
    time_created: time,
    time_modified: time,
  }
}

/** Named sets of port configuration, applied to switch ports: fleet viewers read, admins change. */
export const switchPortSettingsHandlers = {
  networkingSwitchPortSettingsList({ query }) {
    requireFleetRole('viewer')
    const wanted = query.portSettings
    const all = wanted
      ? db.switchPortSettings.filter((s) => s.id === wanted || s.name === wanted)
      : db.switchPortSettings
    const page = paginated(query, all)
    return { ...page, items: page.items.map(identity) }
  },

  networkingSwitchPortSettingsCreate({ body }) {
    requireFleetRole('admin')
    assertNameFree('switch-port-settings', db.switchPortSettings, body.name)
    checkLinkNames(body)
    const settings = build(body)
    db.switchPortSettings.push(settings)
    return settings
  },

  networkingSwitchPortSettingsView: ({ path }) =>
    asFleetViewer(() => lookupPortSettings(path.port)),

  networkingSwitchPortSettingsDelete({ query }) {
    requireFleetRole('admin')
    if (!query.portSettings) throw badRequest('missing port_settings')
    const settings = lookupPortSettings(query.portSettings)
    const port = db.switchPorts.find((p) => p.port_settings_id === settings.id)
    if (port) {
      throw badRequest(
        `switch port settings "${settings.name}" are applied to ${port.port_name} on ${port.switch_slot}`,
      )
    }
    removeWhere(db.switchPortSettings, (s) => s.id === settings.id)
    return NoContent
  },
} satisfies Partial<MSWHandlers>
