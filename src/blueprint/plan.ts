/**
 * A blueprint's plan: each item it holds against what the project has now
 * (will be created, exists and is the same, exists and differs, conflicts),
 * the order to create them in, and the fields that differ. Pure: what exists
 * is read by the page (`target.ts`) and handed in.
 *
 * Apply creates what is missing and changes nothing that exists: an item that
 * differs is shown with its fields and left as it is.
 */
import type { Blueprint } from './schema'

export type Kind =
  | 'project'
  | 'vpc'
  | 'router'
  | 'subnet'
  | 'internet-gateway'
  | 'internet-gateway-ip-pool'
  | 'ssh-key'
  | 'anti-affinity-group'
  | 'floating-ip'
  | 'disk'
  | 'snapshot'
  | 'image'
  | 'instance'
  | 'route'
  | 'firewall-rule'

/** What the plan's table calls each kind */
export const kindLabel: Record<Kind, string> = {
  project: 'Project',
  vpc: 'VPC',
  router: 'Router',
  subnet: 'Subnet',
  'internet-gateway': 'Internet gateway',
  'internet-gateway-ip-pool': 'Internet gateway IP pool',
  'ssh-key': 'SSH key',
  'anti-affinity-group': 'Anti-affinity group',
  'floating-ip': 'Floating IP',
  disk: 'Disk',
  snapshot: 'Snapshot',
  image: 'Image',
  instance: 'Instance',
  route: 'Route',
  'firewall-rule': 'Firewall rule',
}

export type PlanStatus = 'create' | 'same' | 'differs' | 'conflict'

/** What the plan's table says of each status */
export const statusLabel: Record<PlanStatus, string> = {
  create: 'Will be created',
  same: 'Exists and is the same',
  differs: 'Exists and differs',
  conflict: 'Conflicts',
}

export type Difference = { field: string; blueprint: string; existing: string }

export type PlanItem = {
  /** unique in the plan: the kind and the path of names, `subnet:web/front` */
  key: string
  kind: Kind
  name: string
  /** the items it lives in, for the table: "web" for a subnet of VPC web */
  parent?: string
  status: PlanStatus
  differences: Difference[]
  conflict?: string
  /** the keys of the blueprint's items it needs made first */
  deps: string[]
}

type Row = { name: string } & Record<string, unknown>

/** Something an item refers to: a blueprint item (`key`), or else it must exist already */
type Need = { key?: string; exists: boolean; missing: string }

/**
 * What the project has now, by name (the page reads it from the API and turns
 * ids into names): lists of a VPC keyed by the VPC's name, a router's routes
 * by `vpc/router`, a gateway's pools by `vpc/gateway`.
 */
export type Existing = {
  project: { name: string; description: string } | undefined
  vpcs: Row[]
  subnets: Record<string, Row[]>
  routers: Record<string, Row[]>
  routes: Record<string, Row[]>
  gateways: Record<string, Row[]>
  gatewayPools: Record<string, Row[]>
  firewallRules: Record<string, Row[]>
  disks: Row[]
  snapshots: Row[]
  /** the project's images */
  images: Row[]
  /** the names of the silo's images, which a disk may be made from too */
  siloImages: string[]
  instances: Row[]
  floatingIps: Row[]
  /** the signed-in user's SSH keys */
  sshKeys: Row[]
  antiAffinityGroups: Row[]
  /** the names of the IP pools the silo may use */
  pools: string[]
}

export const emptyExisting = (): Existing => ({
  project: undefined,
  vpcs: [],
  subnets: {},
  routers: {},
  routes: {},
  gateways: {},
  gatewayPools: {},
  firewallRules: {},
  disks: [],
  snapshots: [],
  images: [],
  siloImages: [],
  instances: [],
  floatingIps: [],
  sshKeys: [],
  antiAffinityGroups: [],
  pools: [],
})

// --- differences ----------------------------------------------------------

/** A value as compared and shown: nulls and absent keys dropped, keys in order */
function normalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalize)
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key]
      if (v !== null && v !== undefined) out[key] = normalize(v)
    }
    return out
  }
  return value
}

const show = (value: unknown) => {
  const v = normalize(value)
  if (v === undefined || v === null) return '(none)'
  return typeof v === 'string' ? v : JSON.stringify(v)
}

