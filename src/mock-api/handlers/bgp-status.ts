import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireFleetRole } from '../authz'
import { db } from '../db'
import { notFound } from '../errors'
import { SWITCH_SLOTS } from '../fixtures/rack-networking'
import { bgpSessions } from './rack-net-store'

/**
 * What the switches' BGP routers report. It follows the configuration: every
 * peer of the settings applied to a port is a session (established as soon as
 * it is configured), each exports its config's announce set, and a switch
 * learns routes for an ASN only while it has a session of that ASN.
 */

/** 404 for an ASN no BGP config uses (no switch runs a BGP router for it). */
function sessionsOfAsn(asn: number) {
  if (!db.bgpConfigs.some((c) => c.asn === asn)) throw notFound(`bgp-config with asn ${asn}`)
  return bgpSessions().filter((s) => s.config.asn === asn)
}

const sinceMillis = (iso: string) => Math.max(0, Date.now() - Date.parse(iso))

/** The messages of a session's start: OPENs both ways, then an UPDATE and keepalives. */
function messageHistory(
  session: ReturnType<typeof bgpSessions>[number],
): Json<Api.BgpMessageHistory> {
  const start = Date.parse(session.settings.time_modified)
  const at = (seconds: number) => new Date(start + seconds * 1000).toISOString()
  const { hold_time, keepalive } = session.peer
  const open = (asn: number, id: string) => ({
    type: 'open',
    value: { version: 4, asn, hold_time, id },
  })
  const keepalives = (offset: number) =>
    [1, 2, 3].map((n) => ({
      timestamp: at(offset + n * keepalive),
      message: { type: 'keepalive' },
    }))
  const announced = db.bgpAnnouncements
    .filter((a) => a.announce_set_id === session.config.bgp_announce_set_id)
    .map((a) => a.network)
  return {
    sent: [
      { timestamp: at(0), message: open(session.config.asn, session.port.switch_slot) },
      { timestamp: at(1), message: { type: 'update', value: { nlri: announced } } },
      ...keepalives(1),
    ],
    received: [
      { timestamp: at(0), message: open(session.peer.remote_asn ?? 0, session.addr) },
      ...keepalives(1),
    ],
  }
}

export const bgpStatusHandlers = {
  networkingBgpStatus() {
    requireFleetRole('viewer')
    return bgpSessions().map(({ port, settings, peer, config, addr, peerId }) => ({
      addr,
      local_asn: config.asn,
      remote_asn: peer.remote_asn ?? 0,
      peer_id: peerId,
      state: 'established' as const,
      state_duration_millis: sinceMillis(settings.time_modified),
      switch: port.switch_slot,
    }))
  },

  networkingBgpImported({ query }) {
    requireFleetRole('viewer')
    const switches = new Set(sessionsOfAsn(query.asn).map((s) => s.port.switch_slot))
    return db.bgpImported
      .filter((r) => r.asn === query.asn && switches.has(r.switch))
      .map(({ asn: _, ...route }) => route)
  },

  networkingBgpExported() {
    requireFleetRole('viewer')
    return bgpSessions().flatMap(({ port, config, peerId }) =>
      db.bgpAnnouncements
        .filter((a) => a.announce_set_id === config.bgp_announce_set_id)
        .map((a) => ({ peer_id: peerId, prefix: a.network, switch: port.switch_slot })),
    )
  },

  networkingBgpMessageHistory({ query }) {
    requireFleetRole('viewer')
    const sessions = sessionsOfAsn(query.asn)
    return {
      switch_histories: SWITCH_SLOTS.map((slot) => ({
        switch: slot,
        history: Object.fromEntries(
          sessions
            .filter((s) => s.port.switch_slot === slot)
            .map((s) => [s.addr, messageHistory(s)]),
        ),
      })),
    }
  },
} satisfies Partial<MSWHandlers>
