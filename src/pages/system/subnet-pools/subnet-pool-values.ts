import type { IpVersion, SubnetPoolMemberAdd } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { cidrSize, parseCidr, validateNetworkCidr } from '~/util/cidr'
import { allocatedOf, ipVersionLabel } from '../pools/pool-values'

/** A member's block and the prefix lengths projects may take from it (NaN: the API's default). */
export type MemberFormValues = { subnet: string; minPrefixLength: number; maxPrefixLength: number }

export const emptyMember: MemberFormValues = {
  subnet: '',
  minPrefixLength: Number.NaN,
  maxPrefixLength: Number.NaN,
}

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
    errors.subnet = `Must be an ${ipVersionLabel(poolVersion)} subnet: this is an ${ipVersionLabel(poolVersion)} pool`
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

export const subnetPoolMemberAddRequest = (v: MemberFormValues, pool: string) =>
  apiRequest('systemSubnetPoolMemberAdd', { path: { pool }, body: valuesToMemberAdd(v) })

/** A pool's capacity, exactly, from its members' blocks; and its allocated addresses (`allocatedOf`). */
export function subnetPoolUsage(
  members: readonly string[],
  utilization: { capacity: number; remaining: number },
): { allocated: bigint; capacity: bigint } {
  const capacity = members.reduce((sum, m) => {
    const cidr = parseCidr(m)
    return cidr ? sum + cidrSize(cidr) : sum
  }, 0n)
  return { allocated: allocatedOf(utilization), capacity }
}
