// the API's name length cap is 63; generated names end in 6 hex characters
export const NAME_MAX_LENGTH = 63
const SUFFIX_LENGTH = 6

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Messages for the API's Name rules, first broken rule only. */
export function validateName(s: string): string | undefined {
  if (!s) return 'Name is required'
  if (s.length > NAME_MAX_LENGTH) return `Must be ${NAME_MAX_LENGTH} characters or fewer`
  if (!/^[a-z]/.test(s)) return 'Must start with a lowercase letter'
  if (!/^[a-z0-9-]+$/.test(s)) return 'Can only contain lowercase letters, numbers, and dashes'
  if (s.endsWith('-')) return 'Cannot end with a dash'
  // a UUID can pass every rule above (e.g. one starting with `a`), but the API reads it as an id
  if (UUID.test(s)) return 'Cannot be a UUID'
  return undefined
}

const trimDashes = (s: string) => s.replace(/^-+|-+$/g, '')

/** Lowercase, and turn each run of characters a Name cannot hold into one dash. */
const clean = (part: string) => trimDashes(part.toLowerCase().replace(/[^a-z0-9-]+/g, '-'))

/** Cut parts to fit `budget` in total: equal shares, and room a short part leaves goes to longer ones. */
function cutToFit(parts: string[], budget: number): string[] {
  const lengths: number[] = []
  let room = Math.max(0, budget)
  const shortestFirst = [...parts.keys()].sort((a, b) => parts[a].length - parts[b].length)
  shortestFirst.forEach((i, done) => {
    lengths[i] = Math.min(parts[i].length, Math.floor(room / (parts.length - done)))
    room -= lengths[i]
  })
  return parts.map((part, i) => part.slice(0, lengths[i]))
}

const randomHex = (length: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(length)), (b) => (b & 15).toString(16)).join('')

/**
 * A valid Name of at most 63 characters built from `parts`,
 * each shortened to fit, joined with dashes, plus a dash and 6 random hex digits.
 * `genName('my-instance', 'disk')` -> `my-instance-disk-3fa9c1`
 */
export function genName(...parts: string[]): string {
  const cleaned = parts.map(clean).filter(Boolean)
  const budget = NAME_MAX_LENGTH - SUFFIX_LENGTH - 1 - (cleaned.length - 1) // dashes between parts
  const fitted = cutToFit(cleaned, budget).map(trimDashes).filter(Boolean)
  // a Name starts with a letter; fall back to a plain word if the parts hold none
  const base = fitted.join('-').replace(/^[^a-z]+/, '') || 'name'
  return `${base}-${randomHex(SUFFIX_LENGTH)}`
}

/** The name and description every resource's form edits. */
export type IdentityValues = { name: string; description: string }

/** The name and description every resource's create and update bodies carry: as typed, trimmed. */
export const trimmedIdentity = (v: IdentityValues) => ({
  name: v.name.trim(),
  description: v.description.trim(),
})
