import { describe, expect, it } from 'vitest'
import {
  announceSet,
  announceSetCreate,
  firewallRule,
  labRoute,
  userPolicy,
} from '../../test/unit/set-fixtures'
import type { AllowedSourceIps } from './__generated__/Api'
import {
  allowListReview,
  announceSetReview,
  diffSet,
  firewallReview,
  lldpReview,
  policyReview,
  quotasReview,
  routeReview,
} from './set-diff'
import { mergeFirewallRules, mergePolicy, routeFields, ruleToUpdate } from './whole-set'

const later = new Date('2026-01-02T00:00:00Z')
const GiB = 1024 ** 3

describe('diffSet', () => {
  const shape = {
    noun: 'Item',
    key: (x: { k: string; v: number }) => x.k,
    fields: [{ label: 'Value', text: (x: { k: string; v: number }) => String(x.v) }],
  }

  it('says what was removed, changed (field, before and after) and added, by key', () => {
    const before = [
      { k: 'a', v: 1 },
      { k: 'b', v: 2 },
      { k: 'c', v: 3 },
    ]
    const after = [
      { k: 'd', v: 4 },
      { k: 'c', v: 3 },
      { k: 'b', v: 5 },
    ]
    expect(diffSet(shape, before, after)).toEqual([
      { change: 'removed', noun: 'Item', key: 'a', name: 'a', lines: ['Value: 1'] },
      {
        change: 'changed',
        noun: 'Item',
        key: 'b',
        name: 'b',
        fields: [{ field: 'Value', before: '2', after: '5' }],
      },
      { change: 'added', noun: 'Item', key: 'd', name: 'd', lines: ['Value: 4'] },
    ])
  })

  it('is empty for the same rows in another order', () => {
    const rows = [
      { k: 'a', v: 1 },
      { k: 'b', v: 2 },
    ]
    expect(diffSet(shape, rows, [...rows].reverse())).toEqual([])
  })

  it('compares by value when the text would hide a difference', () => {
    const rounded = {
      ...shape,
      fields: [{ label: 'Value', text: () => 'about 1', value: (x: { v: number }) => x.v }],
    }
    expect(diffSet(rounded, [{ k: 'a', v: 1 }], [{ k: 'a', v: 1.001 }])).toEqual([
      expect.objectContaining({
        change: 'changed',
        fields: [{ field: 'Value', before: 'about 1', after: 'about 1' }],
      }),
    ])
  })
})

describe('firewallReview', () => {
  it('is what the PUT changes on the re-read rules; what others changed is apart', () => {
    const opened = [firewallRule('a'), firewallRule('b')]
    // meanwhile someone added c and raised b's priority
    const fresh = [firewallRule('a'), firewallRule('b', 20, later), firewallRule('c')]
    const merged = mergeFirewallRules(opened, fresh, {
      replacing: 'a',
      rule: { ...ruleToUpdate(firewallRule('a')), priority: 5, filters: { ports: ['22', '443'] } },
    })
    if (!('set' in merged)) throw new Error('a conflict')
    const { change, others } = firewallReview(opened, fresh, merged.set)
    expect(change).toEqual([
      {
        change: 'changed',
        noun: 'Firewall rule',
        key: 'a',
        name: 'a',
        fields: [
          { field: 'Priority', before: '10', after: '5' },
          { field: 'Protocols', before: 'icmp type 8 code 0', after: 'any' },
          { field: 'Ports', before: '22', after: '22, 443' },
        ],
      },
    ])
    // a new time alone is no change
    expect(others).toEqual([
      expect.objectContaining({
        change: 'changed',
        name: 'b',
        fields: [{ field: 'Priority', before: '10', after: '20' }],
      }),
      expect.objectContaining({ change: 'added', name: 'c' }),
    ])
    expect(others[1]).toMatchObject({
      lines: expect.arrayContaining(['Priority: 10', 'Targets: vpc default', 'Hosts: any']),
    })
  })

  it('a deleted rule is removed, with what it was', () => {
    const rules = [firewallRule('a'), firewallRule('b')]
    const { change, others } = firewallReview(rules, rules, [ruleToUpdate(firewallRule('a'))])
    expect(change).toEqual([
      expect.objectContaining({
        change: 'removed',
        name: 'b',
        lines: expect.arrayContaining(['Ports: 22']),
      }),
    ])
    expect(others).toEqual([])
  })
})

