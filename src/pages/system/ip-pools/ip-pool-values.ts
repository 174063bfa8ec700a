import type {
  IpPool,
  IpPoolCreate,
  IpPoolUpdate,
  IpRange,
  IpVersion,
} from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { invalidIpMessage, parseIp } from '~/util/ip'

export type IpPoolFormValues = { name: string; description: string; ipVersion: IpVersion }

export const emptyIpPool: IpPoolFormValues = { name: '', description: '', ipVersion: 'v4' }

export const ipPoolToValues = (p: IpPool): IpPoolFormValues => ({
  name: p.name,
  description: p.description,
  ipVersion: p.ipVersion,
})

export const valuesToIpPoolCreate = (v: IpPoolFormValues): IpPoolCreate => ({
  name: v.name.trim(),
  description: v.description.trim(),
  ipVersion: v.ipVersion,
})

export const valuesToIpPoolUpdate = (v: IpPoolFormValues): IpPoolUpdate => ({
  name: v.name.trim(),
  description: v.description.trim(),
})

export type RangeFormValues = { first: string; last: string }

const versionName = (v: IpVersion) => (v === 'v4' ? 'IPv4' : 'IPv6')

/**
 * Checks an address range for a pool: both ends valid addresses of the pool's
 * version, the first not above the last. Returns a message per field.
 */
export function validateRange(
  { first, last }: RangeFormValues,
  poolVersion: IpVersion,
): Partial<Record<keyof RangeFormValues, string>> {
  const errors: Partial<Record<keyof RangeFormValues, string>> = {}
  const a = parseIp(first.trim())
  const b = parseIp(last.trim())
  const wrong = `Must be an ${versionName(poolVersion)} address: this is an ${versionName(poolVersion)} pool`
  if (!a) errors.first = invalidIpMessage
  else if (a.type !== poolVersion) errors.first = wrong
  if (!b) errors.last = invalidIpMessage
  else if (b.type !== poolVersion) errors.last = wrong
  if (!errors.first && !errors.last && a && b && a.value > b.value) {
    errors.last = 'Must not be below the first address'
  }
  return errors
}

export const valuesToRange = (v: RangeFormValues): IpRange => ({
  first: v.first.trim(),
  last: v.last.trim(),
})

/** Addresses in a range, exactly: an IPv6 range can hold more than 2^64. */
export function rangeSize(range: IpRange): bigint {
  const a = parseIp(range.first)
  const b = parseIp(range.last)
  if (!a || !b || a.value > b.value) return 0n
  return b.value - a.value + 1n
}

/**
 * A pool's capacity, exactly, from its ranges; and its allocated addresses
 * from the API's utilization (capacity − remaining, which the API sends as
 * doubles: exact while the figures stay below 2^53).
 */
export function poolUsage(
  ranges: readonly IpRange[],
  utilization: { capacity: number; remaining: number },
): { allocated: bigint; capacity: bigint } {
  const capacity = ranges.reduce((sum, r) => sum + rangeSize(r), 0n)
  const allocated = BigInt(Math.max(0, Math.round(utilization.capacity - utilization.remaining)))
  return { allocated, capacity }
}

/** A big integer with thousands separators, every digit kept. */
export const formatBigInt = (n: bigint) => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')

export const ipPoolCreateRequest = (v: IpPoolFormValues) =>
  apiRequest('systemIpPoolCreate', { body: valuesToIpPoolCreate(v) })

export const ipPoolUpdateRequest = (v: IpPoolFormValues, pool: string) =>
  apiRequest('systemIpPoolUpdate', { path: { pool }, body: valuesToIpPoolUpdate(v) })

export const ipRangeAddRequest = (v: RangeFormValues, pool: string) =>
  apiRequest('systemIpPoolRangeAdd', { path: { pool }, body: valuesToRange(v) })

/** Link a pool and a silo (from either side), default or not. */
export const ipPoolSiloLinkRequest = (pool: string, silo: string, isDefault: boolean) =>
  apiRequest('systemIpPoolSiloLink', { path: { pool }, body: { silo, isDefault } })
