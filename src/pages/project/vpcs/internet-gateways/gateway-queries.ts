import { allPagesQuery, listQuery, prefetch, prefetchOne } from '~/api/query'
import type { VpcSel } from '~/hooks/selectors'
import { routersQuery } from '../loaders'

export const gatewaysQuery = (sel: VpcSel) => listQuery('internetGatewayList', { query: sel })
export const gatewayPoolsQuery = (sel: VpcSel, gateway: string) =>
  listQuery('internetGatewayIpPoolList', { query: { ...sel, gateway } })
export const gatewayAddressesQuery = (sel: VpcSel, gateway: string) =>
  listQuery('internetGatewayIpAddressList', { query: { ...sel, gateway } })
/** The silo's IP pools, to name the pools a gateway draws from. */
export const siloPoolsQuery = () => allPagesQuery('ipPoolList', {})
export const routesQuery = (sel: VpcSel, router: string) =>
  listQuery('vpcRouterRouteList', { query: { ...sel, router } })

/**
 * Every route of the VPC's routers, the place to find which routes target a
 * gateway: the routers first, then their routes side by side.
 */
export async function prefetchVpcRoutes(sel: VpcSel) {
  const routers = await prefetchOne(routersQuery(sel))
  await prefetch(...(routers?.items ?? []).map((r) => routesQuery(sel, r.name)))
}

/** A gateway's pools and addresses, for its row and its detail. */
export async function prefetchGatewayAttachments(sel: VpcSel, gateway: string) {
  await prefetch(gatewayPoolsQuery(sel, gateway), gatewayAddressesQuery(sel, gateway))
}
