/**
 * Alert subscriptions: globs over alert class names (`AlertSubscription` in the
 * API). A class name is dot-separated segments of letters, digits and
 * underscores; in a glob, a segment may also be `*` (exactly one segment) or
 * `**` (any number of segments, none included). The forms and the mock API
 * both use these rules.
 */
export const SUBSCRIPTION_PATTERN = /^([a-zA-Z0-9_]+|\*|\*\*)(\.([a-zA-Z0-9_]+|\*|\*\*))*$/

export function validateSubscription(glob: string): string | undefined {
  if (!glob) return 'Enter an alert class or a glob'
  if (!SUBSCRIPTION_PATTERN.test(glob)) {
    return 'Dot-separated parts of letters, digits and _, or * (one part) or ** (any number of parts)'
  }
  return undefined
}

/** Does the glob match the class name? */
export function subscriptionMatches(glob: string, alertClass: string): boolean {
  return matchSegments(glob.split('.'), alertClass.split('.'))
}

function matchSegments(glob: string[], name: string[]): boolean {
  if (glob.length === 0) return name.length === 0
  const [head, ...rest] = glob
  if (head === '**') {
    // none, one, or more of the name's segments
    for (let skip = 0; skip <= name.length; skip++) {
      if (matchSegments(rest, name.slice(skip))) return true
    }
    return false
  }
  if (name.length === 0) return false
  return (head === '*' || head === name[0]) && matchSegments(rest, name.slice(1))
}
