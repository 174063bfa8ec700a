import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireProjectRole } from '../authz'
import { db, lookup } from '../db'
import { badRequest } from '../errors'
import { paginated } from '../paginate'
import { subnetIpv6Block, subnetRoute } from '../vpc-defaults'
import { cidrContains, cidrsOverlap } from './cidr'
import { writableVpc } from './project-scope'
import {
  applyUpdate,
  assertNameFree,
  childList,
  NoContent,
  newId,
  newResource,
  now,
  removeWhere,
} from './util'

type Subnet = Json<Api.VpcSubnet>

const PRIVATE_V4 = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16']

const vpcSubnets = (vpcId: string) => db.vpcSubnets.filter((s) => s.vpc_id === vpcId)
const vpcOf = (subnet: Subnet) => lookup.vpc({ vpc: subnet.vpc_id })

/** Nexus's rules: a private IPv4 block of /8 to /26, not overlapping a sibling. */
function checkIpv4Block(vpcId: string, block: string, except?: string) {
  const width = Number(block.split('/')[1])
  if (width < 8 || width > 26) throw badRequest('VPC subnet IPv4 prefix must be between /8 and /26')
  if (!PRIVATE_V4.some((range) => cidrContains(range, block))) {
    throw badRequest('VPC subnet IPv4 block must be within a private range (RFC 1918)')
  }
  const clash = vpcSubnets(vpcId).find((s) => s.id !== except && cidrsOverlap(s.ipv4_block, block))
  if (clash) {
    throw badRequest(`IP address range '${block}' conflicts with subnet "${clash.name}"`)
  }
}

/** The given /64 (checked to be in the VPC prefix) or the next free one. */
function ipv6Block(vpc: Json<Api.Vpc>, wanted?: string | null): string {
  const used = vpcSubnets(vpc.id).map((s) => s.ipv6_block)
  if (wanted) {
    if (!wanted.endsWith('/64') || !cidrContains(vpc.ipv6_prefix, wanted)) {
      throw badRequest(`IPv6 block must be a /64 within the VPC prefix ${vpc.ipv6_prefix}`)
    }
    if (used.some((b) => cidrsOverlap(b, wanted))) {
      throw badRequest(`IP address range '${wanted}' conflicts with an existing subnet`)
    }
    return wanted
  }
  for (let n = 0; ; n++) {
    const block = subnetIpv6Block(vpc.ipv6_prefix, n)
    if (!used.some((b) => cidrsOverlap(b, block))) return block
  }
}

/** A subnet's custom router must be a custom router of the same VPC. */
function customRouterId(vpcId: string, router: string | null | undefined) {
  if (!router) return null
  const found = lookup.vpcRouter({ router, vpc: vpcId })
  if (found.kind !== 'custom') throw badRequest('a subnet can only use a custom router')
  return found.id
}

/** The system router's route to a subnet follows the subnet's name. */
const systemRouterOf = (vpc: Json<Api.Vpc>) => vpc.system_router_id

export const vpcSubnetHandlers = {
  vpcSubnetList: childList(lookup.vpc, vpcSubnets),

  vpcSubnetCreate({ query, body }) {
    const vpc = writableVpc(query)
    assertNameFree('vpc-subnet', vpcSubnets(vpc.id), body.name)
    checkIpv4Block(vpc.id, body.ipv4_block)
    const subnet: Subnet = {
      ...newResource(body),
      vpc_id: vpc.id,
      ipv4_block: body.ipv4_block,
      ipv6_block: ipv6Block(vpc, body.ipv6_block),
      custom_router_id: customRouterId(vpc.id, body.custom_router),
    }
    db.vpcSubnets.push(subnet)
    db.vpcRouterRoutes.push(
      subnetRoute(systemRouterOf(vpc), subnet.name, newId(), subnet.time_created),
    )
    return subnet
  },

  vpcSubnetView: ({ path, query }) => lookup.vpcSubnet({ ...path, ...query }),

  vpcSubnetUpdate({ path, query, body }) {
    const subnet = lookup.vpcSubnet({ ...path, ...query })
    const vpc = vpcOf(subnet)
    requireProjectRole(vpc.project_id, 'collaborator')
    const oldName = subnet.name
    if (body.name && body.name !== subnet.name) {
      assertNameFree('vpc-subnet', vpcSubnets(vpc.id), body.name)
    }
    // an absent custom_router unsets it, as in the API
    subnet.custom_router_id = customRouterId(vpc.id, body.custom_router)
    applyUpdate(subnet, { name: body.name, description: body.description })
    const route = db.vpcRouterRoutes.find(
      (r) =>
        r.vpc_router_id === systemRouterOf(vpc) && r.kind === 'vpc_subnet' && r.name === oldName,
    )
    if (route) Object.assign(route, subnetRoute(route.vpc_router_id, subnet.name, route.id, now()))
    return subnet
  },

  vpcSubnetDelete({ path, query }) {
    const subnet = lookup.vpcSubnet({ ...path, ...query })
    const vpc = vpcOf(subnet)
    requireProjectRole(vpc.project_id, 'collaborator')
    if (db.networkInterfaces.some((n) => n.subnet_id === subnet.id)) {
      throw badRequest(
        `VPC subnet "${subnet.name}" cannot be deleted while network interfaces in it exist`,
      )
    }
    removeWhere(
      db.vpcRouterRoutes,
      (r) =>
        r.vpc_router_id === systemRouterOf(vpc) &&
        r.kind === 'vpc_subnet' &&
        r.name === subnet.name,
    )
    removeWhere(db.vpcSubnets, (s) => s.id === subnet.id)
    return NoContent
  },

  vpcSubnetListNetworkInterfaces({ path, query }) {
    const subnet = lookup.vpcSubnet({ ...path, ...query })
    return paginated(
      query,
      db.networkInterfaces.filter((n) => n.subnet_id === subnet.id),
    )
  },
} satisfies Partial<MSWHandlers>
