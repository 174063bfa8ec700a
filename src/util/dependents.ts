/**
 * What a delete would be refused over, as the confirm names it: the first few
 * dependents by name (each a link), and how many more there are.
 */
export type Dependent = { label: string; to: string }

/** At most this many dependents are named; the rest are counted. */
export const MAX_NAMED = 5

export function namedDependents<T>(items: readonly T[], max = MAX_NAMED) {
  return { named: items.slice(0, max), more: Math.max(0, items.length - max) }
}

/** `a`, `a and b`, `a, b and c`: the joiners to put between `count` names. */
export function andJoiners(count: number): string[] {
  return Array.from({ length: Math.max(0, count - 1) }, (_, i) =>
    i === count - 2 ? ' and ' : ', ',
  )
}
