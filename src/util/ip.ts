import ipaddr from 'ipaddr.js'

/** An IP address as an unsigned integer, so ranges can be checked with < and >. */
export type ParsedIp = { type: 'v4' | 'v6'; value: bigint }

export const invalidIpMessage = 'Not a valid IP address'

const toBigInt = (bytes: number[]) => bytes.reduce((acc, b) => (acc << 8n) | BigInt(b), 0n)

/**
 * ipaddr.js reads more than the API takes (IPv4 in octal, hex or fewer than
 * four parts, IPv6 zone ids): here only dotted decimal without leading zeros,
 * which some parsers would read as octal, and plain IPv6 are addresses.
 */
function isStrictV6(s: string) {
  if (!ipaddr.IPv6.isValid(s) || s.includes('%')) return false
  const last = s.slice(s.lastIndexOf(':') + 1)
  return !last.includes('.') || ipaddr.IPv4.isValidFourPartDecimal(last)
}

/** Parse an IPv4 or IPv6 address (no zone id, no brackets, no surrounding spaces). */
export function parseIp(s: string): ParsedIp | undefined {
  if (ipaddr.IPv4.isValidFourPartDecimal(s)) {
    return { type: 'v4', value: toBigInt(ipaddr.IPv4.parse(s).toByteArray()) }
  }
  if (isStrictV6(s)) return { type: 'v6', value: toBigInt(ipaddr.IPv6.parse(s).toByteArray()) }
  return undefined
}

/** The address's usual text: IPv6 with its longest run of zero groups compressed (RFC 5952). */
export function formatIp({ type, value }: ParsedIp): string {
  const length = type === 'v4' ? 4 : 16
  const bytes = Array.from({ length }, (_, i) =>
    Number((value >> BigInt(8 * (length - 1 - i))) & 0xffn),
  )
  return ipaddr.fromByteArray(bytes).toString()
}

export const ipVersion = (s: string): ParsedIp['type'] | undefined => parseIp(s)?.type

/** Valid IPv4 or IPv6, otherwise `Not a valid IP address`. */
export const validateIp = (s: string): string | undefined =>
  parseIp(s) ? undefined : invalidIpMessage