describe('policyReview', () => {
  const names = new Map([
    ['u1', 'Carol Chen'],
    ['u2', 'Dave Diaz'],
  ])

  it('one row an identity, named, its role before and after', () => {
    const opened = userPolicy(['u1', 'viewer'])
    const fresh = userPolicy(['u1', 'viewer'], ['u2', 'viewer'])
    const merged = mergePolicy(opened, fresh, {
      identityId: 'u1',
      identityType: 'silo_user',
      name: 'Carol Chen',
      roleName: 'admin',
    })
    if (!('set' in merged)) throw new Error('a conflict')
    const { change, others } = policyReview(names, opened, fresh, merged.set)
    expect(change).toEqual([
      {
        change: 'changed',
        noun: 'Role of',
        key: 'u1',
        name: 'Carol Chen',
        fields: [{ field: 'Role', before: 'viewer', after: 'admin' }],
      },
    ])
    expect(others).toEqual([
      expect.objectContaining({
        change: 'added',
        name: 'Dave Diaz',
        lines: ['Role: viewer', 'Type: User'],
      }),
    ])
  })

  it('an identity not known by name shows its id', () => {
    const { change } = policyReview(names, userPolicy(), userPolicy(), userPolicy(['u9', 'viewer']))
    expect(change).toEqual([expect.objectContaining({ change: 'added', name: 'u9' })])
  })
})

describe('allowListReview', () => {
  it('one row a network; from any to a list, "Any address" goes', () => {
    const any: AllowedSourceIps = { allow: 'any' }
    const list: AllowedSourceIps = { allow: 'list', ips: ['10.0.0.0/8', '192.0.2.0/24'] }
    expect(allowListReview(any, any, list).change.map((r) => [r.change, r.name])).toEqual([
      ['removed', 'Any address'],
      ['added', '10.0.0.0/8'],
      ['added', '192.0.2.0/24'],
    ])
    const others = allowListReview(list, { allow: 'list', ips: ['10.0.0.0/8'] }, list).others
    expect(others.map((r) => [r.change, r.name])).toEqual([['removed', '192.0.2.0/24']])
  })
})

describe('announceSetReview', () => {
  const mine = announceSetCreate('edge', 'edge nets')

  it('a new set is added with its networks', () => {
    const sets = [announceSet('a', '')]
    const { change, others } = announceSetReview(sets, sets, mine, [])
    expect(change).toEqual([
      expect.objectContaining({
        change: 'added',
        name: 'edge',
        lines: ['Description: edge nets', 'Announcements: 192.0.2.0/24'],
      }),
    ])
    expect(others).toEqual([])
  })

  it('a set of the same name is changed: its networks replaced', () => {
    const sets = [announceSet('edge', 'edge nets')]
    const { change } = announceSetReview(sets, sets, mine, ['198.51.100.0/24'])
    expect(change).toEqual([
      expect.objectContaining({
        change: 'changed',
        fields: [{ field: 'Announcements', before: '198.51.100.0/24', after: '192.0.2.0/24' }],
      }),
    ])
  })
})

describe('one object written whole', () => {
  it('quotas: the fields changed, sizes in bytes', () => {
    const q = { cpus: 10, memory: 10 * GiB, storage: 100 * GiB }
    const { change, others } = quotasReview(
      q,
      { ...q, cpus: 12 },
      { ...q, cpus: 12, memory: 20 * GiB },
    )
    expect(change).toEqual([
      expect.objectContaining({
        change: 'changed',
        noun: 'Quotas',
        fields: [{ field: 'Memory', before: '10 GiB', after: '20 GiB' }],
      }),
    ])
    expect(others).toEqual([
      expect.objectContaining({ fields: [{ field: 'CPUs', before: '10', after: '12' }] }),
    ])
  })

  it('LLDP: an empty field reads "(none)"; the same configuration is no change', () => {
    const c = {
      enabled: true,
      linkName: null,
      linkDescription: null,
      chassisId: null,
      systemName: 's',
      systemDescription: null,
      managementIp: null,
    }
    const { change } = lldpReview(c, c, { ...c, enabled: false, linkName: 'uplink' })
    expect(change[0]).toMatchObject({
      fields: [
        { field: 'LLDP enabled', before: 'yes', after: 'no' },
        { field: 'Link name', before: '(none)', after: 'uplink' },
      ],
    })
    expect(lldpReview(c, c, c)).toEqual({ change: [], others: [] })
  })

  it('a route: named as re-read, its target before and after', () => {
    const route = labRoute
    const { change } = routeReview(route, route, {
      ...routeFields(route),
      target: { type: 'ip', value: '10.0.0.9' },
    })
    expect(change).toEqual([
      expect.objectContaining({
        change: 'changed',
        name: 'to-lab',
        fields: [{ field: 'Target', before: 'ip 10.0.0.5', after: 'ip 10.0.0.9' }],
      }),
    ])
  })
})
