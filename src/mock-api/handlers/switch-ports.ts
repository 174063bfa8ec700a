import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireFleetRole } from '../authz'
import { db } from '../db'
import { notFound } from '../errors'
import { paginated } from '../paginate'
import { appliedSettings, lookupPortSettings, lookupSwitchPort } from './rack-net-store'
import { NoContent } from './util'

type PortSel = {
  path: { port: string }
  query: { rackId: string; switchSlot: Json<Api.SwitchSlot> }
}

const portOf = ({ path, query }: PortSel) =>
  lookupSwitchPort(query.rackId, query.switchSlot, path.port)

/** The link of the settings applied to a port (settings have one link per breakout lane). */
function firstLink(sel: PortSel) {
  const port = portOf(sel)
  const link = appliedSettings(port).links[0]
  if (!link) throw notFound(`link of switch port "${port.port_name}" on ${port.switch_slot}`)
  return { port, link }
}

const gbps: Record<string, number> = {
  speed0_g: 0,
  speed1_g: 1,
  speed10_g: 10,
  speed25_g: 25,
  speed40_g: 40,
  speed50_g: 50,
  speed100_g: 100,
  speed200_g: 200,
  speed400_g: 400,
}

/**
 * What the switch's data plane reports for a configured link: it is up, at the
 * settings' speed and FEC, with the transceiver's optical readings.
 */
function linkState(sel: PortSel): Json<Api.SwitchLinkState> {
  const { port, link } = firstLink(sel)
  const lane = Number(port.port_name.replace('qsfp', ''))
  return {
    link: {
      port_id: port.port_name,
      link_id: 0,
      enabled: true,
      link_state: 'Up',
      fsm_state: 'LinkUp',
      speed: `${gbps[link.speed]}G`,
      fec: link.fec ?? 'none',
      autoneg: link.autoneg,
      mtu: link.mtu,
      media: 'Optical',
      mac: `a8:40:25:f0:0${port.switch_slot.at(-1)}:${lane.toString(16).padStart(2, '0')}`,
    },
    monitors: {
      receiver_power: [0.81, 0.79, 0.84, 0.8].map((mw) => ({ peak_to_peak: false, value: mw })),
      transmitter_bias_current: [6.9, 7.1, 7.0, 6.8],
      transmitter_power: [0.92, 0.9, 0.95, 0.91],
    },
  }
}

/** Switch ports and what is applied to them: fleet viewers read, fleet admins change. */
export const switchPortHandlers = {
  networkingSwitchPortList({ query }) {
    requireFleetRole('viewer')
    const ports = query.switchPortId
      ? db.switchPorts.filter((p) => p.id === query.switchPortId)
      : db.switchPorts
    return paginated(query, ports, (p) => p.id)
  },

  networkingSwitchPortApplySettings({ path, query, body }) {
    requireFleetRole('admin')
    const port = portOf({ path, query })
    port.port_settings_id = lookupPortSettings(body.port_settings).id
    return NoContent
  },

  networkingSwitchPortClearSettings({ path, query }) {
    requireFleetRole('admin')
    portOf({ path, query }).port_settings_id = null
    return NoContent
  },

  networkingSwitchPortStatus({ path, query }) {
    requireFleetRole('viewer')
    return linkState({ path, query })
  },

  networkingSwitchPortLldpNeighbors({ path, query }) {
    requireFleetRole('viewer')
    const port = lookupSwitchPort(path.rackId, path.switchSlot, path.port)
    const neighbors = db.lldpNeighbors
      .filter(
        (n) =>
          n.rack_id === port.rack_id &&
          n.switch_slot === port.switch_slot &&
          n.local_port === port.port_name,
      )
      .map(({ rack_id: _, switch_slot: __, ...neighbor }) => neighbor)
    return paginated(query, neighbors, (n) => n.chassis_id)
  },

  /** The LLDP settings of the port's link, as its applied settings hold them. */
  networkingSwitchPortLldpConfigView({ path, query }) {
    requireFleetRole('viewer')
    const { port, link } = firstLink({ path, query })
    if (!link.lldp_link_config) {
      throw notFound(`lldp config of switch port "${port.port_name}" on ${port.switch_slot}`)
    }
    return link.lldp_link_config
  },

  /** Changes the LLDP settings of the link (of every port those settings are applied to). */
  networkingSwitchPortLldpConfigUpdate({ path, query, body }) {
    requireFleetRole('admin')
    const { link } = firstLink({ path, query })
    link.lldp_link_config = { ...body, id: link.lldp_link_config?.id ?? body.id }
    return NoContent
  },
} satisfies Partial<MSWHandlers>
