import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { routeError } from '~/api/route-rules'
import { requireProjectRole } from '../authz'
import { db, lookup } from '../db'
import { badRequest } from '../errors'
import { writableVpc } from './project-scope'
import { applyUpdate, assertNameFree, childList, NoContent, newResource, removeWhere } from './util'

type Router = Json<Api.VpcRouter>

const vpcRouters = (vpcId: string) => db.vpcRouters.filter((r) => r.vpc_id === vpcId)
const routerRoutes = (routerId: string) =>
  db.vpcRouterRoutes.filter((r) => r.vpc_router_id === routerId)

function writableRouter(router: Router) {
  requireProjectRole(lookup.vpc({ vpc: router.vpc_id }).project_id, 'collaborator')
  return router
}

/** The system router is managed by the rack: no renames, deletes or user routes. */
function assertCustom(router: Router, what: string) {
  if (router.kind === 'system') throw badRequest(`cannot ${what} the system router`)
}

/** The pairs of destination and target the rack refuses in a user route (`~/api/route-rules`). */
function checkRoute(body: {
  destination: Json<Api.RouteDestination>
  target: Json<Api.RouteTarget>
}) {
  const error = routeError(body.destination, body.target)
  if (error) throw badRequest(error)
}

const sameDestination = (a: Json<Api.RouteDestination>, b: Json<Api.RouteDestination>) =>
  a.type === b.type && a.value === b.value

export const vpcRouterHandlers = {
  vpcRouterList: childList(lookup.vpc, vpcRouters),

  vpcRouterCreate({ query, body }) {
    const vpc = writableVpc(query)
    assertNameFree('vpc-router', vpcRouters(vpc.id), body.name)
    const router: Router = {
      ...newResource(body),
      kind: 'custom',
      vpc_id: vpc.id,
    }
    db.vpcRouters.push(router)
    return router
  },

  vpcRouterView: ({ path, query }) => lookup.vpcRouter({ ...path, ...query }),

  vpcRouterUpdate({ path, query, body }) {
    const router = writableRouter(lookup.vpcRouter({ ...path, ...query }))
    if (body.name && body.name !== router.name) {
      assertCustom(router, 'rename')
      assertNameFree('vpc-router', vpcRouters(router.vpc_id), body.name)
    }
    return applyUpdate(router, body)
  },

  vpcRouterDelete({ path, query }) {
    const router = writableRouter(lookup.vpcRouter({ ...path, ...query }))
    assertCustom(router, 'delete')
    const user = db.vpcSubnets.find((s) => s.custom_router_id === router.id)
    if (user) throw badRequest(`router "${router.name}" is in use by subnet "${user.name}"`)
    removeWhere(db.vpcRouterRoutes, (r) => r.vpc_router_id === router.id)
    removeWhere(db.vpcRouters, (r) => r.id === router.id)
    return NoContent
  },

  vpcRouterRouteList: childList(lookup.vpcRouter, routerRoutes),

  vpcRouterRouteCreate({ query, body }) {
    const router = writableRouter(lookup.vpcRouter(query))
    if (router.kind === 'system') {
      throw badRequest('user-provided routes cannot be added to a system router')
    }
    assertNameFree('router-route', routerRoutes(router.id), body.name)
    checkRoute(body)
    const route: Json<Api.RouterRoute> = {
      ...newResource(body),
      kind: 'custom',
      vpc_router_id: router.id,
      destination: body.destination,
      target: body.target,
    }
    db.vpcRouterRoutes.push(route)
    return route
  },

  vpcRouterRouteView: ({ path, query }) => lookup.routerRoute({ ...path, ...query }),

  vpcRouterRouteUpdate({ path, query, body }) {
    const route = lookup.routerRoute({ ...path, ...query })
    const router = writableRouter(lookup.vpcRouter({ router: route.vpc_router_id }))
    // a default route may change its target only; the rack keeps subnet routes itself
    if (route.kind === 'default') {
      const renamed = body.name != null && body.name !== route.name
      const described = body.description != null && body.description !== route.description
      if (renamed || described || !sameDestination(body.destination, route.destination)) {
        throw badRequest('the destination and metadata of a Default route cannot be changed')
      }
    } else if (route.kind !== 'custom') {
      throw badRequest(`routes of type ${route.kind} within the system router are not modifiable`)
    }
    checkRoute(body)
    if (body.name && body.name !== route.name) {
      assertNameFree('router-route', routerRoutes(router.id), body.name)
    }
    return applyUpdate(route, body)
  },

  vpcRouterRouteDelete({ path, query }) {
    const route = lookup.routerRoute({ ...path, ...query })
    writableRouter(lookup.vpcRouter({ router: route.vpc_router_id }))
    if (route.kind !== 'custom') throw badRequest('DELETE not allowed on system routes')
    removeWhere(db.vpcRouterRoutes, (r) => r.id === route.id)
    return NoContent
  },
} satisfies Partial<MSWHandlers>
