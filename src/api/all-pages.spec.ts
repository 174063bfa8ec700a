import { describe, expect, it, vi } from 'vitest'
import { ALL_PAGES_LIMIT, fetchAllPages, type Page } from './all-pages'
import { allPagesQuery, queryClient } from './query'

// the API call behind the query: three pages of images, named by page token
const calls: unknown[] = []
vi.mock('./client', () => ({
  callApi: async (_op: string, params: { query: { pageToken?: string } }) => {
    calls.push(params)
    const token = params.query.pageToken
    if (!token) return { items: [{ name: 'a' }], nextPage: 'p2' }
    if (token === 'p2') return { items: [{ name: 'b' }], nextPage: 'p3' }
    return { items: [{ name: 'c' }], nextPage: null }
  },
}))

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

describe('fetchAllPages', () => {
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

  it('reads every page with the same params and a large limit', async () => {
    const data = await queryClient.fetchQuery(
      allPagesQuery('imageList', { query: { project: 'p' } }),
    )
    expect(data.items.map((i) => i.name)).toEqual(['a', 'b', 'c'])
    expect(calls).toEqual([
      { query: { project: 'p', limit: ALL_PAGES_LIMIT } },
      { query: { project: 'p', limit: ALL_PAGES_LIMIT, pageToken: 'p2' } },
      { query: { project: 'p', limit: ALL_PAGES_LIMIT, pageToken: 'p3' } },
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
