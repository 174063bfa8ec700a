import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { canReadProject } from './authz'
import { badRequest, isUuid, lookupNotFound } from './errors'
import * as affinity from './fixtures/affinity'
import { alertTables } from './fixtures/alerts'
import { seedAuditLog } from './fixtures/audit-log'
import { disks } from './fixtures/disks'
import * as hardware from './fixtures/hardware'
import { hardwareServiceTables } from './fixtures/hardware-service'
import { images, snapshots } from './fixtures/images'
import * as instances from './fixtures/instances'
import * as ipPools from './fixtures/ip-pools'
import * as multicast from './fixtures/multicast'
import * as networking from './fixtures/networking'
import { networkingSettingsTables } from './fixtures/networking-settings'
import { operatorTables } from './fixtures/operator'
import { roleAssignments } from './fixtures/policies'
import { probes } from './fixtures/probes'
import { projectSilos, projects } from './fixtures/projects'
import { rackNetworkingTables } from './fixtures/rack-networking'
import { builtinUsers, consoleSessions, scimTokens, siloAuthSettings } from './fixtures/silo-admin'
import { samlIdentityProviders, siloQuotas, silos } from './fixtures/silos'
import { sshKeys } from './fixtures/ssh-keys'
import { subnetTables } from './fixtures/subnet-pools'
import { updateTables } from './fixtures/updates'
import { accessTokens, groupMembers, groups, localCredentials, users } from './fixtures/users'
import * as vpcs from './fixtures/vpcs'
import { clearTimers } from './timers'

/** Fresh copies of every fixture: the whole in-memory store. */
function initialDb() {
  return structuredClone({
    silos,
    samlIdentityProviders,
    siloQuotas,
    users,
    groups,
    groupMembers,
    localCredentials,
    roleAssignments,
    sshKeys,
    projects,
    projectSilos,
    vpcs: vpcs.vpcs,
    vpcSubnets: vpcs.vpcSubnets,
    vpcRouters: vpcs.vpcRouters,
    vpcRouterRoutes: vpcs.vpcRouterRoutes,
    vpcFirewallRules: vpcs.vpcFirewallRules,
    internetGateways: vpcs.internetGateways,
    internetGatewayIpPools: networking.internetGatewayIpPools,
    internetGatewayIpAddresses: networking.internetGatewayIpAddresses,
    instances: instances.instances,
    instanceSleds: instances.instanceSleds,
    instanceSshKeys: instances.instanceSshKeys,
    disks,
    snapshots,
    images,
    floatingIps: networking.floatingIps,
    networkInterfaces: networking.networkInterfaces,
    ephemeralIps: networking.ephemeralIps,
    multicastGroups: multicast.multicastGroups,
    multicastGroupMembers: multicast.multicastGroupMembers,
    probes,
    antiAffinityGroups: affinity.antiAffinityGroups,
    antiAffinityGroupMembers: affinity.antiAffinityGroupMembers,
    affinityGroups: affinity.affinityGroups,
    affinityGroupMembers: affinity.affinityGroupMembers,
    ipPools: ipPools.ipPools,
    ipPoolRanges: ipPools.ipPoolRanges,
    ipPoolSilos: ipPools.ipPoolSilos,
    ...subnetTables,
    ...updateTables,
    ...alertTables,
    ...operatorTables,
    racks: hardware.racks,
    sleds: hardware.sleds,
    switches: hardware.switches,
    physicalDisks: hardware.physicalDisks,
    ...hardwareServiceTables,
    targetRelease: hardware.targetRelease as Json<Api.TargetRelease> | null,
    ...rackNetworkingTables,
    ...networkingSettingsTables,
    // one CLI waiting for its user to confirm code ABCD-EFGH
    deviceAuthRequests: [
      {
        client_id: 'oxide-cli',
        device_code: 'fixture0device0code',
        user_code: 'ABCDEFGH',
        user_id: null,
      },
    ] as DeviceAuthRow[],
    // bearer tokens from the device flow (`/v1/me/access-tokens`)
    accessTokens: accessTokens as AccessTokenRow[],
    // every write made through the mock is added (audit-log.ts), after a seeded week
    auditLog: seedAuditLog(new Date()),
    // console sign-ins (the mock server's session cookies), SCIM tokens, auth settings
    consoleSessions,
    scimTokens,
    siloAuthSettings,
    builtinUsers,
  })
}

export type DeviceAuthRow = {
  client_id: string
  device_code: string
  user_code: string
  /** the user who confirmed the code, once confirmed */
  user_id: string | null
  /** lifetime of the token it grants (`ttl_seconds`); none: it does not expire */
  ttl_seconds?: number | null
}

