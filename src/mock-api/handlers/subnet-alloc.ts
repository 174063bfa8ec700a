import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { byNameOrId, db } from '../db'
import { badRequest } from '../errors'
import { currentSilo } from '../session'
import { cidrContains, cidrRange, cidrsOverlap } from './cidr'
import { bigIntToIp, ipToBigInt } from './ip-alloc'

/**
 * Address math and allocation for subnet pools: a pool's members are CIDR
 * blocks, and an external subnet is an aligned block carved out of one member,
 * of a prefix length the member allows.
 */
type Pool = Json<Api.SubnetPool>
type Member = Json<Api.SubnetPoolMember>

export const isV6 = (cidr: string) => cidr.includes(':')
export const prefixOf = (cidr: string) => Number(cidr.split('/')[1])
export const maxPrefix = (v6: boolean) => (v6 ? 128 : 32)

/** Addresses in a block: 2^(bits - prefix). */
export const blockSize = (cidr: string) => 1n << BigInt(maxPrefix(isV6(cidr)) - prefixOf(cidr))

/** Sort key of a block: its first address as fixed-width hex, then its prefix. */
export const cidrKey = (cidr: string) =>
  `${cidrRange(cidr)[0].toString(16).padStart(32, '0')}/${String(prefixOf(cidr)).padStart(3, '0')}`

/** A subnet names its network: no host bits may be set (10.0.0.0/24, not 10.0.0.1/24). */
export function checkNetworkAddress(cidr: string) {
  const [ip] = cidr.split('/')
  const [start] = cidrRange(cidr)
  if (ipToBigInt(ip) !== start) {
    const network = `${bigIntToIp(start, isV6(cidr))}/${prefixOf(cidr)}`
    throw badRequest(`subnet ${cidr} has host bits set: its network address is ${network}`)
  }
}

export const lookupSubnetPool = (pool: string) => byNameOrId('subnet-pool', db.subnetPools, pool)

export const poolMembers = (poolId: string) =>
  db.subnetPoolMembers
    .filter((m) => m.subnet_pool_id === poolId)
    .sort((a, b) => (cidrKey(a.subnet) < cidrKey(b.subnet) ? -1 : 1))

/** Capacity and free addresses of a pool (doubles, as the API sends them). */
export function subnetPoolUtilization(poolId: string) {
  const capacity = poolMembers(poolId).reduce((sum, m) => sum + blockSize(m.subnet), 0n)
  const used = db.externalSubnets
    .filter((s) => s.subnet_pool_id === poolId)
    .reduce((sum, s) => sum + blockSize(s.subnet), 0n)
  return { capacity: Number(capacity), remaining: Number(capacity - used) }
}

/** A silo's linked pools, each with whether it is the silo's default. */
export function siloSubnetPools(siloId: string): Json<Api.SiloSubnetPool>[] {
  return db.subnetPoolSilos
    .filter((l) => l.silo_id === siloId)
    .flatMap((l) => {
      const pool = db.subnetPools.find((p) => p.id === l.subnet_pool_id)
      return pool ? [{ ...pool, is_default: l.is_default }] : []
    })
}

const linkedToCurrentSilo = (poolId: string) =>
  db.subnetPoolSilos.some((l) => l.subnet_pool_id === poolId && l.silo_id === currentSilo().id)

/** A pool the current silo may allocate from, from a `PoolSelector`. */
export function resolveSubnetPool(selector?: Json<Api.PoolSelector> | null): Pool {
  if (selector?.type === 'explicit') {
    const pool = lookupSubnetPool(selector.pool)
    if (!linkedToCurrentSilo(pool.id)) {
      throw badRequest(`subnet pool "${pool.name}" is not linked to the current silo`)
    }
    return pool
  }
  const version = selector?.ip_version
  const pool = siloSubnetPools(currentSilo().id).find(
    (p) => p.is_default && (!version || p.ip_version === version),
  )
  if (!pool) {
    throw badRequest(`no default ${version ? `${version} ` : ''}subnet pool for the current silo`)
  }
  return lookupSubnetPool(pool.id)
}

const allows = (member: Member, prefix: number) =>
  prefix >= member.min_prefix_length && prefix <= member.max_prefix_length

/** Allocated external subnets inside a member, in address order. */
const taken = (memberId: string) =>
  db.externalSubnets
    .filter((s) => s.subnet_pool_member_id === memberId)
    .map((s) => cidrRange(s.subnet))
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))

/** The first free aligned block of a prefix length in a member, if any. */
function firstFree(member: Member, prefix: number): string | undefined {
  const v6 = isV6(member.subnet)
  const size = 1n << BigInt(maxPrefix(v6) - prefix)
  const [start, end] = cidrRange(member.subnet)
  const used = taken(member.id)
  let n = start
  while (n + size - 1n <= end) {
    const clash = used.find(([f, l]) => n <= l && f <= n + size - 1n)
    if (!clash) return `${bigIntToIp(n, v6)}/${prefix}`
    // jump past the clash, to the next aligned block
    n = ((clash[1] + 1n + size - 1n) / size) * size
  }
  return undefined
}

/** The next free subnet of a prefix length in a pool: 400 when none allows it or all are taken. */
export function allocateSubnet(pool: Pool, prefix: number) {
  const members = poolMembers(pool.id)
  const fitting = members.filter((m) => allows(m, prefix))
  if (!fitting.length) {
    const ranges = members.map((m) => `/${m.min_prefix_length} to /${m.max_prefix_length}`)
    const allowed = ranges.length ? `it allows ${[...new Set(ranges)].join(', ')}` : 'it is empty'
    throw badRequest(`subnet pool "${pool.name}" has no room for a /${prefix} subnet: ${allowed}`)
  }
  for (const member of fitting) {
    const subnet = firstFree(member, prefix)
    if (subnet) return { subnet, member }
  }
  throw badRequest(`subnet pool "${pool.name}" is exhausted: no /${prefix} subnet is free`)
}

/** An explicit subnet: inside a member of a pool the silo may use, of a size it allows, free. */
export function claimSubnet(cidr: string) {
  checkNetworkAddress(cidr)
  const member = db.subnetPoolMembers.find(
    (m) =>
      isV6(m.subnet) === isV6(cidr) &&
      cidrContains(m.subnet, cidr) &&
      linkedToCurrentSilo(m.subnet_pool_id),
  )
  if (!member) throw badRequest(`subnet ${cidr} is not in a subnet pool linked to the current silo`)
  const prefix = prefixOf(cidr)
  if (!allows(member, prefix)) {
    throw badRequest(
      `subnet ${cidr} is not of a size its pool allows (/${member.min_prefix_length} to /${member.max_prefix_length})`,
    )
  }
  if (
    db.externalSubnets.some((s) => isV6(s.subnet) === isV6(cidr) && cidrsOverlap(s.subnet, cidr))
  ) {
    throw badRequest(`subnet ${cidr} overlaps an allocated external subnet`)
  }
  return { subnet: cidr, member }
}
