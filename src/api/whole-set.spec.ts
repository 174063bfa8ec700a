import { describe, expect, it } from 'vitest'
import {
  announceSet,
  announceSetCreate,
  firewallRule,
  labRoute,
  t,
  userPolicy,
} from '../../test/unit/set-fixtures'
import type {
  AllowedSourceIps,
  Instance,
  LldpLinkConfigCreate,
  VpcFirewallRule,
  VpcFirewallRuleUpdate,
} from './__generated__/Api'
import {
  conflictMessage,
  instanceFields,
  mergeAllowList,
  mergeAnnounceSet,
  mergeFirewallRuleRemovals,
  mergeFirewallRules,
  mergeInstanceUpdate,
  mergeLldpConfig,
  mergePolicy,
  mergeQuotas,
  mergeRouteUpdate,
  routeFields,
  sameData,
  WholeSetConflict,
  writeWholeSet,
} from './whole-set'

const update = (r: VpcFirewallRule, changes: Partial<VpcFirewallRuleUpdate> = {}) => {
  const { id, vpcId, timeCreated, timeModified, ...rest } = r
  return { ...rest, ...changes }
}
const names = (m: { set: { name: string }[] } | { conflict: unknown }) =>
  'set' in m ? m.set.map((r) => r.name) : m

describe('sameData', () => {
  it('ignores key order and undefined properties, compares dates by time', () => {
    expect(sameData({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1, d: undefined })).toBe(
      true,
    )
    expect(sameData(new Date(t), new Date(t))).toBe(true)
    expect(sameData({ a: 1 }, { a: 2 })).toBe(false)
    expect(sameData([1], { 0: 1 })).toBe(false)
  })
})

describe('firewall rules', () => {
  const a = firewallRule('a')
  const b = firewallRule('b')
  const base = [a, b]

  it('keeps a rule someone else added while the person edited another', () => {
    const merged = mergeFirewallRules(base, [a, b, firewallRule('c')], {
      replacing: 'a',
      rule: update(a, { priority: 5 }),
    })
    expect(names(merged)).toEqual(['a', 'b', 'c'])
    expect('set' in merged && merged.set[0].priority).toBe(5)
    expect('set' in merged && merged.set[0]).not.toHaveProperty('id')
  })

  it('appends a new rule to the fresh set', () => {
    expect(names(mergeFirewallRules(base, [b], { rule: update(firewallRule('n')) }))).toEqual([
      'b',
      'n',
    ])
  })

  it('refuses a new rule whose name someone else took meanwhile', () => {
    const merged = mergeFirewallRules(base, [a, b, firewallRule('n', 3)], {
      rule: update(firewallRule('n')),
    })
    expect(merged).toMatchObject({ conflict: { noun: 'Firewall rule', name: 'n' } })
  })

  it('refuses an edit of a rule removed meanwhile, naming it, theirs removed', () => {
    const merged = mergeFirewallRules(base, [b], { replacing: 'a', rule: update(a) })
    expect(merged).toMatchObject({ conflict: { name: 'a', theirs: null } })
    if ('conflict' in merged) {
      expect(merged.conflict.yours).toContain('Ports: 22')
      expect(conflictMessage(merged.conflict)).toBe(
        'Firewall rule a was removed by someone else since you opened it. Nothing was sent.',
      )
    }
  })

  it('refuses an edit of a rule changed meanwhile, with both versions', () => {
    const merged = mergeFirewallRules(base, [firewallRule('a', 99), b], {
      replacing: 'a',
      rule: update(a, { priority: 5 }),
    })
    expect(merged).toMatchObject({ conflict: { name: 'a' } })
    if ('conflict' in merged) {
      expect(merged.conflict.theirs?.[0]).toContain('priority 99')
      expect(merged.conflict.yours?.[0]).toContain('priority 5')
    }
  })

  it('re-applied on the fresh set, an edit of a removed rule adds it anew', () => {
    expect(names(mergeFirewallRules([b], [b], { replacing: 'a', rule: update(a) }))).toEqual([
      'b',
      'a',
    ])
  })

  it('refuses a rename onto a name someone else took', () => {
    const merged = mergeFirewallRules(base, [a, b, firewallRule('x')], {
      replacing: 'a',
      rule: update(a, { name: 'x' }),
    })
    expect(merged).toMatchObject({ conflict: { name: 'x' } })
  })

  it('removes rules from the fresh set; one gone already is no matter; one changed refuses', () => {
    expect(names(mergeFirewallRuleRemovals([a, b, firewallRule('c')], [a]))).toEqual(['b', 'c'])
    expect(names(mergeFirewallRuleRemovals([b], [a, b]))).toEqual([])
    expect(mergeFirewallRuleRemovals([firewallRule('a', 1), b], [a, b])).toMatchObject({
      conflict: { name: 'a', yours: null },
    })
  })
})

