import { badRequest } from './errors'

/** Query params every list operation takes (already camelCased by the generated wrapper). */
export type PageParams = {
  limit?: number | null
  pageToken?: string | null
  sortBy?: string | null
}

export const DEFAULT_PAGE_SIZE = 50
export const MAX_PAGE_SIZE = 10000

type Keyed = { id?: string; name?: string; time_created?: string }

/**
 * The sort key of an item: name for named resources, else id. Items without
 * either (rare: links, ranges) pass an explicit `key`.
 */
const defaultKey = (item: Keyed): string => item.name ?? item.id ?? ''

const timeAndIdKey = (item: Keyed): string => `${item.time_created ?? ''}|${item.id ?? ''}`

function encodeToken(sortKey: string): string {
  // base64 of JSON (so the token is opaque and never looks like a number,
  // which the generated query parser would turn into one)
  const bytes = new TextEncoder().encode(JSON.stringify({ k: sortKey }))
  let bin = ''
  for (const b of bytes) bin += String.fromCharCode(b)
  return btoa(bin)
}

function decodeToken(token: string): string {
  try {
    const bin = atob(token)
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0))
    const parsed = JSON.parse(new TextDecoder().decode(bytes))
    if (typeof parsed?.k === 'string') return parsed.k
  } catch {
    // fall through
  }
  throw badRequest('unable to parse query string: invalid page token')
}

/**
 * One page of `items` in a stable order. The page token holds the sort key of
 * the last item returned, so it stays valid across inserts and deletes: the
 * next page starts after that key, wherever it now is.
 */
export function paginated<T extends object>(
  params: PageParams,
  items: readonly T[],
  key?: (item: T) => string,
): { items: T[]; next_page: string | null } {
  const limit = Math.min(Math.max(params.limit ?? DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE)
  const sortBy = params.sortBy ?? undefined
  const keyOf =
    key ??
    ((item: T) =>
      sortBy?.startsWith('time_and_id') ? timeAndIdKey(item as Keyed) : defaultKey(item as Keyed))
  const byId = sortBy === 'id_ascending'
  const keyFn = byId ? (item: T) => (item as Keyed).id ?? keyOf(item) : keyOf
  const descending = sortBy === 'name_descending' || sortBy === 'time_and_id_descending'

  // `first(a, b)`: key a comes before key b in this order
  const first = (a: string, b: string) => (descending ? a > b : a < b)
  const after = params.pageToken ? decodeToken(params.pageToken) : undefined
  // the next page starts after the token's key, wherever that item now is
  const taken = firstInOrder(items, keyFn, limit + 1, first, after)
  const page = taken.slice(0, limit)
  const hasMore = taken.length > limit
  return {
    items: page,
    next_page: hasMore && page.length > 0 ? encodeToken(keyFn(page[page.length - 1])) : null,
  }
}

/**
 * The first `count` items in key order after the key `after`, stable for
 * equal keys. A page of a big collection keeps only `count` items (and their
 * keys) as it goes, instead of sorting or wrapping all of them, so a page of
 * 10,000 instances costs little more than a page of 10.
 */
function firstInOrder<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  count: number,
  first: (a: string, b: string) => boolean,
  after: string | undefined,
): T[] {
  if (count * 4 >= items.length) {
    const entries: { item: T; key: string; index: number }[] = []
    items.forEach((item, index) => {
      const key = keyOf(item)
      if (after === undefined || first(after, key)) entries.push({ item, key, index })
    })
    return entries
      .sort((a, b) => (first(a.key, b.key) ? -1 : first(b.key, a.key) ? 1 : a.index - b.index))
      .slice(0, count)
      .map((e) => e.item)
  }
  const kept: T[] = []
  const keys: string[] = []
  for (const item of items) {
    const key = keyOf(item)
    if (after !== undefined && !first(after, key)) continue
    if (kept.length === count && !first(key, keys[count - 1])) continue
    // after every kept item that does not come after this one (stable for equal keys)
    let lo = 0
    let hi = kept.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (first(key, keys[mid])) hi = mid
      else lo = mid + 1
    }
    kept.splice(lo, 0, item)
    keys.splice(lo, 0, key)
    if (kept.length > count) {
      kept.pop()
      keys.pop()
    }
  }
  return kept
}
