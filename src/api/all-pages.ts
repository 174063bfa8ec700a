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

/** Which end of a list a call reads from: the order asked for, or its reverse. */
export type End = 'front' | 'back'

/**
 * Reads a whole list from both ends at once, for an order the server can also
 * give reversed (name ascending and descending): once the first page says
 * there is more, a second chain of pages reads from the back, side by side
 * with the first, and both stop where they meet, about half as many calls
 * deep as `fetchAllPages`. They have met when one chain reads an item the
 * other has (by `keyOf`), or when one chain reaches its end alone. Returns
 * every item in the front's order; an item both chains read is kept once.
 */
export async function fetchFromBothEnds<T>(
  fetchPage: (end: End, pageToken: string | undefined) => Promise<Page<T>>,
  keyOf: (item: T) => string,
  onProgress?: (progress: ReadProgress) => void,
): Promise<T[]> {
  const read = { front: [] as T[], back: [] as T[] }
  const keys = { front: new Set<string>(), back: new Set<string>() }
  let pages = 0
  // set once the items read cover the whole list (or a chain failed)
  let done = false
  let whole: End | undefined
  let back: Promise<void> | undefined

  async function follow(end: End) {
    const other: End = end === 'front' ? 'back' : 'front'
    const tokens = new Set<string>()
    let pageToken: string | undefined
    try {
      do {
        const page = await fetchPage(end, pageToken)
        // the other chain finished the list while this call was under way
        if (done) return
        pages++
        for (const item of page.items) {
          const key = keyOf(item)
          if (keys[other].has(key)) done = true
          keys[end].add(key)
          read[end].push(item)
        }
        pageToken = page.nextPage ?? undefined
        if (pageToken === undefined) {
          done = true
          whole = end
        } else if (tokens.has(pageToken)) {
          throw new Error(`Page token ${pageToken} came back twice`)
        } else tokens.add(pageToken)
        onProgress?.({ read: read.front.length + read.back.length, pages, more: !done })
        // a list longer than a page: start reading it from the back too
        if (!done && !back) {
          back = follow('back')
          // its failure is seen when it is awaited below, not as an unhandled rejection
          back.catch(() => {})
        }
      } while (!done)
    } catch (e) {
      // a call that fails after the list is complete costs nothing
      if (done) return
      done = true
      throw e
    }
  }

  await follow('front')
  await back
  if (whole === 'front') return read.front
  if (whole === 'back') return read.back.reverse()
  // the back chain's items the front has not read, turned into the front's order
  const rest = read.back.filter((item) => !keys.front.has(keyOf(item))).reverse()
  return [...read.front, ...rest]
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
