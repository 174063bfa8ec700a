/**
 * `a`, `a or b`, `a, b, or c`: an English "or" list, as `Intl.ListFormat('en',
 * { type: 'disjunction' })` writes it. By hand because the console speaks only
 * English and the first `Intl.ListFormat` of a page costs tens of milliseconds
 * of start-up (loading the locale's data) for one short string.
 */
export function orList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' or ')
  return `${items.slice(0, -1).join(', ')}, or ${items[items.length - 1]}`
}
