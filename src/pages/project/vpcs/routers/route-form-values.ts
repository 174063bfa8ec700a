import type {
  RouteDestination,
  RouterRoute,
  RouterRouteCreate,
  RouterRouteUpdate,
  RouteTarget,
} from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { capitalize } from '~/api/errors'
import { type RouteDestinationType, type RouteTargetType, routeError } from '~/api/route-rules'
import { validateCidr } from '~/util/cidr'
import { validateIp } from '~/util/ip'
import { type IdentityValues, trimmedIdentity } from '~/util/names'

/** What the route forms edit: each side as a kind and a value (an address, a block or a name). */
export type RouteFormValues = IdentityValues & {
  destinationType: RouteDestinationType
  destinationValue: string
  targetType: RouteTargetType
  /** empty for a drop target */
  targetValue: string
}

export const emptyRoute: RouteFormValues = {
  name: '',
  description: '',
  destinationType: 'ip_net',
  destinationValue: '',
  targetType: 'ip',
  targetValue: '',
}

export const routeToValues = (route: RouterRoute): RouteFormValues => ({
  name: route.name,
  description: route.description,
  destinationType: route.destination.type,
  destinationValue: route.destination.value,
  targetType: route.target.type,
  targetValue: route.target.type === 'drop' ? '' : route.target.value,
})

export function valuesToDestination(v: RouteFormValues): RouteDestination {
  const value = v.destinationValue.trim()
  switch (v.destinationType) {
    case 'ip':
      return { type: 'ip', value }
    case 'ip_net':
      return { type: 'ip_net', value }
    case 'vpc':
      return { type: 'vpc', value }
    case 'subnet':
      return { type: 'subnet', value }
  }
}

export function valuesToTarget(v: RouteFormValues): RouteTarget {
  const value = v.targetValue.trim()
  switch (v.targetType) {
    case 'drop':
      return { type: 'drop' }
    case 'ip':
      return { type: 'ip', value }
    case 'vpc':
      return { type: 'vpc', value }
    case 'subnet':
      return { type: 'subnet', value }
    case 'instance':
      return { type: 'instance', value }
    case 'internet_gateway':
      return { type: 'internet_gateway', value }
  }
}

export const valuesToRouteCreate = (v: RouteFormValues): RouterRouteCreate => ({
  ...trimmedIdentity(v),
  destination: valuesToDestination(v),
  target: valuesToTarget(v),
})

export const valuesToRouteUpdate = (v: RouteFormValues): Required<RouterRouteUpdate> =>
  valuesToRouteCreate(v)

/** The destination's address or block, with the same messages as every address and CIDR field. */
export function validateDestinationValue(type: RouteDestinationType, value: string) {
  const s = value.trim()
  if (type === 'ip') return validateIp(s)
  if (type === 'ip_net') return validateCidr(s)
  return undefined
}

/** A target address: a valid IP, of the destination's family when that is an address too. */
export function validateTargetIp(value: string, v: RouteFormValues): string | undefined {
  const s = value.trim()
  const ipError = validateIp(s)
  if (ipError) return ipError
  // the destination has its own message when it is malformed
  if (validateDestinationValue(v.destinationType, v.destinationValue)) return undefined
  const error = routeError(valuesToDestination(v), { type: 'ip', value: s })
  return error && capitalize(error)
}

type RouterSel = { project: string; vpc: string; router: string }

export const routeCreateRequest = (v: RouteFormValues, sel: RouterSel) =>
  apiRequest('vpcRouterRouteCreate', { query: sel, body: valuesToRouteCreate(v) })

export const routeUpdateRequest = (v: RouteFormValues, sel: RouterSel & { route: string }) =>
  apiRequest('vpcRouterRouteUpdate', {
    path: { route: sel.route },
    query: { project: sel.project, vpc: sel.vpc, router: sel.router },
    body: valuesToRouteUpdate(v),
  })
