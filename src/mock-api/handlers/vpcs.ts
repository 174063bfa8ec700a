import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireProjectRole } from '../authz'
import { db, lookup } from '../db'
import { badRequest } from '../errors'
import { cidrContains } from './cidr'
import { writableProject, writableVpc } from './project-scope'
import { applyUpdate, assertNameFree, childList, NoContent, newId, now, removeWhere } from './util'
import { insertVpc } from './vpc-store'

const projectVpcs = (projectId: string) => db.vpcs.filter((v) => v.project_id === projectId)

/**
 * As in Nexus, a VPC with subnets (the default one included) cannot be deleted:
 * the subnets go first. The VPC then goes with its routers, routes, rules and gateways.
 */
function deleteVpc(vpc: Json<Api.Vpc>) {
  if (db.networkInterfaces.some((n) => n.vpc_id === vpc.id)) {
    throw badRequest(`VPC "${vpc.name}" cannot be deleted while network interfaces use it`)
  }
  if (db.vpcSubnets.some((s) => s.vpc_id === vpc.id)) {
    throw badRequest('VPC cannot be deleted while VPC Subnets exist')
  }
  const routerIds = db.vpcRouters.filter((r) => r.vpc_id === vpc.id).map((r) => r.id)
  const gatewayIds = db.internetGateways.filter((g) => g.vpc_id === vpc.id).map((g) => g.id)
  removeWhere(db.vpcRouterRoutes, (r) => routerIds.includes(r.vpc_router_id))
  removeWhere(db.vpcRouters, (r) => r.vpc_id === vpc.id)
  removeWhere(db.vpcFirewallRules, (r) => r.vpc_id === vpc.id)
  removeWhere(db.internetGatewayIpPools, (p) => gatewayIds.includes(p.internet_gateway_id))
  removeWhere(db.internetGatewayIpAddresses, (a) => gatewayIds.includes(a.internet_gateway_id))
  removeWhere(db.internetGateways, (g) => g.vpc_id === vpc.id)
  removeWhere(db.vpcs, (v) => v.id === vpc.id)
}

/** As Nexus: a VPC's own IPv6 prefix is a /48 of unique local addresses. */
function checkIpv6Prefix(prefix: string) {
  if (!prefix.includes(':') || !prefix.endsWith('/48') || !cidrContains('fd00::/8', prefix)) {
    throw badRequest('VPC IPv6 prefix must be a /48 within the unique local range fd00::/8')
  }
}

/** PUT replaces the whole rule set; names must be unique ("Items must be unique"). */
function replaceRules(vpc: Json<Api.Vpc>, rules: Json<Api.VpcFirewallRuleUpdate>[]) {
  const names = rules.map((r) => r.name)
  const dupe = names.find((n, i) => names.indexOf(n) !== i)
  if (dupe) throw badRequest(`firewall rule names must be unique: "${dupe}" appears twice`)
  if (rules.length > 1024) throw badRequest('a VPC may have at most 1024 firewall rules')
  const old = db.vpcFirewallRules.filter((r) => r.vpc_id === vpc.id)
  const time = now()
  const next = rules.map((r) => {
    const existing = old.find((o) => o.name === r.name)
    return {
      ...r,
      id: newId(),
      vpc_id: vpc.id,
      time_created: existing?.time_created ?? time,
      time_modified: time,
    }
  })
  removeWhere(db.vpcFirewallRules, (r) => r.vpc_id === vpc.id)
  db.vpcFirewallRules.push(...next)
  return { rules: next }
}

/** VPCs and their firewall rules. */
export const vpcHandlers = {
  vpcList: childList(lookup.project, projectVpcs),

  vpcCreate({ query, body }) {
    const project = writableProject(query)
    assertNameFree('vpc', projectVpcs(project.id), body.name)
    if (body.ipv6_prefix) checkIpv6Prefix(body.ipv6_prefix)
    return insertVpc(project.id, body)
  },

  vpcView: ({ path, query }) => lookup.vpc({ ...path, ...query }),

  vpcUpdate({ path, query, body }) {
    const vpc = lookup.vpc({ ...path, ...query })
    requireProjectRole(vpc.project_id, 'collaborator')
    if (body.name && body.name !== vpc.name) {
      assertNameFree('vpc', projectVpcs(vpc.project_id), body.name)
    }
    return applyUpdate(vpc, body)
  },

  vpcDelete({ path, query }) {
    const vpc = lookup.vpc({ ...path, ...query })
    requireProjectRole(vpc.project_id, 'collaborator')
    deleteVpc(vpc)
    return NoContent
  },

  vpcFirewallRulesView({ query }) {
    const vpc = lookup.vpc(query)
    return { rules: db.vpcFirewallRules.filter((r) => r.vpc_id === vpc.id) }
  },

  vpcFirewallRulesUpdate({ query, body }) {
    const vpc = writableVpc(query)
    return replaceRules(vpc, body.rules ?? [])
  },
} satisfies Partial<MSWHandlers>
