import { describe, expect, it } from 'vitest'

import {
  computePlan,
  dependencyOrder,
  diffFields,
  type Existing,
  emptyExisting,
  planCounts,
} from './plan'
import { sample } from './sample'

/** What a project holds after the sample blueprint was applied to it, as the page reads it */
function applied(): Existing {
  const vpc = sample.vpcs[0]
  return {
    ...emptyExisting(),
    project: { name: 'copy', description: sample.project.description },
    vpcs: [{ ...vpc }],
    subnets: { web: vpc.subnets.map((s) => ({ ...s })) },
    routers: {
      web: [
        { name: 'system', description: '', kind: 'system' },
        ...vpc.routers.map((r) => ({ ...r, kind: 'custom' })),
      ],
    },
    routes: { 'web/edge': vpc.routers[0].routes.map((r) => ({ ...r, kind: 'custom' })) },
    gateways: { web: vpc.internetGateways.map((g) => ({ ...g })) },
    gatewayPools: { 'web/gw': vpc.internetGateways[0].ipPools.map((p) => ({ ...p })) },
    firewallRules: {
      web: vpc.firewallRules.map((r) => ({ ...r, filters: { ...r.filters, hosts: null } })),
    },
    disks: sample.disks.map((d) => ({ ...d })),
    snapshots: sample.snapshots.map((s) => ({ ...s })),
    images: sample.images.map((i) => ({ ...i })),
    siloImages: ['ubuntu'],
    instances: sample.instances.map((i) => ({ ...i })),
    floatingIps: sample.floatingIps.map((f) => ({ ...f })),
    sshKeys: sample.sshKeys.map((k) => ({ ...k })),
    antiAffinityGroups: sample.antiAffinityGroups.map((g) => ({ ...g })),
    pools: ['default'],
  }
}

describe('diffFields', () => {
  it('names each field that differs, with both values', () => {
    expect(
      diffFields(
        { description: 'a', size: 2, targets: [{ type: 'vpc', value: 'web' }] },
        { description: 'b', size: 2, targets: [{ value: 'web', type: 'vpc' }] },
        ['description', 'size', 'targets'],
      ),
    ).toEqual([{ field: 'description', blueprint: 'a', existing: 'b' }])
  })

  it('reads null and absent as the same, and skips what the blueprint does not say', () => {
    expect(
      diffFields({ hosts: null, ipv6Block: undefined }, { ipv6Block: 'fd00::/64' }, [
        'hosts',
        'ipv6Block',
      ]),
    ).toEqual([])
    expect(
      diffFields({ filters: { ports: ['443'] } }, { filters: { ports: ['443'], hosts: null } }, [
        'filters',
      ]),
    ).toEqual([])
    expect(diffFields({ ncpus: 4 }, {}, ['ncpus'])).toEqual([
      { field: 'ncpus', blueprint: '4', existing: '(none)' },
    ])
  })
})

describe('dependencyOrder', () => {
  it('keeps the given order but puts each item after what it needs', () => {
    const items = [
      { key: 'a', deps: ['c'] },
      { key: 'b', deps: [] },
      { key: 'c', deps: ['b'] },
      { key: 'd', deps: ['outside'] },
    ]
    expect(dependencyOrder(items).order.map((i) => i.key)).toEqual(['b', 'c', 'a', 'd'])
  })

  it('sets apart items that need each other', () => {
    const { order, cycle } = dependencyOrder([
      { key: 'a', deps: ['b'] },
      { key: 'b', deps: ['a'] },
      { key: 'c', deps: [] },
    ])
    expect(order.map((i) => i.key)).toEqual(['c'])
    expect(cycle.map((i) => i.key)).toEqual(['a', 'b'])
  })
})