/** A `DeviceAccessToken` with its secret and owner (the API never shows those). */
export type AccessTokenRow = Json<Api.DeviceAccessToken> & {
  /** what the client sends as `Authorization: Bearer <token>` */
  token: string
  user_id: string
}

export type Db = ReturnType<typeof initialDb>

/** The one in-memory store. Handlers mutate its arrays in place. */
export const db: Db = initialDb()

/** Back to the fixtures (tests, and a fresh tab). */
export function resetDb() {
  clearTimers()
  Object.assign(db, initialDb())
}

type Named = { id: string; name: string }

/** Find by name or id in a flat collection. `type` is Nexus's kebab-case resource type. */
export function byNameOrId<T extends Named>(type: string, items: T[], nameOrId: string): T {
  const item = items.find((i) => i.id === nameOrId || i.name === nameOrId)
  if (!item) throw lookupNotFound(type, nameOrId)
  return item
}

/**
 * Name-or-id lookup under a parent selector, as Nexus does it: an id must come
 * alone, a name needs its parent (`project`, `vpc`...). 400 otherwise.
 */
function scoped<T extends Named, P extends Named>(opts: {
  type: string
  param: string
  parentParam: string
  items: T[]
  nameOrId: string | undefined
  parent: string | undefined
  lookupParent: () => P
  parentIdOf: (item: T) => string
  /** can the current user see this item? (checked after it is found) */
  visible?: (item: T) => boolean
}): T {
  const { type, param, parentParam, nameOrId, parent } = opts
  if (!nameOrId) throw badRequest(`missing ${param}`)
  let item: T | undefined
  if (isUuid(nameOrId)) {
    if (parent) {
      throw badRequest(`when providing ${param} as an ID ${parentParam} should not be specified`)
    }
    item = opts.items.find((i) => i.id === nameOrId)
  } else {
    if (!parent) {
      throw badRequest(`${param} should either be UUID or ${parentParam} should be specified`)
    }
    const p = opts.lookupParent()
    item = opts.items.find((i) => i.name === nameOrId && opts.parentIdOf(i) === p.id)
  }
  if (!item || (opts.visible && !opts.visible(item))) throw lookupNotFound(type, nameOrId)
  return item
}

type ProjectSel = { project?: string }
type VpcSel = ProjectSel & { vpc?: string }

export const inProject = <T extends Named & { project_id: string }>(
  type: string,
  param: string,
  items: T[],
  nameOrId: string | undefined,
  project: string | undefined,
) =>
  scoped({
    type,
    param,
    parentParam: 'project',
    items,
    nameOrId,
    parent: project,
    lookupParent: () => lookup.project({ project }),
    parentIdOf: (i) => i.project_id,
    visible: (i) => canReadProject(i.project_id),
  })

const inVpc = <T extends Named & { vpc_id: string }>(
  type: string,
  param: string,
  items: T[],
  nameOrId: string | undefined,
  sel: VpcSel,
) =>
  scoped({
    type,
    param,
    parentParam: 'vpc',
    items,
    nameOrId,
    parent: sel.vpc,
    lookupParent: () => lookup.vpc(sel),
    parentIdOf: (i) => i.vpc_id,
    visible: (i) => canReadProject(vpcProjectId(i.vpc_id)),
  })

const vpcProjectId = (vpcId: string) => db.vpcs.find((v) => v.id === vpcId)?.project_id ?? ''
const routerProjectId = (routerId: string) =>
  vpcProjectId(db.vpcRouters.find((r) => r.id === routerId)?.vpc_id ?? '')
const gatewayProjectId = (gatewayId: string) =>
  vpcProjectId(db.internetGateways.find((g) => g.id === gatewayId)?.vpc_id ?? '')
const instanceProjectId = (instanceId: string) =>
  db.instances.find((i) => i.id === instanceId)?.project_id ?? ''