/** The fields whose values differ between what the blueprint wants and what exists */
export function diffFields(
  want: Record<string, unknown>,
  have: Record<string, unknown>,
  fields: readonly string[],
): Difference[] {
  const out: Difference[] = []
  for (const field of fields) {
    if (want[field] === undefined) continue // the blueprint does not say: anything goes
    const a = JSON.stringify(normalize(want[field]) ?? null)
    const b = JSON.stringify(normalize(have[field]) ?? null)
    if (a !== b) out.push({ field, blueprint: show(want[field]), existing: show(have[field]) })
  }
  return out
}

// --- dependency order -----------------------------------------------------

/**
 * The items in an order where each comes after what it needs: the order given,
 * but an item waits for its dependencies. Items that need each other, however
 * far round, are returned apart as `cycle`.
 */
export function dependencyOrder<T extends { key: string; deps: string[] }>(items: T[]) {
  const byKey = new Map(items.map((item) => [item.key, item]))
  const placed = new Set<string>()
  const order: T[] = []
  let progress = true
  while (progress) {
    progress = false
    for (const item of items) {
      if (placed.has(item.key)) continue
      if (item.deps.every((d) => placed.has(d) || !byKey.has(d))) {
        placed.add(item.key)
        order.push(item)
        progress = true
        // start again from the top: the earliest item now free goes next
        break
      }
    }
  }
  return { order, cycle: items.filter((item) => !placed.has(item.key)) }
}

// --- the plan -------------------------------------------------------------

const fieldsOf: Record<Kind, readonly string[]> = {
  project: ['description'],
  vpc: ['description', 'dnsName', 'ipv6Prefix'],
  router: ['description'],
  subnet: ['description', 'ipv4Block', 'ipv6Block', 'customRouter'],
  'internet-gateway': ['description'],
  'internet-gateway-ip-pool': ['description', 'ipPool'],
  'ssh-key': ['description', 'publicKey'],
  'anti-affinity-group': ['description', 'policy', 'failureDomain'],
  'floating-ip': ['description'],
  disk: ['description', 'size'],
  snapshot: ['description', 'disk'],
  image: ['description', 'os', 'version'],
  instance: ['description', 'hostname', 'ncpus', 'memory'],
  route: ['description', 'destination', 'target'],
  'firewall-rule': [
    'description',
    'action',
    'direction',
    'priority',
    'status',
    'targets',
    'filters',
  ],
}

const key = (kind: Kind, ...names: string[]) => `${kind}:${names.join('/')}`

/**
 * The plan of a blueprint applied to the project named `project` (the
 * blueprint's own name for it is only a suggestion), in dependency order.
 */
