import type { Vpc, VpcCreate, VpcUpdate } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { parseCidr } from '~/util/cidr'
import { type IdentityValues, trimmedIdentity } from '~/util/names'
import { validateBlock } from './ip-block'

/** What the VPC forms edit: shaped like the UI, turned into API bodies below. */
export type VpcFormValues = IdentityValues & {
  dnsName: string
  /** empty: the API picks a prefix */
  ipv6Prefix: string
}

export const emptyVpc: VpcFormValues = { name: '', description: '', dnsName: '', ipv6Prefix: '' }

// fd00::/8, the unique local range Nexus takes VPC prefixes from
const ULA_FIRST_BYTE = 0xfdn

/**
 * A VPC's IPv6 prefix, as the API takes it: a /48 of unique local addresses.
 * The shared CIDR messages come first.
 */
export function validateVpcIpv6Prefix(s: string): string | undefined {
  if (!s) return undefined
  const error = validateBlock(s, { version: 'v6', width: 48, noun: 'prefix' })
  if (error) return error
  const cidr = parseCidr(s)
  if (cidr && cidr.value >> 120n !== ULA_FIRST_BYTE)
    return 'Must be a unique local address (fd00::/8)'
  return undefined
}

export const vpcToValues = (vpc: Vpc): VpcFormValues => ({
  name: vpc.name,
  description: vpc.description,
  dnsName: vpc.dnsName,
  ipv6Prefix: vpc.ipv6Prefix,
})

export function valuesToVpcCreate(v: VpcFormValues): VpcCreate {
  const ipv6Prefix = v.ipv6Prefix.trim()
  return {
    ...trimmedIdentity(v),
    dnsName: v.dnsName.trim(),
    ...(ipv6Prefix ? { ipv6Prefix } : {}),
  }
}

/** The prefix cannot change after creation: the update body leaves it out. */
export const valuesToVpcUpdate = (v: VpcFormValues): VpcUpdate => ({
  ...trimmedIdentity(v),
  dnsName: v.dnsName.trim(),
})

export const vpcCreateRequest = (v: VpcFormValues, project: string) =>
  apiRequest('vpcCreate', { query: { project }, body: valuesToVpcCreate(v) })

export const vpcUpdateRequest = (v: VpcFormValues, sel: { project: string; vpc: string }) =>
  apiRequest('vpcUpdate', {
    path: { vpc: sel.vpc },
    query: { project: sel.project },
    body: valuesToVpcUpdate(v),
  })