export const lookup = {
  silo: ({ silo }: { silo?: string }) => byNameOrId('silo', db.silos, silo ?? ''),
  /** Projects the current user cannot read are not found, as in Nexus. */
  project({ project }: ProjectSel) {
    if (!project) throw badRequest('missing project')
    const p = db.projects.find((i) => i.id === project || i.name === project)
    if (!p || !canReadProject(p.id)) throw lookupNotFound('project', project)
    return p
  },
  instance: ({ instance, project }: ProjectSel & { instance?: string }) =>
    inProject('instance', 'instance', db.instances, instance, project),
  disk: ({ disk, project }: ProjectSel & { disk?: string }) =>
    inProject('disk', 'disk', db.disks, disk, project),
  snapshot: ({ snapshot, project }: ProjectSel & { snapshot?: string }) =>
    inProject('snapshot', 'snapshot', db.snapshots, snapshot, project),
  vpc: ({ vpc, project }: VpcSel) => inProject('vpc', 'vpc', db.vpcs, vpc, project),
  floatingIp: ({ floatingIp, project }: ProjectSel & { floatingIp?: string }) =>
    inProject('floating-ip', 'floating IP', db.floatingIps, floatingIp, project),
  antiAffinityGroup: (sel: ProjectSel & { antiAffinityGroup?: string }) =>
    inProject(
      'anti-affinity-group',
      'anti-affinity group',
      db.antiAffinityGroups,
      sel.antiAffinityGroup,
      sel.project,
    ),
  affinityGroup: (sel: ProjectSel & { affinityGroup?: string }) =>
    inProject(
      'affinity-group',
      'affinity group',
      db.affinityGroups,
      sel.affinityGroup,
      sel.project,
    ),
  vpcSubnet: (sel: VpcSel & { subnet?: string }) =>
    inVpc('vpc-subnet', 'subnet', db.vpcSubnets, sel.subnet, sel),
  vpcRouter: (sel: VpcSel & { router?: string }) =>
    inVpc('vpc-router', 'router', db.vpcRouters, sel.router, sel),
  internetGateway: (sel: VpcSel & { gateway?: string }) =>
    inVpc('internet-gateway', 'gateway', db.internetGateways, sel.gateway, sel),
  routerRoute: (sel: VpcSel & { router?: string; route?: string }) =>
    scoped({
      type: 'router-route',
      param: 'route',
      parentParam: 'router',
      items: db.vpcRouterRoutes,
      nameOrId: sel.route,
      parent: sel.router,
      lookupParent: () => lookup.vpcRouter(sel),
      parentIdOf: (i) => i.vpc_router_id,
      visible: (i) => canReadProject(routerProjectId(i.vpc_router_id)),
    }),
  internetGatewayIpPool: (sel: VpcSel & { gateway?: string; pool?: string }) =>
    scoped({
      type: 'internet-gateway-ip-pool',
      param: 'pool',
      parentParam: 'gateway',
      items: db.internetGatewayIpPools,
      nameOrId: sel.pool,
      parent: sel.gateway,
      lookupParent: () => lookup.internetGateway(sel),
      parentIdOf: (i) => i.internet_gateway_id,
      visible: (i) => canReadProject(gatewayProjectId(i.internet_gateway_id)),
    }),
  internetGatewayIpAddress: (sel: VpcSel & { gateway?: string; address?: string }) =>
    scoped({
      type: 'internet-gateway-ip-address',
      param: 'address',
      parentParam: 'gateway',
      items: db.internetGatewayIpAddresses,
      nameOrId: sel.address,
      parent: sel.gateway,
      lookupParent: () => lookup.internetGateway(sel),
      parentIdOf: (i) => i.internet_gateway_id,
      visible: (i) => canReadProject(gatewayProjectId(i.internet_gateway_id)),
    }),
  networkInterface: (sel: ProjectSel & { instance?: string; interface?: string }) =>
    scoped({
      type: 'instance-network-interface',
      param: 'network interface',
      parentParam: 'instance',
      items: db.networkInterfaces,
      nameOrId: sel.interface,
      parent: sel.instance,
      lookupParent: () => lookup.instance(sel),
      parentIdOf: (i) => i.instance_id,
      visible: (i) => canReadProject(instanceProjectId(i.instance_id)),
    }),
  /** Project images by name need `project`; without it, a name means a silo image. */
  image({ image, project }: ProjectSel & { image?: string }) {
    if (!image) throw badRequest('missing image')
    if (isUuid(image)) {
      const found = db.images.find((i) => i.id === image)
      if (!found || (found.project_id && !canReadProject(found.project_id))) {
        throw lookupNotFound('image', image)
      }
      return found
    }
    const projectId = project ? lookup.project({ project }).id : null
    const found = db.images.find((i) => i.name === image && (i.project_id ?? null) === projectId)
    if (!found) throw lookupNotFound('image', image)
    return found
  },
  ipPool: ({ pool }: { pool?: string }) => byNameOrId('ip-pool', db.ipPools, pool ?? ''),
  byId<T extends { id: string }>(type: string, items: T[], id: string): T {
    const item = items.find((i) => i.id === id)
    if (!item) throw lookupNotFound(type, id)
    return item
  },
}
