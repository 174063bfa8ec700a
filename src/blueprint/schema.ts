/**
 * A blueprint: a project's setup as a JSON document, every resource by name.
 *
 * Each resource is written with the field names of its create body in the API
 * document (`ProjectCreate`, `VpcCreate`, `VpcSubnetCreate`, `DiskCreate`,
 * `InstanceCreate`...), with a resource it refers to named, never by id. A
 * blueprint holds no ids, no states (run state, time created) and no secrets
 * (an instance's `userData` may hold one, so it is never written). Where the
 * API's field takes an id, the blueprint names the resource instead and the
 * field says so: a disk from an image is `{ type: 'image', image: <name> }`
 * where the API wants `imageId`; an image from a snapshot is `{ type:
 * 'snapshot', snapshot: <name> }` where the API wants `id`.
 *
 * `schemaVersion` changes when this shape does; `apiVersion` is the API the
 * blueprint was written against (the API document's `info.version`).
 */
import { z } from 'zod'
import { config } from 'zod/v4/core'

import { apiVersion } from '~/api/operations'

// no JIT: it compiles with `new Function`, which the console's CSP (no unsafe-eval) refuses
config({ jitless: true })

/** The version of this document's shape */
export const BLUEPRINT_SCHEMA_VERSION = 1

/** The API version a blueprint written by this console names */
export const BLUEPRINT_API_VERSION = apiVersion

// the API's own rules for a name and a hostname (`Name`, `Hostname` in nexus.json)
const name = z
  .string()
  .min(1)
  .max(63)
  .regex(
    /^(?![0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)^[a-z]([a-zA-Z0-9-]*[a-zA-Z0-9]+)?$/,
    'a name starts with a lower-case letter and has only letters, digits and dashes',
  )
const hostname = z
  .string()
  .min(1)
  .max(253)
  .regex(/^([a-zA-Z0-9]+[a-zA-Z0-9-]*(?<!-))(\.[a-zA-Z0-9]+[a-zA-Z0-9-]*(?<!-))*$/)
const description = z.string().max(512)
const ip = z.union([z.ipv4(), z.ipv6()])
const ipv4Net = z.cidrv4()
const ipv6Net = z.cidrv6()
const ipNet = z.union([ipv4Net, ipv6Net])
const byteCount = z.number().int().min(0)
const blockSize = z.union([z.literal(512), z.literal(2048), z.literal(4096)])
const ipVersion = z.enum(['v4', 'v6'])

/** `PoolSelector`, the pool by name */
const poolSelector = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('explicit'), pool: name }),
  z.strictObject({ type: z.literal('auto'), ipVersion: ipVersion.nullish() }),
])

// --- VPCs -----------------------------------------------------------------

/** `VpcSubnetCreate`; `customRouter` names a router of the same VPC */
export const blueprintSubnet = z.strictObject({
  name,
  description,
  ipv4Block: ipv4Net,
  ipv6Block: ipv6Net.nullish(),
  customRouter: name.nullish(),
})

/** `RouteDestination` */
const routeDestination = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('ip'), value: ip }),
  z.strictObject({ type: z.literal('ip_net'), value: ipNet }),
  z.strictObject({ type: z.literal('vpc'), value: name }),
  z.strictObject({ type: z.literal('subnet'), value: name }),
])

/** `RouteTarget` */
const routeTarget = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('ip'), value: ip }),
  z.strictObject({ type: z.literal('vpc'), value: name }),
  z.strictObject({ type: z.literal('subnet'), value: name }),
  z.strictObject({ type: z.literal('instance'), value: name }),
  z.strictObject({ type: z.literal('internet_gateway'), value: name }),
  z.strictObject({ type: z.literal('drop') }),
])

/** `RouterRouteCreate` */
export const blueprintRoute = z.strictObject({
  name,
  description,
  destination: routeDestination,
  target: routeTarget,
})

/** `VpcRouterCreate` with its custom routes */
export const blueprintRouter = z.strictObject({
  name,
  description,
  routes: z.array(blueprintRoute),
})

