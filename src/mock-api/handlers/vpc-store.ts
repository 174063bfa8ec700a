import { db } from '../db'
import { randomIpv6Prefix, vpcWithDefaults } from '../vpc-defaults'
import { newId, now } from './util'

/** Insert a VPC with everything Nexus creates with it (router, routes, subnet, rules, gateway). */
export function insertVpc(
  projectId: string,
  params: { name: string; description: string; dns_name: string; ipv6_prefix?: string | null },
) {
  const parts = vpcWithDefaults({
    project_id: projectId,
    name: params.name,
    description: params.description,
    dns_name: params.dns_name,
    ipv6_prefix: params.ipv6_prefix ?? randomIpv6Prefix(),
    time: now(),
    newId,
  })
  db.vpcs.push(parts.vpc)
  db.vpcRouters.push(parts.systemRouter)
  db.vpcRouterRoutes.push(...parts.routes)
  db.vpcSubnets.push(parts.subnet)
  db.vpcFirewallRules.push(...parts.firewallRules)
  db.internetGateways.push(parts.internetGateway)
  return parts.vpc
}
