/**
 * Filtering a list on the client: the API has no name filter, so the console
 * reads the list's pages and keeps the rows whose name (or what stands for it,
 * a sled's serial) holds the typed text, in any case, in the server's order.
 */
export type ListFilter = { q: string; q2?: string; state: string }

/** Rows whose text holds `q` (and whose second text holds `q2`), in the chosen state. */
export function listFilterPredicate<T>(
  { q, q2 = '', state }: ListFilter,
  textOf: (row: T) => string,
  stateOf?: (row: T) => string,
  text2Of?: (row: T) => string,
): (row: T) => boolean {
  const needle = q.trim().toLowerCase()
  const needle2 = q2.trim().toLowerCase()
  return (row) =>
    (!needle || textOf(row).toLowerCase().includes(needle)) &&
    (!needle2 || !text2Of || text2Of(row).toLowerCase().includes(needle2)) &&
    (!state || !stateOf || stateOf(row) === state)
}

const count = new Intl.NumberFormat('en-US')

/**
 * What a list says while it reads every page to filter them. There is no
 * count in the API, so the total is an estimate from the pages read so far:
 * while the server hands back another page token there is at least one more
 * page, so "about" the rows read plus one more page of `pageSize`.
 */
export function readProgressText(read: number, more: boolean, pageSize: number) {
  if (!more) return `Read ${count.format(read)} of ${count.format(read)}`
  return `Read ${count.format(read)} of about ${count.format(estimateTotal(read, more, pageSize))}`
}

export const estimateTotal = (read: number, more: boolean, pageSize: number) =>
  more ? read + pageSize : read

/** The polite announcement of a filter's result. */
export function matchesText(matches: number, noun = 'row') {
  if (matches === 0) return `No ${noun}s match`
  return `${count.format(matches)} ${matches === 1 ? `${noun} matches` : `${noun}s match`}`
}
