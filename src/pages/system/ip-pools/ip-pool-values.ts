import type { IpRange, IpVersion } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { invalidIpMessage, parseIp } from '~/util/ip'
import { allocatedOf, ipVersionLabel } from '../pools/pool-values'

export type RangeFormValues = { first: string; last: string }

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
  const wrong = `Must be an ${ipVersionLabel(poolVersion)} address: this is an ${ipVersionLabel(poolVersion)} pool`
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

/** A pool's capacity, exactly, from its ranges; and its allocated addresses (`allocatedOf`). */
export function poolUsage(
  ranges: readonly IpRange[],
  utilization: { capacity: number; remaining: number },
): { allocated: bigint; capacity: bigint } {
  const capacity = ranges.reduce((sum, r) => sum + rangeSize(r), 0n)
  return { allocated: allocatedOf(utilization), capacity }
}

export const ipRangeAddRequest = (v: RangeFormValues, pool: string) =>
  apiRequest('systemIpPoolRangeAdd', { path: { pool }, body: valuesToRange(v) })

/** Link a pool and a silo (from either side), default or not. */
export const ipPoolSiloLinkRequest = (pool: string, silo: string, isDefault: boolean) =>
  apiRequest('systemIpPoolSiloLink', { path: { pool }, body: { silo, isDefault } })
