import type {
  IpVersion,
  SubnetPool,
  SubnetPoolCreate,
  SubnetPoolMemberAdd,
  SubnetPoolUpdate,
} from '~/api/__generated__/Api'
import { cidrSize, parseCidr, validateNetworkCidr } from '~/util/cidr'

export type SubnetPoolFormValues = { name: string; description: string; ipVersion: IpVersion }

export const emptySubnetPool: SubnetPoolFormValues = { name: '', description: '', ipVersion: 'v4' }

export const subnetPoolToValues = (p: SubnetPool): SubnetPoolFormValues => ({
  name: p.name,
  description: p.description,
  ipVersion: p.ipVersion,
})

export const valuesToSubnetPoolCreate = (v: SubnetPoolFormValues): SubnetPoolCreate => ({
  name: v.name.trim(),
  description: v.description.trim(),
  ipVersion: v.ipVersion,
})

export const valuesToSubnetPoolUpdate = (v: SubnetPoolFormValues): SubnetPoolUpdate => ({
  name: v.name.trim(),
  description: v.description.trim(),
})

/** A member's block and the prefix lengths projects may take from it (NaN: the API's default). */
export type MemberFormValues = { subnet: string; minPrefixLength: number; maxPrefixLength: number }

export const emptyMember: MemberFormValues = {
  subnet: '',
  minPrefixLength: Number.NaN,
  maxPrefixLength: Number.NaN,
}

const versionName = (v: IpVersion) => (v === 'v4' ? 'IPv4' : 'IPv6')
const bitsOf = (v: IpVersion) => (v === 'v4' ? 32 : 128)

/**
 * Checks a member for a pool: a network of the pool's IP version, and prefix
 * bounds with block prefix <= min <= max <= address bits, as the API requires.
 * Returns a message per field.
 */
export function validateMember(
  v: MemberFormValues,
  poolVersion: IpVersion,
): Partial<Record<keyof MemberFormValues, string>> {
  const errors: Partial<Record<keyof MemberFormValues, string>> = {}
  const subnet = v.subnet.trim()
  const message = validateNetworkCidr(subnet)
  const cidr = parseCidr(subnet)
  if (message) errors.subnet = message
  else if (cidr && cidr.type !== poolVersion) {
    errors.subnet = `Must be an ${versionName(poolVersion)} subnet: this is an ${versionName(poolVersion)} pool`
  }
  const low = !errors.subnet && cidr ? cidr.width : 0
  const high = bitsOf(poolVersion)
  const min = v.minPrefixLength
  const max = v.maxPrefixLength
  const bounds = `Must be between /${low} and /${high}`
  if (!Number.isNaN(min) && (min < low || min > high)) errors.minPrefixLength = bounds
  if (!Number.isNaN(max) && (max < low || max > high)) errors.maxPrefixLength = bounds
  if (!errors.minPrefixLength && !errors.maxPrefixLength && min > max) {
    errors.maxPrefixLength = 'Must not be below the minimum prefix length'
  }
  return errors
}

export const valuesToMemberAdd = (v: MemberFormValues): SubnetPoolMemberAdd => ({
  subnet: v.subnet.trim(),
  minPrefixLength: Number.isNaN(v.minPrefixLength) ? null : v.minPrefixLength,
  maxPrefixLength: Number.isNaN(v.maxPrefixLength) ? null : v.maxPrefixLength,
})

/**
 * A pool's capacity, exactly, from its members' blocks; and its allocated
 * addresses from the API's utilization (capacity − remaining, doubles: exact
 * while the figures stay below 2^53).
 */
export function subnetPoolUsage(
  members: readonly string[],
  utilization: { capacity: number; remaining: number },
): { allocated: bigint; capacity: bigint } {
  const capacity = members.reduce((sum, m) => {
    const cidr = parseCidr(m)
    return cidr ? sum + cidrSize(cidr) : sum
  }, 0n)
  const allocated = BigInt(Math.max(0, Math.round(utilization.capacity - utilization.remaining)))
  return { allocated, capacity }
}
