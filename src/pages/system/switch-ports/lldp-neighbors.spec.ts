import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '~/api/query'
import { lldpNeighborsQuery } from './loaders'

const callApi = vi.hoisted(() => vi.fn())
vi.mock('~/api/client', async (original) => ({
  ...(await original<typeof import('~/api/client')>()),
  callApi,
}))

/** A port on a busy segment: more neighbors than one page of the API's default 50. */
const NEIGHBORS = Array.from({ length: 130 }, (_, i) => ({ systemName: `peer-${i}` }))

/** The API's paging: `limit` items from the offset the page token carries. */
function pageOf(query: { limit: number; pageToken?: string }) {
  const from = Number(query.pageToken ?? 0)
  const to = Math.min(from + Math.min(query.limit, 50), NEIGHBORS.length)
  return { items: NEIGHBORS.slice(from, to), nextPage: to < NEIGHBORS.length ? String(to) : null }
}

afterEach(() => {
  queryClient.clear()
  callApi.mockReset()
})

describe('a port’s LLDP neighbors', () => {
  it('are read past the first page of 50, every page, in order', async () => {
    callApi.mockImplementation(async (_op, params: { query: { limit: number } }) =>
      pageOf(params.query),
    )
    const sel = { rackId: 'rack-1', switchSlot: 'switch0' as const, port: 'qsfp0' }
    const { items } = await queryClient.fetchQuery(lldpNeighborsQuery(sel))
    expect(items).toHaveLength(130)
    expect(items.at(-1)).toEqual({ systemName: 'peer-129' })
    expect(callApi.mock.calls.length).toBeGreaterThan(2)
    for (const [op, params] of callApi.mock.calls) {
      expect(op).toBe('networkingSwitchPortLldpNeighbors')
      expect(params.path).toEqual(sel)
    }
    // the second call follows the first page's token
    expect(callApi.mock.calls[1][1].query.pageToken).toBe('50')
  })
})