describe('policies', () => {
  const change = (identityId: string, roleName: 'admin' | 'viewer' | null) => ({
    identityId,
    identityType: 'silo_user' as const,
    name: identityId,
    roleName,
  })

  it("applies a role change to the fresh policy, keeping someone else's new assignment", () => {
    const merged = mergePolicy(
      userPolicy(['u1', 'viewer']),
      userPolicy(['u1', 'viewer'], ['u2', 'admin']),
      change('u1', 'admin'),
    )
    expect(merged).toEqual({ set: userPolicy(['u2', 'admin'], ['u1', 'admin']) })
  })

  it('refuses when the identity gained, changed or lost a role meanwhile', () => {
    expect(
      mergePolicy(userPolicy(), userPolicy(['u1', 'viewer']), change('u1', 'admin')),
    ).toMatchObject({
      conflict: { name: 'u1', theirs: ['viewer'], yours: ['admin'] },
    })
    expect(
      mergePolicy(
        userPolicy(['u1', 'viewer']),
        userPolicy(['u1', 'collaborator']),
        change('u1', null),
      ),
    ).toMatchObject({ conflict: { theirs: ['collaborator'], yours: null } })
    expect(
      mergePolicy(userPolicy(['u1', 'viewer']), userPolicy(), change('u1', 'admin')),
    ).toMatchObject({
      conflict: { theirs: null },
    })
  })

  it('removes a role from the fresh policy', () => {
    expect(
      mergePolicy(
        userPolicy(['u1', 'viewer']),
        userPolicy(['u1', 'viewer'], ['u3', 'viewer']),
        change('u1', null),
      ),
    ).toEqual({ set: userPolicy(['u3', 'viewer']) })
  })
})

describe('the IP allow list', () => {
  const list = (...ips: string[]): AllowedSourceIps => ({ allow: 'list', ips })
  const any: AllowedSourceIps = { allow: 'any' }

  it("applies additions and removals to the fresh list, keeping someone else's entry", () => {
    expect(
      mergeAllowList(
        list('10.0.0.0/8', '192.0.2.0/24'),
        list('10.0.0.0/8', '192.0.2.0/24', '198.51.100.0/24'),
        list('10.0.0.0/16', '192.0.2.0/24'),
      ),
    ).toEqual({ set: list('192.0.2.0/24', '198.51.100.0/24', '10.0.0.0/16') })
  })

  it('refuses an edit of a network removed meanwhile, naming it', () => {
    const merged = mergeAllowList(
      list('10.0.0.0/8', '192.0.2.0/24'),
      list('192.0.2.0/24'),
      list('10.0.0.0/16', '192.0.2.0/24'),
    )
    expect(merged).toEqual({
      conflict: { noun: 'Network', name: '10.0.0.0/8', theirs: null, yours: ['10.0.0.0/16'] },
    })
  })

  it('a switch between any and a list needs the list as the person saw it', () => {
    expect(mergeAllowList(any, any, list('10.0.0.0/8'))).toEqual({ set: list('10.0.0.0/8') })
    expect(
      mergeAllowList(list('10.0.0.0/8'), list('10.0.0.0/8', '192.0.2.0/24'), any),
    ).toMatchObject({
      conflict: {
        noun: 'The IP allow list',
        theirs: ['10.0.0.0/8', '192.0.2.0/24'],
        yours: ['Any address'],
      },
    })
    expect(
      mergeAllowList(list('10.0.0.0/8'), any, list('10.0.0.0/8', '192.0.2.0/24')),
    ).toMatchObject({
      conflict: { theirs: ['Any address'] },
    })
  })
})

describe('BGP announce sets', () => {
  const mine = announceSetCreate('s', 'mine')

  it('creates or replaces a set as the person saw it', () => {
    expect(mergeAnnounceSet([], [announceSet('other')], mine)).toEqual({ set: mine })
    expect(mergeAnnounceSet([announceSet('s')], [announceSet('s')], mine)).toEqual({ set: mine })
  })

  it('refuses to replace a set of that name made or changed meanwhile', () => {
    expect(mergeAnnounceSet([], [announceSet('s')], mine)).toMatchObject({
      conflict: { noun: 'Announce set', name: 's', yours: ['mine', '192.0.2.0/24'] },
    })
    expect(
      mergeAnnounceSet([announceSet('s')], [announceSet('s', 'd', new Date(2))], mine),
    ).toHaveProperty('conflict')
  })
})

