/**
 * Reading a whole list: pickers and name lookups need every item, not the first
 * page a list screen shows (the API pages its lists with `limit` + `pageToken`).
 */

/**
 * Items per call when reading a whole list. Dropshot serves up to 10,000 per page and
 * the API document sets no lower maximum; 1,000 makes a thousand items one or two round trips
 * while keeping each response small.
 */
export const ALL_PAGES_LIMIT = 1000

/**
 * The most items Dropshot hands back in one call (its `page_max_nitems`): it
 * serves a larger `limit` as this many, and so does the mock.
 */
export const ALL_PAGES_MAX_LIMIT = 10_000

/**
 * The limit of a chain's `n`th call (from 0): `ALL_PAGES_LIMIT`, doubling each
 * call up to `ALL_PAGES_MAX_LIMIT`. A short list is still one small call; a
 * long one takes a few round trips, not one per thousand items (10,000 read
 * from one end: 4 calls deep, not 10).
 */
export const pageLimit = (n: number) => Math.min(ALL_PAGES_LIMIT * 2 ** n, ALL_PAGES_MAX_LIMIT)

/** One page as every list operation returns it. */
export type Page<T> = { items: T[]; nextPage?: string | null }

/**
 * Follows `nextPage` from the first page until the server says there is no more,
 * and returns every item in the server's order. Each call asks for `limit`
 * items (`pageLimit`).
 */
export async function fetchAllPages<T>(
  fetchPage: (pageToken: string | undefined, limit: number) => Promise<Page<T>>,
  onProgress?: (progress: ReadProgress) => void,
): Promise<T[]> {
  const items: T[] = []
  const seen = new Set<string>()
  let pageToken: string | undefined
  do {
    const page = await fetchPage(pageToken, pageLimit(seen.size))
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
 * Reads a whole list from both ends, for an order the server can also give
 * reversed (name ascending and descending). The first call reads from the
 * front; while the list goes on, each round then reads a page from each end
 * side by side (`pageLimit` sizes, the back a size behind) and waits for both,
 * until the ends meet: a page holds an item the other end has read (by
 * `keyOf`), or one end reaches the list's end. 10,000 items: 3 rounds, where
 * `fetchAllPages` takes 4. Returns every item in the front's order, an item
 * both ends read once (the front's copy).
 */
export async function fetchFromBothEnds<T>(
  fetchPage: (end: End, pageToken: string | undefined, limit: number) => Promise<Page<T>>,
  keyOf: (item: T) => string,
  onProgress?: (progress: ReadProgress) => void,
): Promise<T[]> {
  const chains = { front: newChain<T>(0), back: newChain<T>(1) }
  let pages = 0

  /** Adds a page to its end's chain; says whether the ends have now met. */
  const add = (end: End, page: Page<T>) => {
    const own = chains[end]
    const other = chains[end === 'front' ? 'back' : 'front']
    let met = false
    for (const item of page.items) {
      const key = keyOf(item)
      if (other.keys.has(key)) met = true
      own.keys.add(key)
      own.items.push(item)
    }
    own.token = page.nextPage ?? undefined
    if (own.token !== undefined) {
      if (own.tokens.has(own.token)) throw new Error(`Page token ${own.token} came back twice`)
      own.tokens.add(own.token)
    }
    met ||= own.token === undefined
    pages++
    onProgress?.({ read: chains.front.items.length + chains.back.items.length, pages, more: !met })
    return met
  }
  const call = (end: End) => {
    const chain = chains[end]
    return fetchPage(end, chain.token, pageLimit(chain.calls++))
  }

  let met = add('front', await call('front'))
  while (!met) {
    const results = await Promise.allSettled([call('front'), call('back')])
    const ends: End[] = ['front', 'back']
    for (const [i, result] of results.entries()) {
      if (!met && result.status === 'fulfilled') met = add(ends[i], result.value)
    }
    // a failed call costs nothing when the other end's page completed the list
    const failed = results.find((r) => r.status === 'rejected')
    if (!met && failed) throw failed.reason
  }
  // the back's items the front has not read, turned into the front's order
  const rest = chains.back.items.filter((item) => !chains.front.keys.has(keyOf(item))).reverse()
  return [...chains.front.items, ...rest]
}

/** One end's reading: what it has read, where it goes on, and how many calls it has made. */
const newChain = <T>(calls: number) => ({
  items: [] as T[],
  keys: new Set<string>(),
  token: undefined as string | undefined,
  tokens: new Set<string>(),
  calls,
})

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
