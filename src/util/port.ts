// a port or range: one to five digits, optionally a hyphen and one to five more
const PORT_RANGE = /^(\d{1,5})(?:-(\d{1,5}))?$/
export const MAX_PORT = 65535

/** `[start, end]` (equal for a single port), or a message saying what is wrong. */
function check(s: string): [number, number] | string {
  const match = PORT_RANGE.exec(s)
  if (!match) return 'Not a valid port or port range'
  const start = Number(match[1])
  const end = match[2] === undefined ? start : Number(match[2])
  if (start > MAX_PORT || end > MAX_PORT) return `Port must be at most ${MAX_PORT}`
  if (end < start) return 'End of range must not be below the start'
  return [start, end]
}

export function validatePortRange(s: string): string | undefined {
  const result = check(s)
  return typeof result === 'string' ? result : undefined
}

export function parsePortRange(s: string): [number, number] | undefined {
  const result = check(s)
  return typeof result === 'string' ? undefined : result
}
