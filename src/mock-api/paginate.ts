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

  // each item's key once; `first(a, b)`: a comes before b in this order
  const first = (a: string, b: string) => (descending ? a > b : a < b)
  const after = params.pageToken ? decodeToken(params.pageToken) : undefined
  const rest = items
    .map((item) => ({ item, key: keyFn(item) }))
    // the next page starts after the token's key, wherever that item now is
    .filter((k) => after === undefined || first(after, k.key))
  const taken = firstInOrder(rest, limit + 1, first)
  const page = taken.slice(0, limit).map((k) => k.item)
  const hasMore = taken.length > limit
  return {
    items: page,
    next_page: hasMore && page.length > 0 ? encodeToken(keyFn(page[page.length - 1])) : null,
  }
}

/**
 * The first `count` entries in key order, stable for equal keys. A page of a
 * big collection keeps only `count` entries as it goes instead of sorting all
 * of them (10,000 instances cost about what 10 do).
 */
function firstInOrder<K extends { key: string }>(
  entries: K[],
  count: number,
  first: (a: string, b: string) => boolean,
): K[] {
  if (count * 4 >= entries.length) {
    return entries
      .map((entry, index) => ({ entry, index }))
      .sort((a, b) =>
        first(a.entry.key, b.entry.key)
          ? -1
          : first(b.entry.key, a.entry.key)
            ? 1
            : a.index - b.index,
      )
      .slice(0, count)
      .map(({ entry }) => entry)
  }
  const kept: K[] = []
  for (const entry of entries) {
    if (kept.length === count && !first(entry.key, kept[count - 1].key)) continue
    // after every kept entry that does not come after this one (stable for equal keys)
    let lo = 0
    let hi = kept.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (first(entry.key, kept[mid].key)) hi = mid
      else lo = mid + 1
    }
    kept.splice(lo, 0, entry)
    if (kept.length > count) kept.pop()
  }
  return kept
}
