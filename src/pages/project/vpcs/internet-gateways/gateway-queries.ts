import { useQueries } from '@tanstack/react-query'
import { allPagesQuery, listQuery, prefetch, queryClient, usePrefetchedQuery } from '~/api/query'
import type { VpcSel } from '~/hooks/selectors'
import { routersQuery } from '../loaders'
import type { RouterAndRoute } from './gateway-routes'

export const gatewaysQuery = (sel: VpcSel) => listQuery('internetGatewayList', { query: sel })
export const gatewayPoolsQuery = (sel: VpcSel, gateway: string) =>
  listQuery('internetGatewayIpPoolList', { query: { ...sel, gateway } })
export const gatewayAddressesQuery = (sel: VpcSel, gateway: string) =>
  listQuery('internetGatewayIpAddressList', { query: { ...sel, gateway } })
/** The silo's IP pools, to name the pools a gateway draws from. */
export const siloPoolsQuery = () => allPagesQuery('ipPoolList', {})
const routesQuery = (sel: VpcSel, router: string) =>
  listQuery('vpcRouterRouteList', { query: { ...sel, router } })

/**
 * Every route of the VPC's routers, the place to find which routes target a
 * gateway: the routers first, then their routes side by side.
 */
export async function prefetchVpcRoutes(sel: VpcSel) {
  const routers = await queryClient.fetchQuery(routersQuery(sel)).catch(() => undefined)
  await prefetch(...(routers?.items ?? []).map((r) => routesQuery(sel, r.name)))
}

export function useVpcRoutes(sel: VpcSel): RouterAndRoute[] {
  const routers = usePrefetchedQuery(routersQuery(sel)).data.items
  // a router made since the loader ran has its routes fetched here
  const routes = useQueries({ queries: routers.map((r) => routesQuery(sel, r.name)) })
  return routers.flatMap((router, i) =>
    (routes[i]?.data?.items ?? []).map((route) => ({ router, route })),
  )
}

/** A gateway's pools and addresses, for its row and its detail. */
export async function prefetchGatewayAttachments(sel: VpcSel, gateway: string) {
  await prefetch(gatewayPoolsQuery(sel, gateway), gatewayAddressesQuery(sel, gateway))
}