/** `InternetGatewayIpPoolCreate`, the pool by name */
export const blueprintGatewayPool = z.strictObject({ name, description, ipPool: name })

/** `InternetGatewayCreate` with its IP pools */
export const blueprintInternetGateway = z.strictObject({
  name,
  description,
  ipPools: z.array(blueprintGatewayPool),
})

const hostFilter = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('vpc'), value: name }),
  z.strictObject({ type: z.literal('subnet'), value: name }),
  z.strictObject({ type: z.literal('instance'), value: name }),
  z.strictObject({ type: z.literal('ip'), value: ip }),
  z.strictObject({ type: z.literal('ip_net'), value: ipNet }),
])
const icmpFilter = z
  .strictObject({
    icmpType: z.number().int().min(0).max(255),
    code: z
      .string()
      .regex(/^[0-9]{1,3}(-[0-9]{1,3})?$/)
      .nullish(),
  })
  .nullable()
const protocol = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('tcp') }),
  z.strictObject({ type: z.literal('udp') }),
  z.strictObject({ type: z.literal('icmp'), value: icmpFilter }),
  z.strictObject({ type: z.literal('icmp6'), value: icmpFilter }),
])

/** `VpcFirewallRuleUpdate`: a rule of the VPC's set, whose hosts and targets are names already */
export const blueprintFirewallRule = z.strictObject({
  name,
  description,
  action: z.enum(['allow', 'deny']),
  direction: z.enum(['inbound', 'outbound']),
  priority: z.number().int().min(0).max(65535),
  status: z.enum(['enabled', 'disabled']),
  targets: z.array(hostFilter),
  filters: z.strictObject({
    hosts: z.array(hostFilter).nullish(),
    ports: z.array(z.string().regex(/^[0-9]{1,5}(-[0-9]{1,5})?$/)).nullish(),
    protocols: z.array(protocol).nullish(),
  }),
})

/** `VpcCreate` with what lives in the VPC */
export const blueprintVpc = z.strictObject({
  name,
  description,
  dnsName: name,
  ipv6Prefix: ipv6Net.nullish(),
  subnets: z.array(blueprintSubnet),
  routers: z.array(blueprintRouter),
  internetGateways: z.array(blueprintInternetGateway),
  firewallRules: z.array(blueprintFirewallRule),
})

// --- storage --------------------------------------------------------------

/** `DiskSource` with the snapshot or image by name rather than `snapshotId` / `imageId` */
const diskSource = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('blank'), blockSize }),
  z.strictObject({ type: z.literal('snapshot'), snapshot: name, readOnly: z.boolean().optional() }),
  z.strictObject({ type: z.literal('image'), image: name, readOnly: z.boolean().optional() }),
])

/** `DiskCreate`; `importing_blocks` is left out: a disk's content is not exported */
export const blueprintDisk = z.strictObject({
  name,
  description,
  size: byteCount,
  diskBackend: z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('local') }),
    z.strictObject({ type: z.literal('distributed'), diskSource }),
  ]),
})

/** `SnapshotCreate`: `disk` names a disk of the project */
export const blueprintSnapshot = z.strictObject({ name, description, disk: name })

/**
 * `ImageCreate`. `source` names the project's snapshot to make it from; an
 * uploaded image has none (its content is not exported), and a blueprint that
 * needs it expects an image of that name in the project or the silo.
 */
export const blueprintImage = z.strictObject({
  name,
  description,
  os: z.string(),
  version: z.string(),
  source: z.strictObject({ type: z.literal('snapshot'), snapshot: name }).nullish(),
})

// --- instances ------------------------------------------------------------

const ipv4Stack = z.strictObject({
  ip: z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('auto') }),
    z.strictObject({ type: z.literal('explicit'), value: z.ipv4() }),
  ]),
  transitIps: z.array(ipv4Net).optional(),
})
const ipv6Stack = z.strictObject({
  ip: z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('auto') }),
    z.strictObject({ type: z.literal('explicit'), value: z.ipv6() }),
  ]),
  transitIps: z.array(ipv6Net).optional(),
})

