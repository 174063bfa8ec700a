import { parseCidr, validateCidr } from '~/util/cidr'

/**
 * A VPC's or a subnet's block of one IP version, and of one width where the
 * API fixes it: the shared CIDR messages first, then "Must be an IPv6 block",
 * then "Must be a /64 block" (a VPC's says "prefix").
 */
export function validateBlock(
  s: string,
  { version, width, noun = 'block' }: { version: 'v4' | 'v6'; width?: number; noun?: string },
): string | undefined {
  const error = validateCidr(s)
  if (error) return error
  const cidr = parseCidr(s)
  if (cidr?.type !== version) return `Must be an ${version === 'v4' ? 'IPv4' : 'IPv6'} ${noun}`
  if (width !== undefined && cidr.width !== width) return `Must be a /${width} ${noun}`
  return undefined
}
