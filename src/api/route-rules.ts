import { parseCidr } from '~/util/cidr'
import { parseIp } from '~/util/ip'
import type { RouteDestination, RouteTarget } from './__generated__/Api'

/**
 * Which destination and target kinds a user route may pair, as the rack checks
 * them when a custom route is created or edited: no VPCs on either side (no
 * peering yet), no subnet as a target, and an explicit IP target in the same
 * family as an explicit IP or network destination. The route forms offer only
 * what passes here, and the mock API refuses the rest with a 400.
 */
export type RouteDestinationType = RouteDestination['type']
export type RouteTargetType = RouteTarget['type']

export const routeDestinationTypes: readonly RouteDestinationType[] = [
  'ip',
  'ip_net',
  'vpc',
  'subnet',
]
export const routeTargetTypes: readonly RouteTargetType[] = [
  'ip',
  'vpc',
  'subnet',
  'instance',
  'internet_gateway',
  'drop',
]

export const routeDestinationLabels: Record<RouteDestinationType, string> = {
  ip: 'IP',
  ip_net: 'IP network',
  vpc: 'VPC',
  subnet: 'Subnet',
}
export const routeTargetLabels: Record<RouteTargetType, string> = {
  ip: 'IP',
  vpc: 'VPC',
  subnet: 'Subnet',
  instance: 'Instance',
  internet_gateway: 'Internet gateway',
  drop: 'Drop',
}

/** The rack's reason for refusing this pair of kinds in a user route, or undefined. */
export function routeTypesError(
  destination: RouteDestinationType,
  target: RouteTargetType,
): string | undefined {
  if (destination === 'vpc' || target === 'vpc') {
    return 'users cannot specify VPCs as a destination or target in custom routes'
  }
  if (target === 'subnet') return 'subnets cannot be used as a target in custom routers'
  return undefined
}

export const routeFamilyError =
  'cannot mix explicit IPv4 and IPv6 addresses between destination and target'

/** The IP family of an explicit destination (an address or a network), if it is one. */
function destinationFamily(destination: RouteDestination) {
  if (destination.type === 'ip') return parseIp(destination.value)?.type
  if (destination.type === 'ip_net') return parseCidr(destination.value)?.type
  return undefined
}

/** The rack's reason for refusing this user route, or undefined when it accepts it. */
export function routeError(destination: RouteDestination, target: RouteTarget): string | undefined {
  const kinds = routeTypesError(destination.type, target.type)
  if (kinds) return kinds
  if (target.type !== 'ip') return undefined
  const from = destinationFamily(destination)
  const to = parseIp(target.value)?.type
  return from && to && from !== to ? routeFamilyError : undefined
}

/** Target kinds a route to this kind of destination may use, in the API's order. */
export const allowedTargetTypes = (destination: RouteDestinationType) =>
  routeTargetTypes.filter((t) => !routeTypesError(destination, t))

/** Destination kinds with at least one target a user route may use. */
export const allowedDestinationTypes = routeDestinationTypes.filter(
  (d) => allowedTargetTypes(d).length > 0,
)
