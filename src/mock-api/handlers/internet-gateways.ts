import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireProjectRole } from '../authz'
import { db, lookup } from '../db'
import { badRequest } from '../errors'
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

const stamps = () => ({ time_created: now(), time_modified: now() })

/** Internet gateways with their IP pools and addresses (egress of a VPC). */
export const internetGatewayHandlers = {
  internetGatewayList: childList(lookup.vpc, vpcGateways),

  internetGatewayCreate({ query, body }) {
    const vpc = lookup.vpc(query)
    requireProjectRole(vpc.project_id, 'collaborator')
    assertNameFree('internet-gateway', vpcGateways(vpc.id), body.name)
    const gateway: Gateway = { id: newId(), ...body, vpc_id: vpc.id, ...stamps() }
    db.internetGateways.push(gateway)
    return gateway
  },

  internetGatewayView: ({ path, query }) => lookup.internetGateway({ ...path, ...query }),

  /** Without `cascade`, a gateway that still has pools or addresses stays. */
  internetGatewayDelete({ path, query }) {
    const gateway = writable(lookup.internetGateway({ ...path, ...query }))
    const inUse = gatewayPools(gateway.id).length + gatewayAddresses(gateway.id).length > 0
    if (inUse && !query.cascade) {
      throw badRequest(
        `internet gateway "${gateway.name}" has IP pools or addresses attached; delete them or use cascade`,
      )
    }
    removeWhere(db.internetGatewayIpPools, (p) => p.internet_gateway_id === gateway.id)
    removeWhere(db.internetGatewayIpAddresses, (a) => a.internet_gateway_id === gateway.id)
    removeWhere(db.internetGateways, (g) => g.id === gateway.id)
    return NoContent
  },

  internetGatewayIpPoolList: childList(lookup.internetGateway, gatewayPools),

  internetGatewayIpPoolCreate({ query, body }) {
    const gateway = writable(lookup.internetGateway(query))
    assertNameFree('internet-gateway-ip-pool', gatewayPools(gateway.id), body.name)
    const pool = lookup.ipPool({ pool: body.ip_pool })
    const row: Json<Api.InternetGatewayIpPool> = {
      ...newResource(body),
      internet_gateway_id: gateway.id,
      ip_pool_id: pool.id,
    }
    db.internetGatewayIpPools.push(row)
    return row
  },

  internetGatewayIpPoolDelete({ path, query }) {
    const row = lookup.internetGatewayIpPool({ ...path, ...query })
    writable(lookup.internetGateway({ gateway: row.internet_gateway_id }))
    removeWhere(db.internetGatewayIpPools, (p) => p.id === row.id)
    return NoContent
  },

  internetGatewayIpAddressList: childList(lookup.internetGateway, gatewayAddresses),

  internetGatewayIpAddressCreate({ query, body }) {
    const gateway = writable(lookup.internetGateway(query))
    assertNameFree('internet-gateway-ip-address', gatewayAddresses(gateway.id), body.name)
    const row: Json<Api.InternetGatewayIpAddress> = {
      ...newResource(body),
      address: body.address,
      internet_gateway_id: gateway.id,
    }
    db.internetGatewayIpAddresses.push(row)
    return row
  },

  internetGatewayIpAddressDelete({ path, query }) {
    const row = lookup.internetGatewayIpAddress({ ...path, ...query })
    writable(lookup.internetGateway({ gateway: row.internet_gateway_id }))
    removeWhere(db.internetGatewayIpAddresses, (a) => a.id === row.id)
    return NoContent
  },
} satisfies Partial<MSWHandlers>
