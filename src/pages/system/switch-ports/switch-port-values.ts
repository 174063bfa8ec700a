import type { LldpLinkConfig, SwitchLinkState, SwitchSlot } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import type { AuditResource } from '~/util/audit-match'
import { validateIp } from '~/util/ip'

/** A port as the API names it in its status, LLDP and settings calls. */
export type PortSel = { rackId: string; switchSlot: SwitchSlot; port: string }

const portParams = ({ rackId, switchSlot, port }: PortSel) => ({
  path: { port },
  query: { rackId, switchSlot },
})

/** The port as its calls name it in the audit log: its name, with its rack and switch in the query. */
export const portAuditResource = ({ rackId, switchSlot, port }: PortSel): AuditResource => ({
  kind: 'switch-port',
  names: [port],
  query: { rack_id: rackId, switch_slot: switchSlot },
})

/** How people name a port: `switch1/qsfp3`. */
export const portLabel = (p: Pick<PortSel, 'switchSlot' | 'port'>) => `${p.switchSlot}/${p.port}`

/** The sentence every apply and clear confirm carries: the port's traffic stops meanwhile. */
export const trafficWarning = (p: Pick<PortSel, 'switchSlot' | 'port'>) =>
  `Traffic on ${portLabel(p)} will be interrupted while the settings change.`

export const applySettingsRequest = (sel: PortSel, portSettings: string) =>
  apiRequest('networkingSwitchPortApplySettings', { ...portParams(sel), body: { portSettings } })

export const clearSettingsRequest = (sel: PortSel) =>
  apiRequest('networkingSwitchPortClearSettings', portParams(sel))

/** The LLDP form: every optional text empty when unset. */
export type LldpFormValues = {
  enabled: boolean
  linkName: string
  linkDescription: string
  chassisId: string
  systemName: string
  systemDescription: string
  managementIp: string
}

const text = (s: string | null | undefined) => s ?? ''
const orNull = (s: string) => s.trim() || null

export const lldpToValues = (c: LldpLinkConfig): LldpFormValues => ({
  enabled: c.enabled,
  linkName: text(c.linkName),
  linkDescription: text(c.linkDescription),
  chassisId: text(c.chassisId),
  systemName: text(c.systemName),
  systemDescription: text(c.systemDescription),
  managementIp: text(c.managementIp),
})

/** The management address is optional; when given it must be an IP address. */
export const validateManagementIp = (s: string) => (s.trim() ? validateIp(s.trim()) : undefined)

/** The update replaces the link's LLDP settings whole, under the same id. */
export const lldpConfigUpdateRequest = (v: LldpFormValues, id: string, sel: PortSel) =>
  apiRequest('networkingSwitchPortLldpConfigUpdate', {
    ...portParams(sel),
    body: {
      id,
      enabled: v.enabled,
      linkName: orNull(v.linkName),
      linkDescription: orNull(v.linkDescription),
      chassisId: orNull(v.chassisId),
      systemName: orNull(v.systemName),
      systemDescription: orNull(v.systemDescription),
      managementIp: orNull(v.managementIp),
    },
  })

/** `link_state`, `linkState` and `link-state` are one key here. */
const norm = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '')

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** The first value under one of `keys`, in the state or one level down (its `link` part). */
function find(state: Record<string, unknown>, keys: string[]): unknown {
  const wanted = keys.map(norm)
  const levels = [state, ...Object.values(state).filter(isRecord)]
  for (const level of levels) {
    for (const [k, v] of Object.entries(level)) {
      if (wanted.includes(norm(k)) && v !== null && v !== undefined && !isRecord(v)) return v
    }
  }
  return undefined
}

const SUMMARY: [label: string, keys: string[]][] = [
  ['Link state', ['link_state', 'state']],
  ['Speed', ['speed']],
  ['FEC', ['fec']],
  ['MTU', ['mtu']],
  ['Autonegotiation', ['autoneg']],
  ['Media', ['media']],
  ['MAC address', ['mac']],
]

/**
 * A few well-known facts of a port's link state, those that are there: the
 * API documents no shape for it (`SwitchLinkState` is any JSON), so nothing
 * here may depend on a field being present or of a type.
 */
export function linkStateSummary(state: SwitchLinkState): [string, string][] {
  if (!isRecord(state)) return []
  return SUMMARY.flatMap(([label, keys]) => {
    const value = find(state, keys)
    if (value === undefined) return []
    const shown = typeof value === 'boolean' ? (value ? 'on' : 'off') : String(value)
    return [[label, shown] as [string, string]]
  })
}