describe('computePlan', () => {
  it('to an empty silo project: everything will be created, in dependency order', () => {
    const plan = computePlan(sample, 'copy', {
      ...emptyExisting(),
      siloImages: ['ubuntu'],
      pools: ['default'],
    })
    expect(planCounts(plan)).toEqual({ create: plan.length, same: 0, differs: 0, conflict: 0 })
    const keys = plan.map((i) => i.key)
    const comesBefore = (a: string, b: string) =>
      expect(keys.indexOf(a)).toBeLessThan(keys.indexOf(b))
    expect(keys[0]).toBe('project:copy')
    comesBefore('vpc:web', 'router:web/edge')
    comesBefore('router:web/edge', 'subnet:web/front')
    comesBefore('internet-gateway:web/gw', 'internet-gateway-ip-pool:web/gw/gw-pool')
    comesBefore('disk:data', 'snapshot:data-snap')
    comesBefore('snapshot:data-snap', 'image:data-image')
    comesBefore('disk:boot', 'instance:web-1')
    comesBefore('subnet:web/front', 'instance:web-1')
    comesBefore('floating-ip:web-ip', 'instance:web-1')
    comesBefore('anti-affinity-group:spread', 'instance:web-1')
    comesBefore('ssh-key:alice-laptop', 'instance:web-1')
    comesBefore('internet-gateway:web/gw', 'route:web/edge/out')
    expect(plan.find((i) => i.key === 'instance:web-1')?.deps).toEqual(
      expect.arrayContaining(['disk:boot', 'disk:data', 'subnet:web/front', 'floating-ip:web-ip']),
    )
  })

  it('applied already: every item exists and is the same', () => {
    const plan = computePlan(sample, 'copy', applied())
    expect(plan.filter((i) => i.status !== 'same')).toEqual([])
  })

  it('exists and differs, with the fields', () => {
    const existing = applied()
    existing.disks[1] = { ...existing.disks[1], size: 2 * 1024 ** 3, description: 'old' }
    existing.instances[0] = { ...existing.instances[0], ncpus: 8 }
    const plan = computePlan(sample, 'copy', existing)
    expect(plan.filter((i) => i.status === 'differs').map((i) => [i.key, i.differences])).toEqual([
      [
        'disk:data',
        [
          { field: 'description', blueprint: '', existing: 'old' },
          { field: 'size', blueprint: String(1024 ** 3), existing: String(2 * 1024 ** 3) },
        ],
      ],
      ['instance:web-1', [{ field: 'ncpus', blueprint: '2', existing: '8' }]],
    ])
  })

  it('conflicts: a missing image or pool, a name taken by another kind', () => {
    const bp = structuredClone(sample)
    bp.vpcs[0].routers.push({ name: 'system', description: '', routes: [] })
    const existing = applied()
    existing.siloImages = []
    existing.pools = []
    existing.instances = []
    existing.disks = existing.disks.filter((d) => d.name !== 'boot')
    const plan = computePlan(bp, 'copy', existing)
    const conflicts = Object.fromEntries(
      plan.filter((i) => i.status === 'conflict').map((i) => [i.key, i.conflict]),
    )
    expect(conflicts).toEqual({
      'router:web/system': "the name system is taken by the VPC's system router",
      'internet-gateway-ip-pool:web/gw/gw-pool': 'IP pool default is missing',
      'floating-ip:web-ip': 'IP pool default is missing',
      'disk:boot': 'image ubuntu is missing',
      'instance:web-1': 'IP pool default is missing',
    })
  })

  it('an uploaded image must be in the project or the silo already', () => {
    const bp = structuredClone(sample)
    bp.images = [{ name: 'ubuntu', description: '', os: 'ubuntu', version: '24.04', source: null }]
    const plan = computePlan(bp, 'copy', { ...emptyExisting(), pools: ['default'] })
    expect(plan.find((i) => i.key === 'image:ubuntu')?.conflict).toBe(
      'image ubuntu is missing: upload it first (its content is not in a blueprint)',
    )
    const there = computePlan(bp, 'copy', {
      ...emptyExisting(),
      pools: ['default'],
      siloImages: ['ubuntu'],
    })
    expect(there.find((i) => i.key === 'image:ubuntu')?.status).toBe('create')
  })

  it('a reference to something neither in the blueprint nor in the project conflicts', () => {
    const bp = structuredClone(sample)
    bp.instances[0].disks.push({ type: 'attach', name: 'elsewhere' })
    const plan = computePlan(bp, 'copy', applied())
    expect(plan.find((i) => i.key === 'instance:web-1')?.conflict).toBe('disk elsewhere is missing')
  })
})
