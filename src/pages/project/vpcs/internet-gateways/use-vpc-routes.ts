import { useQueries } from '@tanstack/react-query'
import { usePrefetchedQuery } from '~/api/query'
import type { VpcSel } from '~/hooks/selectors'
import { routersQuery } from '../loaders'
import { routesQuery } from './gateway-queries'
import type { RouterAndRoute } from './gateway-routes'

/**
 * Every route of the VPC's routers, for the gateway pages. A hook, so apart
 * from `gateway-queries.ts`, which the loaders (in the first load) import.
 */
export function useVpcRoutes(sel: VpcSel): RouterAndRoute[] {
  const routers = usePrefetchedQuery(routersQuery(sel)).data.items
  // a router made since the loader ran has its routes fetched here
  const routes = useQueries({ queries: routers.map((r) => routesQuery(sel, r.name)) })
  return routers.flatMap((router, i) =>
    (routes[i]?.data?.items ?? []).map((route) => ({ router, route })),
  )
}
