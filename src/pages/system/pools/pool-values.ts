import type { IpVersion } from '~/api/__generated__/Api'

/** What the create and edit forms of either pool kind edit. */
export type PoolFormValues = { name: string; description: string; ipVersion: IpVersion }

export const emptyPool: PoolFormValues = { name: '', description: '', ipVersion: 'v4' }

export const poolToValues = (p: PoolFormValues): PoolFormValues => ({
  name: p.name,
  description: p.description,
  ipVersion: p.ipVersion,
})

export const valuesToPoolCreate = (v: PoolFormValues) => ({
  name: v.name.trim(),
  description: v.description.trim(),
  ipVersion: v.ipVersion,
})

export const valuesToPoolUpdate = (v: PoolFormValues) => ({
  name: v.name.trim(),
  description: v.description.trim(),
})

/** A big integer with thousands separators, every digit kept. */
export const formatBigInt = (n: bigint) => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/**
 * A pool's allocated addresses from the API's utilization: capacity − remaining,
 * which the API sends as doubles (exact while the figures stay below 2^53).
 */
export const allocatedOf = (utilization: { capacity: number; remaining: number }) =>
  BigInt(Math.max(0, Math.round(utilization.capacity - utilization.remaining)))

export const ipVersionLabel = (v: IpVersion) => (v === 'v4' ? 'IPv4' : 'IPv6')
