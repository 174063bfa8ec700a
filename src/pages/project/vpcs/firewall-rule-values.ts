import type {
  VpcFirewallRule,
  VpcFirewallRuleAction,
  VpcFirewallRuleDirection,
  VpcFirewallRuleProtocol,
  VpcFirewallRuleTarget,
  VpcFirewallRuleUpdate,
} from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { ruleToUpdate } from '~/api/whole-set'
import { validateCidr } from '~/util/cidr'
import { validateIp } from '~/util/ip'
import { NAME_MAX_LENGTH, trimmedIdentity, validateName } from '~/util/names'

/** Targets and host filters share their kinds: VPC, subnet, instance, IP, IP network. */
export type HostKind = VpcFirewallRuleTarget['type']
export type HostValue = { type: HostKind; value: string }
export type ProtocolKind = VpcFirewallRuleProtocol['type']

/** What the firewall rule form edits: shaped like the UI. */
export type FirewallRuleValues = {
  enabled: boolean
  name: string
  description: string
  priority: number
  action: VpcFirewallRuleAction
  direction: VpcFirewallRuleDirection
  targets: HostValue[]
  hosts: HostValue[]
  protocols: VpcFirewallRuleProtocol[]
  ports: string[]
}

/** The API's priority range (uint16): lower numbers are applied first. */
export const PRIORITY_MIN = 0
export const PRIORITY_MAX = 65535

export const emptyFirewallRule: FirewallRuleValues = {
  enabled: true,
  name: '',
  description: '',
  priority: 65534,
  action: 'allow',
  direction: 'inbound',
  targets: [],
  hosts: [],
  protocols: [],
  ports: [],
}

export const hostKindLabel: Record<HostKind, string> = {
  vpc: 'VPC',
  subnet: 'VPC subnet',
  instance: 'Instance',
  ip: 'IP address',
  ip_net: 'IP network',
}

export const protocolKindLabel: Record<ProtocolKind, string> = {
  tcp: 'TCP',
  udp: 'UDP',
  icmp: 'ICMP',
  icmp6: 'ICMPv6',
}

/** A target or host value checked by its kind: names, an address or a CIDR block. */
export function validateHostValue(type: HostKind, value: string): string | undefined {
  if (!value) return 'Enter a value to add'
  if (type === 'ip') return validateIp(value)
  if (type === 'ip_net') return validateCidr(value)
  return validateName(value)
}

const ICMP_NUMBER = /^\d{1,3}$/
const inByte = (s: string) => ICMP_NUMBER.test(s) && Number(s) <= 255

/** An ICMP type: empty for every type, else 0 to 255. */
export function validateIcmpType(s: string): string | undefined {
  if (!s) return undefined
  return inByte(s) ? undefined : 'ICMP type must be a number from 0 to 255'
}

/** An ICMP code or code range such as `0` or `0-4`; only with a type. */
export function validateIcmpCode(code: string, type: string): string | undefined {
  if (!code) return undefined
  if (!type) return 'Give an ICMP type to filter by code'
  const [start, end, ...rest] = code.split('-')
  if (rest.length || !inByte(start) || (end !== undefined && !inByte(end))) {
    return 'ICMP code must be a number or range from 0 to 255, such as 0 or 0-4'
  }
  if (end !== undefined && Number(end) < Number(start)) {
    return 'End of range must not be below the start'
  }
  return undefined
}

/** The protocol filter a person built: type and code only for ICMP and ICMPv6. */
export function protocolFromInput(
  type: ProtocolKind,
  icmpType: string,
  icmpCode: string,
): VpcFirewallRuleProtocol {
  if (type === 'tcp' || type === 'udp') return { type }
  const value = icmpType
    ? { icmpType: Number(icmpType), ...(icmpCode ? { code: icmpCode } : {}) }
    : null
  return { type, value }
}

export function describeProtocol(p: VpcFirewallRuleProtocol): string {
  const label = protocolKindLabel[p.type]
  if (p.type === 'tcp' || p.type === 'udp' || !p.value) return label
  const code = p.value.code ? `, code ${p.value.code}` : ''
  return `${label} type ${p.value.icmpType}${code}`
}

/** Comparable form of a protocol filter, for "Items must be unique". */
export const protocolKey = (p: VpcFirewallRuleProtocol) => describeProtocol(p)
export const hostKey = (h: HostValue) => `${h.type}:${h.value}`

/** An existing rule as the form shows it (edit and clone). */
export const ruleToValues = (rule: VpcFirewallRuleUpdate): FirewallRuleValues => ({
  enabled: rule.status === 'enabled',
  name: rule.name,
  description: rule.description,
  priority: rule.priority,
  action: rule.action,
  direction: rule.direction,
  targets: rule.targets.map(({ type, value }) => ({ type, value })),
  hosts: (rule.filters.hosts ?? []).map(({ type, value }) => ({ type, value })),
  protocols: rule.filters.protocols ?? [],
  ports: rule.filters.ports ?? [],
})

/**
 * The form's values as one rule of the PUT body. An empty filter list is left
 * out: no host, protocol or port filter means any.
 */
export function valuesToRule(v: FirewallRuleValues): VpcFirewallRuleUpdate {
  const filters: VpcFirewallRuleUpdate['filters'] = {}
  if (v.hosts.length) filters.hosts = v.hosts as VpcFirewallRuleUpdate['targets']
  if (v.protocols.length) filters.protocols = v.protocols
  if (v.ports.length) filters.ports = v.ports
  return {
    ...trimmedIdentity(v),
    status: v.enabled ? 'enabled' : 'disabled',
    priority: v.priority,
    action: v.action,
    direction: v.direction,
    targets: v.targets as VpcFirewallRuleUpdate['targets'],
    filters,
  }
}

/**
 * The whole rule set to PUT after a create (`replacing` unset: appended) or an
 * edit (the rule named `replacing` swapped in place, every other rule kept).
 */
export function rulesWith(
  existing: VpcFirewallRule[],
  rule: VpcFirewallRuleUpdate,
  replacing?: string,
): VpcFirewallRuleUpdate[] {
  const others = existing.map(ruleToUpdate)
  if (replacing === undefined) return [...others, rule]
  return others.map((r) => (r.name === replacing ? rule : r))
}

/** A clone's starting name: the original's with `-copy`, cut to fit the name limit. */
export function cloneName(name: string): string {
  const suffix = '-copy'
  return `${name.slice(0, NAME_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`
}

/** Rules in the order the API applies them: priority, then name. */
export const sortRules = (rules: VpcFirewallRule[]) =>
  [...rules].sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name))

/**
 * A rule form's call: the VPC's whole rule set, with this rule added, or put
 * in place of `replacing` (the rule being edited).
 */
export const firewallRulesUpdateRequest = (
  v: FirewallRuleValues,
  sel: { project: string; vpc: string },
  existing: VpcFirewallRule[],
  replacing?: string,
) =>
  apiRequest('vpcFirewallRulesUpdate', {
    query: sel,
    body: { rules: rulesWith(existing, valuesToRule(v), replacing) },
  })
