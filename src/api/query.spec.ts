import { type Query, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import {
  apiQuery,
  cachedApiData,
  isStaleInCache,
  listQuery,
  markDeleted,
  PAGE_SIZE,
  prefetchMissing,
  queryClient,
} from './query'
import { retryRead } from './reachability'

const defaults = queryClient.getDefaultOptions().queries ?? {}
const throwOnError = defaults.throwOnError as (error: unknown, query: Query) => boolean
const queryWith = (data: unknown) => ({ state: { data } }) as unknown as Query

describe('query defaults', () => {
  it('retries only a read that got no response, is fresh for 2 s and does not refetch on focus', () => {
    expect(defaults.retry).toBe(retryRead)
    expect(queryClient.getDefaultOptions().mutations?.retry).toBe(false)
    // polls (refetchInterval) pause while the tab is hidden
    expect(defaults.refetchIntervalInBackground).toBeFalsy()
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

describe('cachedApiData', () => {
  it('is what the cache holds for the call, or nothing before it is fetched', () => {
    const params = { path: { groupId: 'g-cached' } }
    expect(cachedApiData('groupView', params)).toBeUndefined()
    const t = new Date('2026-01-01T00:00:00Z')
    const group = {
      id: 'g-cached',
      displayName: 'ops',
      siloId: 's',
      timeCreated: t,
      timeModified: t,
    }
    queryClient.setQueryData(apiQuery('groupView', params).queryKey, group)
    expect(cachedApiData('groupView', params)).toEqual(group)
    // another call's params: another entry
    expect(cachedApiData('groupView', { path: { groupId: 'other' } })).toBeUndefined()
    queryClient.removeQueries({ queryKey: ['groupView'] })
  })
})

describe('markDeleted', () => {
  it('forgets the deleted resource’s queries, by name or id, in path or query, once no page reads them', async () => {
    const gone = ['instanceView', { path: { instance: 'db-1' }, query: { project: 'p' } }]
    const goneById = ['instanceDiskList', { path: { instance: 'id-1' } }]
    const goneInQuery = ['instanceNetworkInterfaceList', { query: { instance: 'db-1' } }]
    const onScreen = ['instanceExternalIpList', { path: { instance: 'db-1' } }]
    const other = ['instanceView', { path: { instance: 'web-1' }, query: { project: 'p' } }]
    const list = ['instanceList', { query: { project: 'p' } }]
    const keys = [gone, goneById, goneInQuery, onScreen, other, list]
    for (const key of keys) queryClient.setQueryData(key, { name: 'x' })
    const page = new QueryObserver(queryClient, { queryKey: onScreen, queryFn: () => ({}) })
    const leave = page.subscribe(() => {})

    await markDeleted('instance', ['id-1', 'db-1']).forget()
    const cached = (key: unknown[]) => queryClient.getQueryData(key) !== undefined
    expect(keys.map(cached)).toEqual([false, false, false, true, true, true])
    // the page still showing it keeps it, stale, until it goes
    expect(queryClient.getQueryState(onScreen)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false)
    leave()
    expect(cached(onScreen)).toBe(false)
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

describe('prefetchMissing', () => {
  // a query whose calls answer only when the test says so, counting them
  function heldQuery(key: string) {
    const calls: { answer: (v: string) => void; fail: (e: unknown) => void }[] = []
    const query = {
      queryKey: [key],
      queryFn: () =>
        new Promise<string>((answer, fail) => {
          calls.push({ answer, fail })
        }),
    }
    return { query, calls }
  }
  const settledWithin = async (p: Promise<unknown>) =>
    Promise.race([p.then(() => true), new Promise((r) => setTimeout(() => r(false), 20))])

  it('waits for what the cache does not hold, then takes it as it is and refreshes it behind', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const { query, calls } = heldQuery('me')
      const first = prefetchMissing(query)
      await vi.waitFor(() => expect(calls).toHaveLength(1))
      expect(await settledWithin(first)).toBe(false)
      calls[0].answer('alice')
      expect(await first).toEqual(['alice'])

      // past the stale time: the navigation does not wait, the cache asks again behind it
      vi.advanceTimersByTime(2001)
      expect(await prefetchMissing(query)).toEqual(['alice'])
      await vi.waitFor(() => expect(calls).toHaveLength(2))
      calls[1].answer('alice 2')
      await vi.waitFor(() => expect(queryClient.getQueryData(['me'])).toBe('alice 2'))
    } finally {
      queryClient.clear()
      vi.useRealTimers()
    }
  })

  it('waits for another try after a fault (a 5xx), where a refusal (a 4xx) is known', async () => {
    try {
      const { query, calls } = heldQuery('ips')
      const first = prefetchMissing(query)
      await vi.waitFor(() => expect(calls).toHaveLength(1))
      calls[0].fail({ statusCode: 500 })
      expect(await first).toEqual([undefined])
      // the next navigation asks again and waits: the fault may be gone
      const again = prefetchMissing(query)
      await vi.waitFor(() => expect(calls).toHaveLength(2))
      expect(await settledWithin(again)).toBe(false)
      calls[1].answer('ips')
      expect(await again).toEqual(['ips'])
    } finally {
      queryClient.clear()
    }
  })

  it('takes a known failure as it is, and waits again for data a mutation invalidated', async () => {
    try {
      const { query, calls } = heldQuery('policy')
      const first = prefetchMissing(query)
      await vi.waitFor(() => expect(calls).toHaveLength(1))
      calls[0].fail({ statusCode: 403 })
      expect(await first).toEqual([undefined])
      // the 403 is known: no wait (the page reads it), one call behind
      expect(await settledWithin(prefetchMissing(query))).toBe(true)
      await vi.waitFor(() => expect(calls).toHaveLength(2))
      calls[1].answer('policy')
      await vi.waitFor(() => expect(queryClient.getQueryData(['policy'])).toBe('policy'))

      await queryClient.invalidateQueries({ queryKey: ['policy'], refetchType: 'none' })
      const afterChange = prefetchMissing(query)
      await vi.waitFor(() => expect(calls).toHaveLength(3))
      expect(await settledWithin(afterChange)).toBe(false)
      calls[2].answer('policy 2')
      expect(await afterChange).toEqual(['policy 2'])
    } finally {
      queryClient.clear()
    }
  })
})
