import type { LoaderFunctionArgs } from 'react-router'
import { ensure, prefetch, prefetchOne } from '~/api/query'
import { getInternetGatewaySelector, getVpcSelector } from '~/hooks/selectors'
import {
  gatewayAddressesQuery,
  gatewayPoolsQuery,
  gatewaysQuery,
  prefetchGatewayAttachments,
  prefetchVpcRoutes,
  siloPoolsQuery,
} from './gateway-queries'

/** The internet gateway pages' loaders, imported by the route table. */

export async function internetGatewaysTabLoader({ params }: LoaderFunctionArgs) {
  const { project, vpc } = getVpcSelector(params)
  const sel = { project, vpc }
  const gateways = await prefetchOne(gatewaysQuery(sel))
  await Promise.all([
    ...(gateways?.items ?? []).map((g) => prefetchGatewayAttachments(sel, g.name)),
    prefetchVpcRoutes(sel),
    prefetch(siloPoolsQuery()),
  ])
  return null
}

export async function internetGatewayDetailLoader({ params }: LoaderFunctionArgs) {
  const { project, vpc, gateway } = getInternetGatewaySelector(params)
  const sel = { project, vpc }
  await Promise.all([
    // a gateway that does not exist is the not-found page
    ensure('internetGatewayView', { path: { gateway }, query: sel }),
    prefetch(
      gatewayPoolsQuery(sel, gateway),
      gatewayAddressesQuery(sel, gateway),
      siloPoolsQuery(),
    ),
    prefetchVpcRoutes(sel),
  ])
  return null
}
