import { invalidIpMessage, type ParsedIp, parseIp } from './ip'

export type ParsedCidr = ParsedIp & { width: number }

/** The parsed block, or the spec 5 message explaining what is wrong with it. */
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
