import { cidrSize, parseCidr } from '~/util/cidr'
import { badRequest } from '../errors'

/** First and last address of a CIDR block, as bigints. */
export function cidrRange(cidr: string): [bigint, bigint] {
  const block = parseCidr(cidr)
  if (!block) throw badRequest(`not a CIDR block: "${cidr}"`)
  const size = cidrSize(block)
  const start = block.value - (block.value % size)
  return [start, start + size - 1n]
}

export function cidrsOverlap(a: string, b: string): boolean {
  const [a1, a2] = cidrRange(a)
  const [b1, b2] = cidrRange(b)
  return a1 <= b2 && b1 <= a2
}

/** Is `inner` wholly inside `outer`? */
export function cidrContains(outer: string, inner: string): boolean {
  const [o1, o2] = cidrRange(outer)
  const [i1, i2] = cidrRange(inner)
  return o1 <= i1 && i2 <= o2
}
