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

  const sorted = [...items].sort((a, b) => {
    const ka = keyFn(a)
    const kb = keyFn(b)
    const cmp = ka < kb ? -1 : ka > kb ? 1 : 0
    return descending ? -cmp : cmp
  })

  let start = 0
  if (params.pageToken) {
    const after = decodeToken(params.pageToken)
    start = sorted.findIndex((item) => (descending ? keyFn(item) < after : keyFn(item) > after))
    if (start === -1) start = sorted.length
  }

  const page = sorted.slice(start, start + limit)
  const hasMore = start + limit < sorted.length
  return {
    items: page,
    next_page: hasMore && page.length > 0 ? encodeToken(keyFn(page[page.length - 1])) : null,
  }
}
