import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireProjectRole } from '../authz'
import { db, lookup } from '../db'
import { badRequest } from '../errors'
import { writableVpc } from './project-scope'
import { assertNameFree, childList, NoContent, newId, newResource, now, removeWhere } from './util'

type Gateway = Json<Api.InternetGateway>

const vpcGateways = (vpcId: string) => db.internetGateways.filter((g) => g.vpc_id === vpcId)
const gatewayPools = (id: string) =>
  db.internetGatewayIpPools.filter((p) => p.internet_gateway_id === id)
const gatewayAddresses = (id: string) =>
  db.internetGatewayIpAddresses.filter((a) => a.internet_gateway_id === id)

function writable(gateway: Gateway) {
  requireProjectRole(lookup.vpc({ vpc: gateway.vpc_id }).project_id, 'collaborator')
  return gateway
}

const cascadeNeeded = (what: string) =>
  `${what} referencing this gateway exist. To perform a cascading delete set the cascade option`
// the API words it so for a pool and for an address alike
const ROUTES_DEPEND =
  'VPC routes dependent on this IP pool. To perform a cascading delete set the cascade option'

/** The routes of the gateway's VPC whose target names it. */
function routesTargeting(gateway: Gateway) {
  const routers = db.vpcRouters.filter((r) => r.vpc_id === gateway.vpc_id).map((r) => r.id)
  return db.vpcRouterRoutes.filter(
    (r) =>
      routers.includes(r.vpc_router_id) &&
      r.target.type === 'internet_gateway' &&
      r.target.value === gateway.name,
  )
}

/**
 * External IPs (ephemeral and floating) of the instances in the gateway's VPC,
 * when a route sends traffic to the gateway: what detaching a pool or address would cut off.
 */
function routedExternalIps(gateway: Gateway) {
  if (routesTargeting(gateway).length === 0) return []
  const instances = new Set(
    db.networkInterfaces.filter((n) => n.vpc_id === gateway.vpc_id).map((n) => n.instance_id),
  )
  return [...db.ephemeralIps, ...db.floatingIps].filter(
    (ip) => ip.instance_id && instances.has(ip.instance_id),
  )
}

const stamps = () => ({ time_created: now(), time_modified: now() })

type RoutedIp = ReturnType<typeof routedExternalIps>[number]
type GatewayChild = { id: string; name: string; internet_gateway_id: string }

/** Adds an IP pool or address to a gateway the caller may change; 400 when the name is taken on it. */
function attachToGateway<T extends GatewayChild>(
  kind: string,
  rows: T[],
  query: Parameters<typeof lookup.internetGateway>[0],
  name: string,
  build: (gatewayId: string) => T,
) {
  const gateway = writable(lookup.internetGateway(query))
  assertNameFree(
    kind,
    rows.filter((r) => r.internet_gateway_id === gateway.id),
    name,
  )
  const row = build(gateway.id)
  rows.push(row)
  return row
}

/** Removes a gateway's IP pool or address; without `cascade`, refused while a routed external IP uses it. */
function detachFromGateway<T extends GatewayChild>(
  rows: T[],
  row: T,
  cascade: boolean | undefined,
  uses: (ip: RoutedIp) => boolean,
) {
  const gateway = writable(lookup.internetGateway({ gateway: row.internet_gateway_id }))
  if (!cascade && routedExternalIps(gateway).some(uses)) throw badRequest(ROUTES_DEPEND)
  removeWhere(rows, (r) => r.id === row.id)
  return NoContent
}

/** Internet gateways with their IP pools and addresses (egress of a VPC). */
export const internetGatewayHandlers = {
  internetGatewayList: childList(lookup.vpc, vpcGateways),

  internetGatewayCreate({ query, body }) {
    const vpc = writableVpc(query)
    assertNameFree('internet-gateway', vpcGateways(vpc.id), body.name)
    const gateway: Gateway = { id: newId(), ...body, vpc_id: vpc.id, ...stamps() }
    db.internetGateways.push(gateway)
    return gateway
  },

  internetGatewayView: ({ path, query }) => lookup.internetGateway({ ...path, ...query }),

  /**
   * Without `cascade`, a gateway with IP pools or addresses attached stays;
   * with it, they go too, and so do the VPC's routes that target the gateway.
   */
  internetGatewayDelete({ path, query }) {
    const gateway = writable(lookup.internetGateway({ ...path, ...query }))
    if (!query.cascade) {
      if (gatewayPools(gateway.id).length > 0) throw badRequest(cascadeNeeded('Ip pools'))
      if (gatewayAddresses(gateway.id).length > 0) throw badRequest(cascadeNeeded('Ip addresses'))
    } else {
      const routes = routesTargeting(gateway)
      removeWhere(db.vpcRouterRoutes, (r) => routes.includes(r))
    }
    removeWhere(db.internetGatewayIpPools, (p) => p.internet_gateway_id === gateway.id)
    removeWhere(db.internetGatewayIpAddresses, (a) => a.internet_gateway_id === gateway.id)
    removeWhere(db.internetGateways, (g) => g.id === gateway.id)
    return NoContent
  },

  internetGatewayIpPoolList: childList(lookup.internetGateway, gatewayPools),

  internetGatewayIpPoolCreate: ({ query, body }) =>
    attachToGateway(
      'internet-gateway-ip-pool',
      db.internetGatewayIpPools,
      query,
      body.name,
      (gatewayId) => ({
        ...newResource(body),
        internet_gateway_id: gatewayId,
        ip_pool_id: lookup.ipPool({ pool: body.ip_pool }).id,
      }),
    ),

  /** Without `cascade`, refused while routes send an instance's traffic out through the pool. */
  internetGatewayIpPoolDelete({ path, query }) {
    const row = lookup.internetGatewayIpPool({ ...path, ...query })
    const routesOut = (ip: RoutedIp) => ip.ip_pool_id === row.ip_pool_id
    return detachFromGateway(db.internetGatewayIpPools, row, query.cascade, routesOut)
  },

  internetGatewayIpAddressList: childList(lookup.internetGateway, gatewayAddresses),

  internetGatewayIpAddressCreate: ({ query, body }) =>
    attachToGateway(
      'internet-gateway-ip-address',
      db.internetGatewayIpAddresses,
      query,
      body.name,
      (gatewayId) => ({
        ...newResource(body),
        address: body.address,
        internet_gateway_id: gatewayId,
      }),
    ),

  /** Without `cascade`, refused while routes send traffic out from an instance holding the address. */
  internetGatewayIpAddressDelete({ path, query }) {
    const row = lookup.internetGatewayIpAddress({ ...path, ...query })
    const routesOut = (ip: RoutedIp) => ip.ip === row.address
    return detachFromGateway(db.internetGatewayIpAddresses, row, query.cascade, routesOut)
  },
} satisfies Partial<MSWHandlers>
