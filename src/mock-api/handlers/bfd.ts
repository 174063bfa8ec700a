import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireFleetRole } from '../authz'
import { db } from '../db'
import { badRequest, notFound } from '../errors'
import type { SwitchSlot } from '../fixtures/rack-networking'
import { configuredPorts, isV6 } from './rack-net-store'
import { NoContent, removeWhere } from './util'

/**
 * Is `remote` a neighbor the switch is configured to reach (a BGP peer or a
 * route's gateway on one of its ports)? Only those answer, so only their BFD
 * sessions come up; a session to any other address stays down.
 */
function isNeighbor(slot: SwitchSlot, remote: string) {
  return configuredPorts()
    .filter(({ port }) => port.switch_slot === slot)
    .some(
      ({ settings }) =>
        settings.routes.some((r) => r.gw === remote) ||
        settings.bgp_peers.some((p) => p.addr.type === 'numbered' && p.addr.target_addr === remote),
    )
}

/** BFD sessions of the switches: fleet viewers read their status, fleet admins start and stop them. */
export const bfdHandlers = {
  networkingBfdEnable({ body }) {
    requireFleetRole('admin')
    if (body.detection_threshold < 1) {
      throw badRequest('detection_threshold must be at least 1')
    }
    if (body.required_rx < 1) throw badRequest('required_rx must be at least 1 microsecond')
    if (body.local && isV6(body.local) !== isV6(body.remote)) {
      throw badRequest(
        `local address ${body.local} and remote address ${body.remote} are of different families`,
      )
    }
    // enabling a session that exists changes its parameters
    removeWhere(db.bfdSessions, (s) => s.switch_slot === body.switch_slot && s.peer === body.remote)
    db.bfdSessions.push({
      switch_slot: body.switch_slot,
      peer: body.remote,
      local: body.local ?? null,
      mode: body.mode,
      detection_threshold: body.detection_threshold,
      required_rx: body.required_rx,
      state: isNeighbor(body.switch_slot, body.remote) ? 'up' : 'down',
    })
    return NoContent
  },

  networkingBfdDisable({ body }) {
    requireFleetRole('admin')
    const found = db.bfdSessions.some(
      (s) => s.switch_slot === body.switch_slot && s.peer === body.remote,
    )
    if (!found) throw notFound(`bfd-session with ${body.remote} on ${body.switch_slot}`)
    removeWhere(db.bfdSessions, (s) => s.switch_slot === body.switch_slot && s.peer === body.remote)
    return NoContent
  },

  networkingBfdStatus() {
    requireFleetRole('viewer')
    return db.bfdSessions
  },
} satisfies Partial<MSWHandlers>