/** `InstanceNetworkInterfaceCreate` */
export const blueprintNic = z.strictObject({
  name,
  description,
  vpcName: name,
  subnetName: name,
  ipConfig: z
    .discriminatedUnion('type', [
      z.strictObject({ type: z.literal('v4'), value: ipv4Stack }),
      z.strictObject({ type: z.literal('v6'), value: ipv6Stack }),
      z.strictObject({
        type: z.literal('dual_stack'),
        value: z.strictObject({ v4: ipv4Stack, v6: ipv6Stack }),
      }),
    ])
    .optional(),
})

/** `InstanceDiskAttachment`, attach only: every disk is a disk of the blueprint or the project */
const diskAttach = z.strictObject({ type: z.literal('attach'), name })

/**
 * `InstanceCreate`: disks, floating IPs, anti-affinity groups and SSH keys by
 * name, an ephemeral IP by its pool's name. `userData` is never written (it may
 * hold a secret), nor `start`: a run state is not part of a blueprint.
 */
export const blueprintInstance = z.strictObject({
  name,
  description,
  hostname,
  ncpus: z.number().int().min(1).max(65535),
  memory: byteCount,
  bootDisk: diskAttach.nullish(),
  disks: z.array(diskAttach),
  networkInterfaces: z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('create'), params: z.array(blueprintNic) }),
    z.strictObject({ type: z.literal('default_ipv4') }),
    z.strictObject({ type: z.literal('default_ipv6') }),
    z.strictObject({ type: z.literal('default_dual_stack') }),
    z.strictObject({ type: z.literal('none') }),
  ]),
  externalIps: z.array(
    z.discriminatedUnion('type', [
      z.strictObject({ type: z.literal('ephemeral'), poolSelector: poolSelector.optional() }),
      z.strictObject({ type: z.literal('floating'), floatingIp: name }),
    ]),
  ),
  antiAffinityGroups: z.array(name),
  sshPublicKeys: z.array(name).nullish(),
  autoRestartPolicy: z.enum(['never', 'best_effort']).nullish(),
  cpuPlatform: z.enum(['amd_milan', 'amd_turin', 'amd_turin_v2']).nullish(),
  enableJumboFrames: z.boolean().optional(),
})

/** `FloatingIpCreate`: an address from a pool (by name); a fixed address is not exported */
export const blueprintFloatingIp = z.strictObject({
  name,
  description,
  addressAllocator: z
    .strictObject({ type: z.literal('auto'), poolSelector: poolSelector.optional() })
    .optional(),
})

/** `SshKeyCreate`: a public key is not a secret */
export const blueprintSshKey = z.strictObject({ name, description, publicKey: z.string().min(1) })

/** `AntiAffinityGroupCreate`; its members are the instances that name it */
export const blueprintAntiAffinityGroup = z.strictObject({
  name,
  description,
  failureDomain: z.literal('sled'),
  policy: z.enum(['allow', 'fail']),
})

/** Names that must be unique within a list (the API's own rule for a name) */
function uniqueNames<T extends { name: string }>(
  items: T[],
  ctx: z.RefinementCtx,
  path: PropertyKey[],
) {
  const seen = new Set<string>()
  items.forEach((item, i) => {
    if (seen.has(item.name)) {
      ctx.addIssue({
        code: 'custom',
        message: `the name ${item.name} is used twice`,
        path: [...path, i, 'name'],
      })
    }
    seen.add(item.name)
  })
}

