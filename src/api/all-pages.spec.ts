import { describe, expect, it, vi } from 'vitest'
import {
  ALL_PAGES_LIMIT,
  ALL_PAGES_MAX_LIMIT,
  type End,
  fetchAllPages,
  fetchFromBothEnds,
  type Page,
  pageLimit,
  type ReadProgress,
} from './all-pages'
import { allPagesQuery, queryClient } from './query'

// the API call behind the query: five images a to e, one a page, in either name order
const calls: unknown[] = []
vi.mock('./client', () => ({
  callApi: async (_op: string, params: { query: { pageToken?: string; sortBy?: string } }) => {
    calls.push(params)
    const names = ['a', 'b', 'c', 'd', 'e']
    if (params.query.sortBy === 'name_descending') names.reverse()
    const at = Number(params.query.pageToken ?? 0)
    const items = names.slice(at, at + 1).map((name) => ({ id: `id-${name}`, name }))
    return { items, nextPage: at + 1 < names.length ? String(at + 1) : null }
  },
}))

/**
 * A fake name-sorted list of `count` items, readable from the front
 * (ascending) or the back; page tokens are offsets. A page holds `size` items
 * whatever the limit asked, or the limit asked when `size` is 'limit'.
 */
function fakeList(count: number, pageSize: number | 'limit') {
  const names = Array.from({ length: count }, (_, i) => `inst-${String(i).padStart(5, '0')}`)
  const asked: string[] = []
  const limits: number[] = []
  const fetchPage = async (end: End, token: string | undefined, limit: number) => {
    asked.push(end)
    limits.push(limit)
    const size = pageSize === 'limit' ? limit : pageSize
    const order = end === 'front' ? names : [...names].reverse()
    const at = Number(token ?? 0)
    const items = order.slice(at, at + size).map((name) => ({ id: `id-${name}`, name }))
    return { items, nextPage: at + size < count ? String(at + size) : null }
  }
  const depth = (end: End) => asked.filter((e) => e === end).length
  return { fetchPage, names, depth, asked, limits }
}
const byId = (item: { id: string }) => item.id
const namesOf = (items: { name: string }[]) => items.map((i) => i.name)

describe('fetchFromBothEnds', () => {
  it('reads 10 pages about 5 calls deep from each end, every item once, in order', async () => {
    const list = fakeList(10_000, 1000)
    const items = await fetchFromBothEnds(list.fetchPage, byId)
    expect(namesOf(items)).toEqual(list.names)
    // 5 pages from each end only touch, so a sixth call each finds the overlap
    expect(list.depth('front')).toBeLessThanOrEqual(6)
    expect(list.depth('back')).toBeLessThanOrEqual(6)
  })

  it('asks for pages that double, so 10,000 items are 3 calls deep', async () => {
    const list = fakeList(10_000, 'limit')
    expect(namesOf(await fetchFromBothEnds(list.fetchPage, byId))).toEqual(list.names)
    expect(list.depth('front')).toBe(3)
    expect(list.depth('back')).toBe(2)
    // the back chain starts at the front's second size
    expect(list.limits).toEqual([1000, 2000, 2000, 4000, 4000])
  })

  it('makes one call when the first page is the whole list', async () => {
    const list = fakeList(40, 1000)
    expect(namesOf(await fetchFromBothEnds(list.fetchPage, byId))).toEqual(list.names)
    expect(list.asked).toEqual(['front'])
  })

  it('reads odd and uneven lengths whole', async () => {
    for (const [count, size] of [
      [2, 1],
      [3, 1],
      [7, 2],
      [1001, 1000],
      [2999, 1000],
    ]) {
      const list = fakeList(count, size)
      expect(namesOf(await fetchFromBothEnds(list.fetchPage, byId))).toEqual(list.names)
    }
  })

  it('keeps an item both ends read once, even when it changed between the reads', async () => {
    const fetchPage = async (end: End, token: string | undefined) => {
      if (end === 'front') {
        return token
          ? { items: [{ id: '3', state: 'running' }], nextPage: 'x' }
          : { items: [{ id: '1' }, { id: '2' }], nextPage: 'n' }
      }
      return token
        ? { items: [{ id: '2' }], nextPage: 'y' }
        : { items: [{ id: '4' }, { id: '3', state: 'starting' }], nextPage: 'm' }
    }
    const items = await fetchFromBothEnds(fetchPage, byId)
    expect(items.map(byId)).toEqual(['1', '2', '3', '4'])
    // the front's copy is kept
    expect(items[2]).toEqual({ id: '3', state: 'running' })
  })

  it('reports progress until the ends meet', async () => {
    const list = fakeList(4, 1)
    const seen: ReadProgress[] = []
    await fetchFromBothEnds(list.fetchPage, byId, (p) => seen.push(p))
    expect(seen[0]).toEqual({ read: 1, pages: 1, more: true })
    expect(seen.at(-1)?.more).toBe(false)
    expect(seen.filter((p) => !p.more)).toHaveLength(1)
  })

  it('passes on a failed page from either end', async () => {
    const fail = new Error('Action not authorized')
    let n = 0
    await expect(
      fetchFromBothEnds(async (end) => {
        if (end === 'back') throw fail
        n++
        return { items: [{ id: `a${n}` }], nextPage: `more-${n}` }
      }, byId),
    ).rejects.toBe(fail)
  })

  it('stops with an error when the server repeats a page token', async () => {
    let n = 0
    await expect(
      fetchFromBothEnds(async () => ({ items: [{ id: String(n++) }], nextPage: 'same' }), byId),
    ).rejects.toThrow('came back twice')
  })
})

