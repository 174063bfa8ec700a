import { invalidIpMessage, type ParsedIp, parseIp } from './ip'

export type ParsedCidr = ParsedIp & { width: number }

/** The parsed block, or the message explaining what is wrong with it. */
function check(s: string): ParsedCidr | string {
  const parts = s.split('/')
  if (parts.length !== 2) return 'Must contain an IP address and a width, separated by a /'
  const [address, widthText] = parts
  const ip = parseIp(address)
  if (!ip) return invalidIpMessage
  if (!/^\d+$/.test(widthText)) return 'Width must be an integer'
  const width = Number(widthText)
  if (ip.type === 'v4' && width > 32) return 'Max width for IPv4 is 32'
  if (ip.type === 'v6' && width > 128) return 'Max width for IPv6 is 128'
  return { ...ip, width }
}

export function validateCidr(s: string): string | undefined {
  const result = check(s)
  return typeof result === 'string' ? result : undefined
}

export function parseCidr(s: string): ParsedCidr | undefined {
  const result = check(s)
  return typeof result === 'string' ? undefined : result
}

/** Addresses in a block, exactly (an IPv6 block can hold more than 2^64). */
export const cidrSize = (c: ParsedCidr) => 1n << BigInt((c.type === 'v4' ? 32 : 128) - c.width)

/**
 * A block named by its network address: the CIDR messages, then host
 * bits must be zero (the API refuses 203.0.113.65/28 for 203.0.113.64/28).
 */
export function validateNetworkCidr(s: string): string | undefined {
  const result = check(s)
  if (typeof result === 'string') return result
  if ((result.value & (cidrSize(result) - 1n)) !== 0n) {
    return 'Host bits must be zero: use the network address'
  }
  return undefined
}
