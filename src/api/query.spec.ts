import type { Query } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { apiQuery, isStaleInCache, listQuery, markDeleted, PAGE_SIZE, queryClient } from './query'

const defaults = queryClient.getDefaultOptions().queries ?? {}
const throwOnError = defaults.throwOnError as (error: unknown, query: Query) => boolean
const queryWith = (data: unknown) => ({ state: { data } }) as unknown as Query

describe('query defaults (spec section 7)', () => {
  it('never retries, is fresh for 2 s and does not refetch on focus', () => {
    expect(defaults.retry).toBe(false)
    expect(defaults.staleTime).toBe(2000)
    expect(defaults.refetchOnWindowFocus).toBe(false)
  })

  it('sends a 404 to the error boundary when the page has nothing to show', () => {
    expect(throwOnError({ statusCode: 404 }, queryWith(undefined))).toBe(true)
  })

  it('keeps what the page shows when a background refetch 404s', () => {
    expect(throwOnError({ statusCode: 404 }, queryWith({ name: 'old-name' }))).toBe(false)
  })

  it('leaves other errors to the page', () => {
    expect(throwOnError({ statusCode: 500 }, queryWith(undefined))).toBe(false)
    expect(throwOnError({ statusCode: 403 }, queryWith(undefined))).toBe(false)
  })
})

describe('query keys', () => {
  it('are the operation name and its params', () => {
    const params = { path: { project: 'web-prod' } }
    expect(apiQuery('projectView', params).queryKey).toEqual(['projectView', params])
  })

  it('ask a list for one page of the default size, with the token of the page', () => {
    const params = { query: { project: 'web-prod' } }
    expect(listQuery('instanceList', params).queryKey).toEqual([
      'instanceList',
      { query: { project: 'web-prod', limit: PAGE_SIZE } },
    ])
    expect(listQuery('instanceList', params, 'tok').queryKey[1]).toEqual({
      query: { project: 'web-prod', limit: PAGE_SIZE, pageToken: 'tok' },
    })
  })
})

describe('markDeleted', () => {
  it('marks only the deleted resource’s queries stale, by name or id, and drops them once unread', async () => {
    const gone = ['instanceView', { path: { instance: 'db-1' }, query: { project: 'p' } }]
    const goneById = ['instanceDiskList', { path: { instance: 'id-1' } }]
    const other = ['instanceView', { path: { instance: 'web-1' }, query: { project: 'p' } }]
    const list = ['instanceList', { query: { project: 'p' } }]
    for (const key of [gone, goneById, other, list]) queryClient.setQueryData(key, { name: 'x' })

    const deleted = markDeleted('instance', ['id-1', 'db-1'])
    await deleted.stale()
    const isStale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated
    expect([gone, goneById, other, list].map(isStale)).toEqual([true, true, false, false])

    deleted.remove()
    const cached = (key: unknown[]) => queryClient.getQueryData(key) !== undefined
    expect([gone, goneById, other, list].map(cached)).toEqual([false, false, true, true])
    queryClient.clear()
  })
})

describe('isStaleInCache', () => {
  it('is true for nothing cached, data past the stale time, and invalidated data', async () => {
    vi.useFakeTimers()
    try {
      const key = ['projectList', { query: { limit: PAGE_SIZE } }]
      expect(isStaleInCache(key)).toBe(true)
      queryClient.setQueryData(key, { items: [] })
      expect(isStaleInCache(key)).toBe(false)
      vi.advanceTimersByTime(2001)
      expect(isStaleInCache(key)).toBe(true)
      queryClient.setQueryData(key, { items: [] })
      expect(isStaleInCache(key)).toBe(false)
      await queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' })
      expect(isStaleInCache(key)).toBe(true)
    } finally {
      queryClient.clear()
      vi.useRealTimers()
    }
  })
})
