import type { BfdMode, BfdSessionEnable, SwitchSlot } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { ipVersion, validateIp } from '~/util/ip'

/** The BFD enable form: a session to `remote` from one switch. NaN is an empty number. */
export type BfdFormValues = {
  remote: string
  local: string
  switchSlot: SwitchSlot
  mode: BfdMode
  detectionThreshold: number
  requiredRx: number
}

/** Three missed packets at 300 ms: BFD's usual detection, about a second. */
export const emptyBfdSession: BfdFormValues = {
  remote: '',
  local: '',
  switchSlot: 'switch0',
  mode: 'single_hop',
  detectionThreshold: 3,
  requiredRx: 300_000,
}

export const BFD_MODES: { value: BfdMode; label: string }[] = [
  { value: 'single_hop', label: 'Single hop (a directly connected peer)' },
  { value: 'multi_hop', label: 'Multi hop (a peer behind routers)' },
]

export const validateRemote = (s: string) => validateIp(s.trim())

/** The local address is optional; given, it is an address of the remote's family. */
export function validateLocal(local: string, remote: string): string | undefined {
  const l = local.trim()
  if (!l) return undefined
  const invalid = validateIp(l)
  if (invalid) return invalid
  const r = ipVersion(remote.trim())
  if (r && ipVersion(l) !== r)
    return `Must be an ${r === 'v4' ? 'IPv4' : 'IPv6'} address, like the remote`
  return undefined
}

export const valuesToBfdEnable = (v: BfdFormValues): BfdSessionEnable => ({
  remote: v.remote.trim(),
  local: v.local.trim() || null,
  switchSlot: v.switchSlot,
  mode: v.mode,
  detectionThreshold: v.detectionThreshold,
  requiredRx: v.requiredRx,
})

/** The enable form's call: the panel shows it, the submit sends it. */
export const bfdEnableRequest = (v: BfdFormValues) =>
  apiRequest('networkingBfdEnable', { body: valuesToBfdEnable(v) })

export const bfdDisableRequest = (s: { remote: string; switchSlot: SwitchSlot }) =>
  apiRequest('networkingBfdDisable', { body: { remote: s.remote, switchSlot: s.switchSlot } })
