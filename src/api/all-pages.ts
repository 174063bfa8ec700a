/**
 * Reading a whole list: pickers and name lookups need every item, not the first
 * page a list screen shows (spec section 7: lists page with limit + pageToken).
 */

/**
 * Items per call when reading a whole list. Dropshot serves up to 10,000 per page and
 * nexus.json sets no lower maximum; 1,000 makes a thousand items one or two round trips
 * while keeping each response small.
 */
export const ALL_PAGES_LIMIT = 1000

/** One page as every list operation returns it. */
export type Page<T> = { items: T[]; nextPage?: string | null }

/**
 * Follows `nextPage` from the first page until the server says there is no more,
 * and returns every item in the server's order.
 */
export async function fetchAllPages<T>(
  fetchPage: (pageToken: string | undefined) => Promise<Page<T>>,
  onProgress?: (progress: ReadProgress) => void,
): Promise<T[]> {
  const items: T[] = []
  const seen = new Set<string>()
  let pageToken: string | undefined
  do {
    const page = await fetchPage(pageToken)
    for (const item of page.items) items.push(item)
    pageToken = page.nextPage ?? undefined
    // a server that hands back a token it gave before would keep us reading forever
    if (pageToken !== undefined) {
      if (seen.has(pageToken)) throw new Error(`Page token ${pageToken} came back twice`)
      seen.add(pageToken)
    }
    onProgress?.({ read: items.length, pages: seen.size + 1, more: pageToken !== undefined })
  } while (pageToken)
  return items
}

/**
 * How far a whole-list read has got. The API gives no count: `more` only says
 * the server handed back a next page token.
 */
export type ReadProgress = { read: number; pages: number; more: boolean }

/**
 * The progress of the whole-list reads under way, by query hash, for a list
 * that shows "read 4,000 of about 5,000" while it reads.
 */
const progress = new Map<string, ReadProgress>()
const listeners = new Set<() => void>()

export function reportProgress(hash: string, value: ReadProgress | undefined) {
  if (value) progress.set(hash, value)
  else progress.delete(hash)
  for (const l of listeners) l()
}

export const readProgress = (hash: string) => progress.get(hash)

export function subscribeProgress(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