describe('one object written whole', () => {
  const lldp: LldpLinkConfigCreate = { enabled: true, linkName: 'a', systemName: 'sw' }

  it('puts the fields the person changed onto the fresh object', () => {
    expect(
      mergeLldpConfig(lldp, { ...lldp, systemName: 'sw2' }, { ...lldp, linkName: 'b' }),
    ).toMatchObject({ set: { enabled: true, linkName: 'b', systemName: 'sw2' } })
    expect(
      mergeQuotas(
        { cpus: 1, memory: 2, storage: 3 },
        { cpus: 1, memory: 5, storage: 3 },
        { cpus: 4, memory: 2, storage: 3 },
      ),
    ).toEqual({
      set: { cpus: 4, memory: 5, storage: 3 },
    })
  })

  it('refuses a field both changed differently; the same change is no conflict', () => {
    expect(mergeLldpConfig(lldp, { ...lldp, linkName: 'c' }, { ...lldp, linkName: 'b' })).toEqual({
      conflict: { noun: 'LLDP setting', name: 'Link name', theirs: ['c'], yours: ['b'] },
    })
    expect(mergeQuotas({ cpus: 1 }, { cpus: 4 }, { cpus: 4 })).toMatchObject({ set: { cpus: 4 } })
  })
})

describe("an instance's settings", () => {
  const GiB = 1024 ** 3
  const opened: Instance = {
    id: 'i',
    name: 'db',
    description: '',
    hostname: 'db',
    projectId: 'p',
    ncpus: 2,
    memory: 8 * GiB,
    runState: 'stopped',
    autoRestartEnabled: true,
    autoRestartPolicy: null,
    bootDiskId: 'd1',
    cpuPlatform: null,
    enableJumboFrames: false,
    timeCreated: t,
    timeModified: t,
    timeRunStateUpdated: t,
  }
  // another operator resized it after the person opened the form
  const resized = { ...opened, ncpus: 8, memory: 32 * GiB }

  it("keeps another's resize when the person changes only the policy or the boot disk", () => {
    const policy = { ...instanceFields(opened), autoRestartPolicy: 'never' as const }
    expect(mergeInstanceUpdate(opened, resized, policy)).toEqual({
      set: { ...instanceFields(resized), autoRestartPolicy: 'never' },
    })
    const boot = { ...instanceFields(opened), bootDisk: null }
    expect(mergeInstanceUpdate(opened, resized, boot)).toEqual({
      set: { ...instanceFields(resized), bootDisk: null },
    })
  })

  it('refuses a size both changed, and names the value each would have', () => {
    const mine = { ...instanceFields(opened), memory: 16 * GiB }
    expect(mergeInstanceUpdate(opened, resized, mine)).toEqual({
      conflict: { noun: 'Instance setting', name: 'Memory', theirs: ['32 GiB'], yours: ['16 GiB'] },
    })
    const boot = { ...instanceFields(opened), bootDisk: 'd2' }
    const names = (id: string) => ({ d2: 'data', d3: 'scratch' })[id] ?? id
    expect(mergeInstanceUpdate(opened, { ...opened, bootDiskId: 'd3' }, boot, names)).toEqual({
      conflict: {
        noun: 'Instance setting',
        name: 'Boot disk',
        theirs: ['scratch'],
        yours: ['data'],
      },
    })
    // the same change on both sides is none
    expect(mergeInstanceUpdate(opened, resized, instanceFields(resized))).toEqual({
      set: instanceFields(resized),
    })
  })
})

describe('writeWholeSet', () => {
  it('reads, merges and writes the merged set', async () => {
    const written: number[][] = []
    await writeWholeSet({
      read: async () => [1, 2],
      merge: (fresh) => ({ set: [...fresh, 3] }),
      write: async (set) => written.push(set),
    })
    expect(written).toEqual([[1, 2, 3]])
  })

  it('on a conflict sends nothing and can rebase on the fresh set', async () => {
    let base = 'old'
    let sent = false
    const attempt = writeWholeSet({
      read: async () => 'fresh',
      merge: () => ({ conflict: { noun: 'Thing', name: 'x', theirs: ['t'], yours: ['y'] } }),
      write: async () => {
        sent = true
      },
      rebase: (fresh) => {
        base = fresh
      },
    })
    const error = await attempt.catch((e) => e)
    expect(error).toBeInstanceOf(WholeSetConflict)
    expect(sent).toBe(false)
    error.rebase()
    expect(base).toBe('fresh')
  })
})

describe("a router's route", () => {
  const opened = labRoute
  // another operator pointed it at a new next hop after the person opened the form
  const retargeted = { ...opened, target: { type: 'ip' as const, value: '10.0.0.9' } }

  it("keeps another's new target when the person changes only the description", () => {
    const mine = { ...routeFields(opened), description: 'the lab network' }
    expect(mergeRouteUpdate(opened, retargeted, mine)).toEqual({
      set: { ...routeFields(retargeted), description: 'the lab network' },
    })
  })

  it('refuses a target both changed, showing each as kind and value', () => {
    const mine = { ...routeFields(opened), target: { type: 'drop' as const } }
    expect(mergeRouteUpdate(opened, retargeted, mine)).toEqual({
      conflict: { noun: 'Route', name: 'Target', theirs: ['ip 10.0.0.9'], yours: ['drop'] },
    })
  })
})
