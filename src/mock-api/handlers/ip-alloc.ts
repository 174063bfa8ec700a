import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { formatIp, parseIp } from '~/util/ip'
import { db, lookup } from '../db'
import { badRequest, errorResponse } from '../errors'
import { currentSilo } from '../session'

/** IPv4 and IPv6 addresses as bigints, to walk ranges and count them. */
export function ipToBigInt(ip: string): bigint {
  const parsed = parseIp(ip)
  if (!parsed) throw badRequest(`not an IP address: "${ip}"`)
  return parsed.value
}

export const bigIntToIp = (n: bigint, v6: boolean): string =>
  formatIp({ type: v6 ? 'v6' : 'v4', value: n })

const rangeSize = (r: Json<Api.IpRange>) => ipToBigInt(r.last) - ipToBigInt(r.first) + 1n

/** Addresses of a pool in use: floating, ephemeral and SNAT, and probes'. */
export function usedIps(poolId: string): Set<string> {
  return new Set([
    ...db.floatingIps.filter((f) => f.ip_pool_id === poolId).map((f) => f.ip),
    ...db.ephemeralIps.filter((e) => e.ip_pool_id === poolId).map((e) => e.ip),
    ...db.probes
      .filter((p) => p.ip_pool_id === poolId)
      .flatMap((p) => p.external_ips.map((e) => e.ip)),
  ])
}

/** Capacity and remaining addresses of a pool (doubles, as the API sends them). */
export function poolUtilization(poolId: string) {
  const ranges = db.ipPoolRanges.filter((r) => r.ip_pool_id === poolId)
  const capacity = ranges.reduce((sum, r) => sum + rangeSize(r.range), 0n)
  const used = BigInt(usedIps(poolId).size)
  return { capacity: Number(capacity), remaining: Number(capacity - used) }
}

/** The first free address of a pool, or 400 when it is exhausted. */
export function allocateIp(poolId: string, wanted?: string): string {
  const pool = lookup.ipPool({ pool: poolId })
  const used = usedIps(poolId)
  const ranges = db.ipPoolRanges.filter((r) => r.ip_pool_id === poolId)
  if (wanted) {
    const n = ipToBigInt(wanted)
    const inRange = ranges.some(
      (r) => n >= ipToBigInt(r.range.first) && n <= ipToBigInt(r.range.last),
    )
    if (!inRange) throw badRequest(`address ${wanted} is not in pool "${pool.name}"`)
    // Nexus's words; not ObjectAlreadyExists, which a form would put on the name field
    if (used.has(wanted)) throw badRequest('Requested external IP address not available')
    return wanted
  }
  for (const r of ranges) {
    const first = ipToBigInt(r.range.first)
    const last = ipToBigInt(r.range.last)
    // a few thousand tries are plenty for the mock's pools
    for (let n = first; n <= last && n < first + 4096n; n++) {
      const ip = bigIntToIp(n, pool.ip_version === 'v6')
      if (!used.has(ip)) return ip
    }
  }
  throw errorResponse(
    507,
    'InsufficientCapacity',
    `no IP addresses available in pool "${pool.name}"`,
  )
}

/** The silo's default pool (of a version, if given). */
export function defaultPool(ipVersion?: 'v4' | 'v6' | null): Json<Api.IpPool> {
  const siloId = currentSilo().id
  const links = db.ipPoolSilos.filter((l) => l.silo_id === siloId && l.is_default)
  const pools = links
    .map((l) => db.ipPools.find((p) => p.id === l.ip_pool_id))
    .filter((p) => p !== undefined)
    // a multicast pool's addresses are for multicast groups only
    .filter((p) => p.pool_type !== 'multicast')
    .filter((p) => !ipVersion || p.ip_version === ipVersion)
  if (!pools.length) throw badRequest('no default IP pool for the current silo')
  return pools[0]
}

/** A pool the current silo may use, from a `PoolSelector`. */
export function resolvePool(selector?: Json<Api.PoolSelector> | null): Json<Api.IpPool> {
  if (!selector || selector.type === 'auto') return defaultPool(selector?.ip_version)
  const pool = lookup.ipPool({ pool: selector.pool })
  const linked = db.ipPoolSilos.some(
    (l) => l.ip_pool_id === pool.id && l.silo_id === currentSilo().id,
  )
  if (!linked) throw badRequest(`IP pool "${pool.name}" is not linked to the current silo`)
  return pool
}
