/** An IP address as an unsigned integer, so ranges can be checked with < and >. */
export type ParsedIp = { type: 'v4' | 'v6'; value: bigint }

export const invalidIpMessage = 'Not a valid IP address'

// decimal 0-255 without leading zeros, which some parsers would read as octal
const OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/
const HEXTET = /^[0-9a-f]{1,4}$/i

function parseV4(s: string): bigint | undefined {
  const octets = s.split('.')
  if (octets.length !== 4 || !octets.every((o) => OCTET.test(o))) return undefined
  return octets.reduce((acc, o) => (acc << 8n) | BigInt(o), 0n)
}

/** The 16-bit groups on one side of `::`; an embedded IPv4 may only end the address. */
function hextets(side: string, endsAddress: boolean): bigint[] | undefined {
  if (side === '') return []
  const parts = side.split(':')
  const words: bigint[] = []
  for (const [i, part] of parts.entries()) {
    if (endsAddress && i === parts.length - 1 && part.includes('.')) {
      const v4 = parseV4(part)
      if (v4 === undefined) return undefined
      words.push(v4 >> 16n, v4 & 0xffffn)
    } else if (HEXTET.test(part)) {
      words.push(BigInt(`0x${part}`))
    } else {
      return undefined
    }
  }
  return words
}

function parseV6(s: string): bigint | undefined {
  const sides = s.split('::')
  if (sides.length > 2) return undefined
  const compressed = sides.length === 2
  const head = hextets(sides[0], !compressed)
  const tail = compressed ? hextets(sides[1], true) : []
  if (!head || !tail) return undefined
  const zeros = 8 - head.length - tail.length
  // `::` stands for one or more zero groups; without it all eight groups are written out
  if (compressed ? zeros < 1 : zeros !== 0) return undefined
  const words = [...head, ...Array<bigint>(zeros).fill(0n), ...tail]
  return words.reduce((acc, w) => (acc << 16n) | w, 0n)
}

/** Parse an IPv4 or IPv6 address (no zone id, no brackets, no surrounding spaces). */
export function parseIp(s: string): ParsedIp | undefined {
  const v4 = parseV4(s)
  if (v4 !== undefined) return { type: 'v4', value: v4 }
  const v6 = parseV6(s)
  return v6 === undefined ? undefined : { type: 'v6', value: v6 }
}

export const ipVersion = (s: string): ParsedIp['type'] | undefined => parseIp(s)?.type

/** Valid IPv4 or IPv6, otherwise `Not a valid IP address`. */
export const validateIp = (s: string): string | undefined =>
  parseIp(s) ? undefined : invalidIpMessage