export function computePlan(bp: Blueprint, project: string, existing: Existing): PlanItem[] {
  const items: PlanItem[] = []
  const inBlueprint = new Set<string>()

  // what the blueprint makes, so a reference to it is a dependency, not a missing thing
  const projectKey = key('project', project)
  inBlueprint.add(projectKey)
  for (const vpc of bp.vpcs) {
    inBlueprint.add(key('vpc', vpc.name))
    for (const s of vpc.subnets) inBlueprint.add(key('subnet', vpc.name, s.name))
    for (const r of vpc.routers) inBlueprint.add(key('router', vpc.name, r.name))
    for (const g of vpc.internetGateways) inBlueprint.add(key('internet-gateway', vpc.name, g.name))
  }
  for (const [kind, list] of [
    ['disk', bp.disks],
    ['snapshot', bp.snapshots],
    ['image', bp.images],
    ['instance', bp.instances],
    ['floating-ip', bp.floatingIps],
    ['ssh-key', bp.sshKeys],
    ['anti-affinity-group', bp.antiAffinityGroups],
  ] as const) {
    for (const item of list) inBlueprint.add(key(kind, item.name))
  }

  const named = (rows: Row[] | undefined, name: string) => rows?.find((r) => r.name === name)

  /**
   * One item: created when nothing of its name exists, else the same or
   * differing; `needs` are what it refers to, each a blueprint item (a
   * dependency) or something that must exist already (else a conflict).
   */
  const add = (
    kind: Kind,
    names: string[],
    want: Record<string, unknown>,
    have: Row | undefined,
    needs: Need[] = [],
    taken?: string,
  ) => {
    const deps: string[] = []
    const missing: string[] = []
    for (const need of needs) {
      if (need.key && inBlueprint.has(need.key)) deps.push(need.key)
      else if (!need.exists) missing.push(need.missing)
    }
    const differences = have ? diffFields(want, have, fieldsOf[kind]) : []
    const conflict = taken ?? (missing.length > 0 ? missing.join('; ') : undefined)
    items.push({
      key: key(kind, ...names),
      kind,
      name: names[names.length - 1],
      parent: names.length > 1 ? names.slice(0, -1).join(' / ') : undefined,
      status: conflict
        ? 'conflict'
        : !have
          ? 'create'
          : differences.length > 0
            ? 'differs'
            : 'same',
      differences,
      conflict,
      deps,
    })
  }
  const projectNeed: Need = { key: projectKey, exists: true, missing: '' }

  add('project', [project], { description: bp.project.description }, existing.project)

  for (const vpc of bp.vpcs) {
    const v = vpc.name
    const haveVpc = named(existing.vpcs, v)
    add('vpc', [v], vpc, haveVpc, [projectNeed])
    const vpcNeed = { key: key('vpc', v), exists: true, missing: '' }
    for (const router of vpc.routers) {
      const have = named(existing.routers[v], router.name)
      // the VPC's own router (kind `system`) has a name a custom router cannot take
      const taken =
        have && have.kind !== 'custom'
          ? `the name ${router.name} is taken by the VPC's system router`
          : undefined
      add('router', [v, router.name], router, have, [vpcNeed], taken)
    }
    for (const subnet of vpc.subnets) {
      const router = subnet.customRouter
      add('subnet', [v, subnet.name], subnet, named(existing.subnets[v], subnet.name), [
        vpcNeed,
        ...(router
          ? [
              {
                key: key('router', v, router),
                exists: !!named(existing.routers[v], router),
                missing: `router ${router} is missing`,
              },
            ]
          : []),
      ])
    }
    for (const gw of vpc.internetGateways) {
      add('internet-gateway', [v, gw.name], gw, named(existing.gateways[v], gw.name), [vpcNeed])
      for (const pool of gw.ipPools) {
        add(
          'internet-gateway-ip-pool',
          [v, gw.name, pool.name],
          pool,
          named(existing.gatewayPools[`${v}/${gw.name}`], pool.name),
          [
            { key: key('internet-gateway', v, gw.name), exists: true, missing: '' },
            {
              exists: existing.pools.includes(pool.ipPool),
              missing: `IP pool ${pool.ipPool} is missing`,
            },
          ],
        )
      }
    }
  }

  for (const k of bp.sshKeys) {
    add('ssh-key', [k.name], k, named(existing.sshKeys, k.name))
  }
  for (const g of bp.antiAffinityGroups) {
    add('anti-affinity-group', [g.name], g, named(existing.antiAffinityGroups, g.name), [
      projectNeed,
    ])
  }
  const poolNeed = (selector: { type: string; pool?: string } | undefined): Need[] =>
    selector?.type === 'explicit' && selector.pool
      ? [
          {
            exists: existing.pools.includes(selector.pool),
            missing: `IP pool ${selector.pool} is missing`,
          },
        ]
      : []
  for (const ip of bp.floatingIps) {
    add('floating-ip', [ip.name], ip, named(existing.floatingIps, ip.name), [
      projectNeed,
      ...poolNeed(ip.addressAllocator?.poolSelector),
    ])
  }

  const imageExists = (name: string) =>
    !!named(existing.images, name) || existing.siloImages.includes(name)
  for (const disk of bp.disks) {
    const source = disk.diskBackend.type === 'distributed' ? disk.diskBackend.diskSource : undefined
    const needs: Need[] = [projectNeed]
    if (source?.type === 'image') {
      needs.push({
        key: key('image', source.image),
        exists: imageExists(source.image),
        missing: `image ${source.image} is missing`,
      })
    }
    if (source?.type === 'snapshot') {
      needs.push({
        key: key('snapshot', source.snapshot),
        exists: !!named(existing.snapshots, source.snapshot),
        missing: `snapshot ${source.snapshot} is missing`,
      })
    }
    add('disk', [disk.name], disk, named(existing.disks, disk.name), needs)
  }
  for (const snap of bp.snapshots) {
    add('snapshot', [snap.name], snap, named(existing.snapshots, snap.name), [
      {
        key: key('disk', snap.disk),
        exists: !!named(existing.disks, snap.disk),
        missing: `disk ${snap.disk} is missing`,
      },
    ])
  }
  for (const image of bp.images) {
    const have = named(existing.images, image.name)
    const snap = image.source?.snapshot
    add(
      'image',
      [image.name],
      image,
      have,
      snap
        ? [
            {
              key: key('snapshot', snap),
              exists: !!named(existing.snapshots, snap),
              missing: `snapshot ${snap} is missing`,
            },
          ]
        : [],
      // an uploaded image's content is not in a blueprint: it must be there already
      !snap && !have && !existing.siloImages.includes(image.name)
        ? `image ${image.name} is missing: upload it first (its content is not in a blueprint)`
        : undefined,
    )
  }

  for (const inst of bp.instances) {
    const needs: Need[] = [projectNeed]
    for (const d of [...(inst.bootDisk ? [inst.bootDisk] : []), ...inst.disks]) {
      needs.push({
        key: key('disk', d.name),
        exists: !!named(existing.disks, d.name),
        missing: `disk ${d.name} is missing`,
      })
    }
    if (inst.networkInterfaces.type === 'create') {
      for (const nic of inst.networkInterfaces.params) {
        needs.push({
          key: key('subnet', nic.vpcName, nic.subnetName),
          exists: !!named(existing.subnets[nic.vpcName], nic.subnetName),
          missing: `subnet ${nic.subnetName} of VPC ${nic.vpcName} is missing`,
        })
      }
    }
    for (const ip of inst.externalIps) {
      if (ip.type === 'floating') {
        const have = named(existing.floatingIps, ip.floatingIp)
        needs.push({
          key: key('floating-ip', ip.floatingIp),
          exists: !!have,
          missing: `floating IP ${ip.floatingIp} is missing`,
        })
      } else needs.push(...poolNeed(ip.poolSelector))
    }
    for (const g of inst.antiAffinityGroups) {
      needs.push({
        key: key('anti-affinity-group', g),
        exists: !!named(existing.antiAffinityGroups, g),
        missing: `anti-affinity group ${g} is missing`,
      })
    }
    for (const k of inst.sshPublicKeys ?? []) {
      needs.push({
        key: key('ssh-key', k),
        exists: !!named(existing.sshKeys, k),
        missing: `SSH key ${k} is missing`,
      })
    }
    add('instance', [inst.name], inst, named(existing.instances, inst.name), needs)
  }

  // routes and firewall rules may name instances and subnets: they come last
  for (const vpc of bp.vpcs) {
    const v = vpc.name
    const refNeed = (ref: { type: string; value?: unknown }): Need[] => {
      const name = String(ref.value)
      switch (ref.type) {
        case 'vpc':
          return [
            {
              key: key('vpc', name),
              exists: !!named(existing.vpcs, name),
              missing: `VPC ${name} is missing`,
            },
          ]
        case 'subnet':
          return [
            {
              key: key('subnet', v, name),
              exists: !!named(existing.subnets[v], name),
              missing: `subnet ${name} is missing`,
            },
          ]
        case 'instance':
          return [
            {
              key: key('instance', name),
              exists: !!named(existing.instances, name),
              missing: `instance ${name} is missing`,
            },
          ]
        case 'internet_gateway':
          return [
            {
              key: key('internet-gateway', v, name),
              exists: !!named(existing.gateways[v], name),
              missing: `internet gateway ${name} is missing`,
            },
          ]
        default:
          return []
      }
    }
    for (const router of vpc.routers) {
      for (const route of router.routes) {
        const have = named(existing.routes[`${v}/${router.name}`], route.name)
        add(
          'route',
          [v, router.name, route.name],
          route,
          have,
          [
            { key: key('router', v, router.name), exists: true, missing: '' },
            ...refNeed(route.destination),
            ...refNeed(route.target),
          ],
          have && have.kind !== 'custom'
            ? `the name ${route.name} is taken by a ${String(have.kind).replaceAll('_', ' ')} route`
            : undefined,
        )
      }
    }
    for (const rule of vpc.firewallRules) {
      add('firewall-rule', [v, rule.name], rule, named(existing.firewallRules[v], rule.name), [
        { key: key('vpc', v), exists: true, missing: '' },
        ...rule.targets.flatMap(refNeed),
        ...(rule.filters.hosts ?? []).flatMap(refNeed),
      ])
    }
  }

  const { order, cycle } = dependencyOrder(items)
  return [
    ...order,
    ...cycle.map((item) => ({
      ...item,
      status: 'conflict' as const,
      conflict: 'it needs itself, through the items it refers to',
    })),
  ]
}

/** The plan's counts, for its summary */
export function planCounts(plan: PlanItem[]) {
  const counts: Record<PlanStatus, number> = { create: 0, same: 0, differs: 0, conflict: 0 }
  for (const item of plan) counts[item.status]++
  return counts
}
