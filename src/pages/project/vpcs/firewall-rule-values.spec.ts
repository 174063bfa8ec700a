import { describe, expect, it } from 'vitest'
import type { VpcFirewallRule } from '~/api/__generated__/Api'
import {
  cloneName,
  describeProtocol,
  emptyFirewallRule,
  type HostValue,
  protocolFromInput,
  rulesWith,
  ruleToValues,
  sortRules,
  validateHostValue,
  validateIcmpCode,
  validateIcmpType,
  valuesToRule,
} from './firewall-rule-values'

const stored = (name: string, priority: number): VpcFirewallRule => ({
  id: `id-${name}`,
  vpcId: 'vpc-1',
  name,
  description: `rule ${name}`,
  status: 'enabled',
  priority,
  action: 'allow',
  direction: 'inbound',
  targets: [{ type: 'vpc', value: 'default' }],
  filters: { ports: ['22'], protocols: [{ type: 'tcp' }] },
  timeCreated: new Date(0),
  timeModified: new Date(0),
})

describe('valuesToRule', () => {
  const everyTargetKind = [
    { type: 'vpc', value: 'default' },
    { type: 'subnet', value: 'frontend' },
    { type: 'instance', value: 'web-1' },
    { type: 'ip', value: '10.0.0.1' },
    { type: 'ip_net', value: 'fd00::/64' },
  ] satisfies HostValue[]

  it('turns every kind of target, host, protocol and port into the API rule', () => {
    const rule = valuesToRule({
      enabled: false,
      name: ' web ',
      description: ' let the web in ',
      priority: 100,
      action: 'deny',
      direction: 'outbound',
      targets: everyTargetKind,
      hosts: [{ type: 'ip_net', value: '0.0.0.0/0' }],
      protocols: [{ type: 'tcp' }, { type: 'icmp', value: { icmpType: 3, code: '0-4' } }],
      ports: ['80', '8000-8080'],
    })
    expect(rule).toEqual({
      name: 'web',
      description: 'let the web in',
      status: 'disabled',
      priority: 100,
      action: 'deny',
      direction: 'outbound',
      targets: everyTargetKind,
      filters: {
        hosts: [{ type: 'ip_net', value: '0.0.0.0/0' }],
        protocols: [{ type: 'tcp' }, { type: 'icmp', value: { icmpType: 3, code: '0-4' } }],
        ports: ['80', '8000-8080'],
      },
    })
  })

  it('leaves empty filter lists out: any host, protocol and port', () => {
    const rule = valuesToRule({ ...emptyFirewallRule, name: 'r' })
    expect(rule.filters).toEqual({})
    expect(rule.status).toBe('enabled')
  })

  it('round-trips a stored rule through the form', () => {
    const rule = stored('allow-ssh', 10)
    const { id, vpcId, timeCreated, timeModified, ...update } = rule
    expect(valuesToRule(ruleToValues(rule))).toEqual(update)
  })
})

describe('rule sets for the PUT', () => {
  const existing = [stored('a', 1), stored('b', 2), stored('c', 3)]

  it('appends a new rule after the others', () => {
    const set = rulesWith(existing, valuesToRule({ ...emptyFirewallRule, name: 'd' }))
    expect(set.map((r) => r.name)).toEqual(['a', 'b', 'c', 'd'])
    expect(set[0]).not.toHaveProperty('id')
  })

  it('swaps an edited rule in place and keeps the others as they were', () => {
    const edited = valuesToRule({ ...ruleToValues(existing[1]), name: 'b2', priority: 9 })
    const set = rulesWith(existing, edited, 'b')
    expect(set.map((r) => [r.name, r.priority])).toEqual([
      ['a', 1],
      ['b2', 9],
      ['c', 3],
    ])
    expect(set[0]).toEqual(valuesToRule(ruleToValues(existing[0])))
  })

  it('sorts by priority, then name', () => {
    const rules = [stored('z', 5), stored('b', 1), stored('a', 5)]
    expect(sortRules(rules).map((r) => r.name)).toEqual(['b', 'a', 'z'])
  })
})

describe('validateHostValue', () => {
  it.each([
    ['ip', '10.0.0.1', undefined],
    ['ip', '10.0.0.256', 'Not a valid IP address'],
    ['ip_net', '10.0.0.0/8', undefined],
    ['ip_net', '10.0.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['ip_net', '10.0.0.0/x', 'Width must be an integer'],
    ['ip_net', '10.0.0.0/33', 'Max width for IPv4 is 32'],
    ['ip_net', 'fd00::/129', 'Max width for IPv6 is 128'],
    ['instance', 'web-1', undefined],
    ['vpc', 'Default', 'Must start with a lowercase letter'],
    ['subnet', '', 'Enter a value to add'],
  ] as const)('%s %s -> %s', (type, value, message) =>
    expect(validateHostValue(type, value)).toBe(message),
  )
})

describe('ICMP filters', () => {
  it.each([
    ['', undefined],
    ['0', undefined],
    ['255', undefined],
    ['256', 'ICMP type must be a number from 0 to 255'],
    ['x', 'ICMP type must be a number from 0 to 255'],
  ])('type %s -> %s', (value, message) => expect(validateIcmpType(value)).toBe(message))

  it.each([
    ['', '', undefined],
    ['0', '', 'Give an ICMP type to filter by code'],
    ['0-4', '3', undefined],
    ['4-0', '3', 'End of range must not be below the start'],
    ['1-2-3', '3', 'ICMP code must be a number or range from 0 to 255, such as 0 or 0-4'],
    ['300', '3', 'ICMP code must be a number or range from 0 to 255, such as 0 or 0-4'],
  ])('code %s with type %s -> %s', (code, type, message) =>
    expect(validateIcmpCode(code, type)).toBe(message),
  )

  it('builds protocol filters and describes them', () => {
    expect(protocolFromInput('tcp', '8', '0')).toEqual({ type: 'tcp' })
    expect(protocolFromInput('icmp', '', '')).toEqual({ type: 'icmp', value: null })
    expect(protocolFromInput('icmp6', '128', '')).toEqual({
      type: 'icmp6',
      value: { icmpType: 128 },
    })
    const p = protocolFromInput('icmp', '3', '0-4')
    expect(p).toEqual({ type: 'icmp', value: { icmpType: 3, code: '0-4' } })
    expect(describeProtocol(p)).toBe('ICMP type 3, code 0-4')
    expect(describeProtocol({ type: 'icmp6', value: null })).toBe('ICMPv6')
    expect(describeProtocol({ type: 'udp' })).toBe('UDP')
  })
})

describe('cloneName', () => {
  it('adds -copy and stays within 63 characters', () => {
    expect(cloneName('allow-ssh')).toBe('allow-ssh-copy')
    const long = cloneName('a'.repeat(63))
    expect(long).toHaveLength(63)
    expect(long.endsWith('-copy')).toBe(true)
    expect(cloneName(`${'a'.repeat(57)}-b`)).toBe(`${'a'.repeat(57)}-copy`)
  })
})