export const blueprintSchema = z
  .strictObject({
    schemaVersion: z.literal(BLUEPRINT_SCHEMA_VERSION, {
      error: `this console reads blueprints of schema version ${BLUEPRINT_SCHEMA_VERSION}`,
    }),
    apiVersion: z.string().min(1),
    project: z.strictObject({ name, description }),
    vpcs: z.array(blueprintVpc),
    disks: z.array(blueprintDisk),
    snapshots: z.array(blueprintSnapshot),
    images: z.array(blueprintImage),
    instances: z.array(blueprintInstance),
    floatingIps: z.array(blueprintFloatingIp),
    sshKeys: z.array(blueprintSshKey),
    antiAffinityGroups: z.array(blueprintAntiAffinityGroup),
  })
  .superRefine((bp, ctx) => {
    for (const key of [
      'vpcs',
      'disks',
      'snapshots',
      'images',
      'instances',
      'floatingIps',
      'sshKeys',
      'antiAffinityGroups',
    ] as const) {
      uniqueNames<{ name: string }>(bp[key], ctx, [key])
    }
    bp.vpcs.forEach((vpc, v) => {
      uniqueNames(vpc.subnets, ctx, ['vpcs', v, 'subnets'])
      uniqueNames(vpc.routers, ctx, ['vpcs', v, 'routers'])
      uniqueNames(vpc.internetGateways, ctx, ['vpcs', v, 'internetGateways'])
      uniqueNames(vpc.firewallRules, ctx, ['vpcs', v, 'firewallRules'])
      vpc.routers.forEach((r, i) => {
        uniqueNames(r.routes, ctx, ['vpcs', v, 'routers', i, 'routes'])
      })
    })
  })

export type Blueprint = z.infer<typeof blueprintSchema>
export type BlueprintVpc = z.infer<typeof blueprintVpc>
export type BlueprintSubnet = z.infer<typeof blueprintSubnet>
export type BlueprintRouter = z.infer<typeof blueprintRouter>
export type BlueprintRoute = z.infer<typeof blueprintRoute>
export type BlueprintInternetGateway = z.infer<typeof blueprintInternetGateway>
export type BlueprintFirewallRule = z.infer<typeof blueprintFirewallRule>
export type BlueprintDisk = z.infer<typeof blueprintDisk>
export type BlueprintSnapshot = z.infer<typeof blueprintSnapshot>
export type BlueprintImage = z.infer<typeof blueprintImage>
export type BlueprintInstance = z.infer<typeof blueprintInstance>
export type BlueprintFloatingIp = z.infer<typeof blueprintFloatingIp>
export type BlueprintSshKey = z.infer<typeof blueprintSshKey>
export type BlueprintAntiAffinityGroup = z.infer<typeof blueprintAntiAffinityGroup>

/** An empty blueprint for a project, to build on */
export function emptyBlueprint(project: { name: string; description: string }): Blueprint {
  return {
    schemaVersion: BLUEPRINT_SCHEMA_VERSION,
    apiVersion: BLUEPRINT_API_VERSION,
    project: { name: project.name, description: project.description },
    vpcs: [],
    disks: [],
    snapshots: [],
    images: [],
    instances: [],
    floatingIps: [],
    sshKeys: [],
    antiAffinityGroups: [],
  }
}

export type ParsedBlueprint = { ok: true; blueprint: Blueprint } | { ok: false; errors: string[] }

/** Where an issue is, as a person reads it: `vpcs[0].subnets[1].ipv4Block` */
function issuePath(path: readonly PropertyKey[]) {
  let out = ''
  for (const p of path) {
    out += typeof p === 'number' ? `[${p}]` : out ? `.${String(p)}` : String(p)
  }
  return out
}

/** Parse a blueprint's text: the blueprint, or every error with where it is */
export function parseBlueprint(text: string): ParsedBlueprint {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (e) {
    return { ok: false, errors: [`Not JSON: ${e instanceof Error ? e.message : String(e)}`] }
  }
  const result = blueprintSchema.safeParse(json)
  if (result.success) return { ok: true, blueprint: result.data }
  return {
    ok: false,
    errors: result.error.issues.map((issue) => {
      const where = issuePath(issue.path)
      return where ? `${where}: ${issue.message}` : issue.message
    }),
  }
}
