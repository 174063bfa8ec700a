import type { LoaderFunctionArgs } from 'react-router'
import { allPagesQuery, ensure, prefetch, startFetch } from '~/api/query'
import { urlListQuery } from '~/api/url-list-query'
import {
  getRouterRouteSelector,
  getVpcRouterSelector,
  getVpcSelector,
  type VpcSel,
} from '~/hooks/selectors'

/** The router pages' loaders, imported by the route table. */

/** The names a route's destination and target can point at; the form loaders prefetch them. */
export const routeChoiceQueries = ({ project, vpc }: VpcSel) => ({
  subnets: allPagesQuery('vpcSubnetList', { query: { project, vpc } }),
  instances: allPagesQuery('instanceList', { query: { project } }),
  gateways: allPagesQuery('internetGatewayList', { query: { project, vpc } }),
})

export function prefetchRouteChoices(sel: VpcSel) {
  const q = routeChoiceQueries(sel)
  return prefetch(q.subnets, q.instances, q.gateways)
}

export function routersTabLoader({ params, request }: LoaderFunctionArgs) {
  const { project, vpc } = getVpcSelector(params)
  startFetch(urlListQuery(request, 'vpcRouterList', { query: { project, vpc } }))
  return null
}

export async function routerEditFormLoader({ params }: LoaderFunctionArgs) {
  const { project, vpc, router } = getVpcRouterSelector(params)
  await ensure('vpcRouterView', { path: { router }, query: { project, vpc } })
  return null
}

export async function routerPageLoader({ params, request }: LoaderFunctionArgs) {
  const { project, vpc, router } = getVpcRouterSelector(params)
  startFetch(urlListQuery(request, 'vpcRouterRouteList', { query: { project, vpc, router } }))
  await Promise.all([
    // a router that does not exist is the not-found page
    ensure('vpcRouterView', { path: { router }, query: { project, vpc } }),
    // the subnets this router serves, out of every subnet of the VPC
    prefetch(allPagesQuery('vpcSubnetList', { query: { project, vpc } })),
  ])
  return null
}

export async function routeCreateFormLoader({ params }: LoaderFunctionArgs) {
  await prefetchRouteChoices(getVpcRouterSelector(params))
  return null
}

export async function routeEditFormLoader({ params }: LoaderFunctionArgs) {
  const { project, vpc, router, route } = getRouterRouteSelector(params)
  await Promise.all([
    ensure('vpcRouterRouteView', { path: { route }, query: { project, vpc, router } }),
    ensure('vpcRouterView', { path: { router }, query: { project, vpc } }),
    prefetchRouteChoices({ project, vpc }),
  ])
  return null
}