/** A fake list call: three pages of names, each naming the next page's token. */
function threePages() {
  const pages: Record<string, Page<string>> = {
    first: { items: ['image-0000', 'image-0001'], nextPage: 'tok-2' },
    'tok-2': { items: ['image-0002', 'image-0003'], nextPage: 'tok-3' },
    'tok-3': { items: ['image-0004'], nextPage: null },
  }
  const asked: (string | undefined)[] = []
  const fetchPage = async (token: string | undefined) => {
    asked.push(token)
    return pages[token ?? 'first']
  }
  return { fetchPage, asked }
}

it('pageLimit doubles from ALL_PAGES_LIMIT up to what one call can return', () => {
  expect([0, 1, 2, 3, 4, 5].map(pageLimit)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000])
  expect(ALL_PAGES_MAX_LIMIT).toBe(10_000)
})

describe('fetchAllPages', () => {
  it('asks for pages that double: 10,000 items in 4 calls', async () => {
    const limits: number[] = []
    const items = await fetchAllPages(async (token, limit) => {
      limits.push(limit)
      const at = Number(token ?? 0)
      const end = Math.min(at + limit, 10_000)
      return {
        items: Array.from({ length: end - at }, (_, i) => at + i),
        nextPage: end < 10_000 ? String(end) : null,
      }
    })
    expect(items).toHaveLength(10_000)
    expect(items[9999]).toBe(9999)
    expect(limits).toEqual([1000, 2000, 4000, 8000])
  })

  it('follows next_page to the last page and keeps the server order', async () => {
    const { fetchPage, asked } = threePages()
    expect(await fetchAllPages(fetchPage)).toEqual([
      'image-0000',
      'image-0001',
      'image-0002',
      'image-0003',
      'image-0004',
    ])
    expect(asked).toEqual([undefined, 'tok-2', 'tok-3'])
  })

  it('makes one call when the first page is the only one', async () => {
    const asked: (string | undefined)[] = []
    const items = await fetchAllPages(async (token) => {
      asked.push(token)
      return { items: [1, 2, 3] }
    })
    expect(items).toEqual([1, 2, 3])
    expect(asked).toEqual([undefined])
  })

  it('stops with an error when the server repeats a page token', async () => {
    await expect(fetchAllPages(async () => ({ items: ['x'], nextPage: 'same' }))).rejects.toThrow(
      'came back twice',
    )
  })

  it('passes a failed page on to the caller', async () => {
    const fail = new Error('Action not authorized')
    await expect(
      fetchAllPages(async (token) => {
        if (token) throw fail
        return { items: ['a'], nextPage: 'b' }
      }),
    ).rejects.toBe(fail)
  })
})

describe('allPagesQuery', () => {
  it('is keyed by the operation and params, marked as all pages', () => {
    const params = { query: { project: 'web-prod' } }
    expect(allPagesQuery('imageList', params).queryKey).toEqual(['imageList', params, 'all-pages'])
  })

  it('reads a name-sorted list from both ends with the same params and a large limit', async () => {
    calls.length = 0
    const data = await queryClient.fetchQuery(
      allPagesQuery('imageList', { query: { project: 'p' } }),
    )
    expect(data.items.map((i) => i.name)).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(calls[0]).toEqual({ query: { project: 'p', limit: ALL_PAGES_LIMIT } })
    // then a round from both ends, each asking for the second page size
    expect(calls[1]).toEqual({ query: { project: 'p', limit: pageLimit(1), pageToken: '1' } })
    expect(calls[2]).toEqual({
      query: { project: 'p', sortBy: 'name_descending', limit: pageLimit(1) },
    })
  })

  it('reads other orders page after page from the front', async () => {
    calls.length = 0
    const params = { query: { project: 'p', sortBy: 'id_ascending' as const } }
    const data = await queryClient.fetchQuery(allPagesQuery('imageList', params))
    expect(data.items.map((i) => i.name)).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(calls.map((c) => (c as { query: object }).query)).toEqual([
      { project: 'p', sortBy: 'id_ascending', limit: ALL_PAGES_LIMIT },
      ...['1', '2', '3', '4'].map((pageToken, i) => ({
        project: 'p',
        sortBy: 'id_ascending',
        limit: pageLimit(i + 1),
        pageToken,
      })),
    ])
  })

  it('asks for large pages, within what the API serves', () => {
    expect(ALL_PAGES_LIMIT).toBeGreaterThanOrEqual(1000)
    expect(ALL_PAGES_LIMIT).toBeLessThanOrEqual(10000)
  })
})

it('fetchAllPages reports how many items it has read and whether pages remain', async () => {
  const { fetchPage } = threePages()
  const seen: unknown[] = []
  await fetchAllPages(fetchPage, (p) => seen.push(p))
  expect(seen).toEqual([
    { read: 2, pages: 2, more: true },
    { read: 4, pages: 3, more: true },
    { read: 5, pages: 3, more: false },
  ])
})
