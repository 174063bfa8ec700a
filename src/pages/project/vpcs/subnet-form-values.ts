import type { VpcSubnet, VpcSubnetCreate, VpcSubnetUpdate } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { type IdentityValues, trimmedIdentity } from '~/util/names'
import { validateBlock } from './ip-block'

/** What the subnet forms edit: shaped like the UI, turned into API bodies below. */
export type SubnetFormValues = IdentityValues & {
  ipv4Block: string
  /** empty: the API picks the next free /64 of the VPC's prefix */
  ipv6Block: string
  /** a custom router's name, or empty for the VPC's system router only */
  customRouter: string
}

export const emptySubnet: SubnetFormValues = {
  name: '',
  description: '',
  ipv4Block: '',
  ipv6Block: '',
  customRouter: '',
}

/** Required IPv4 block: the shared CIDR messages, then the family. */
export const validateIpv4Block = (s: string) => validateBlock(s, { version: 'v4' })

/** Optional IPv6 block: a /64, as the API gives subnets. */
export const validateIpv6Block = (s: string) =>
  s ? validateBlock(s, { version: 'v6', width: 64 }) : undefined

/** The subnet as the edit form shows it; `routerName` finds a custom router's name by id. */
export const subnetToValues = (
  subnet: VpcSubnet,
  routerName: (id: string) => string | undefined,
): SubnetFormValues => ({
  name: subnet.name,
  description: subnet.description,
  ipv4Block: subnet.ipv4Block,
  ipv6Block: subnet.ipv6Block,
  customRouter: (subnet.customRouterId && routerName(subnet.customRouterId)) || '',
})

export function valuesToSubnetCreate(v: SubnetFormValues): VpcSubnetCreate {
  const ipv6Block = v.ipv6Block.trim()
  return {
    ...trimmedIdentity(v),
    ipv4Block: v.ipv4Block.trim(),
    ...(ipv6Block ? { ipv6Block } : {}),
    ...(v.customRouter ? { customRouter: v.customRouter } : {}),
  }
}

/** Blocks cannot change after creation; no custom router unsets it. */
export const valuesToSubnetUpdate = (v: SubnetFormValues): VpcSubnetUpdate => ({
  ...trimmedIdentity(v),
  customRouter: v.customRouter || null,
})

type VpcSel = { project: string; vpc: string }

export const subnetCreateRequest = (v: SubnetFormValues, sel: VpcSel) =>
  apiRequest('vpcSubnetCreate', { query: sel, body: valuesToSubnetCreate(v) })

export const subnetUpdateRequest = (v: SubnetFormValues, sel: VpcSel & { subnet: string }) =>
  apiRequest('vpcSubnetUpdate', {
    path: { subnet: sel.subnet },
    query: { project: sel.project, vpc: sel.vpc },
    body: valuesToSubnetUpdate(v),
  })
