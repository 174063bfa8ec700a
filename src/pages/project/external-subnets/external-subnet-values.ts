import type { ExternalSubnet, ExternalSubnetCreate } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { validateNetworkCidr } from '~/util/cidr'
import { type IdentityValues, trimmedIdentity } from '~/util/names'

/** What the external subnet forms edit: shaped like the UI, turned into API bodies below. */
export type ExternalSubnetFormValues = IdentityValues & {
  /** a block of a prefix length from a pool, or one block asked for by hand */
  allocation: 'auto' | 'explicit'
  /** empty: the silo's default subnet pool */
  pool: string
  prefixLength: number
  subnet: string
}

export const emptyExternalSubnet: ExternalSubnetFormValues = {
  name: '',
  description: '',
  allocation: 'auto',
  pool: '',
  prefixLength: 28,
  subnet: '',
}

export function valuesToExternalSubnetCreate(v: ExternalSubnetFormValues): ExternalSubnetCreate {
  const base = trimmedIdentity(v)
  if (v.allocation === 'explicit') {
    return { ...base, allocator: { type: 'explicit', subnet: v.subnet.trim() } }
  }
  return {
    ...base,
    allocator: {
      type: 'auto',
      prefixLength: v.prefixLength,
      poolSelector: v.pool ? { type: 'explicit', pool: v.pool } : { type: 'auto' },
    },
  }
}

/** A subnet asked for by hand: a block named by its network address. */
export const validateExternalSubnet = (s: string) => validateNetworkCidr(s.trim())

export const externalSubnetToValues = (s: ExternalSubnet): ExternalSubnetFormValues => ({
  ...emptyExternalSubnet,
  name: s.name,
  description: s.description,
  subnet: s.subnet,
})

export const externalSubnetCreateRequest = (v: ExternalSubnetFormValues, project: string) =>
  apiRequest('externalSubnetCreate', { query: { project }, body: valuesToExternalSubnetCreate(v) })
