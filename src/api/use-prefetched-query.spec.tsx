// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiError } from './errors'
import {
  apiQuery,
  listQuery,
  prefetch,
  prefetchOne,
  queryClient,
  usePrefetchedQuery,
} from './query'

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
)
/** The page's read, with a call that never answers: only what the loader left may show. */
const read = (query: ReturnType<typeof apiQuery>) =>
  renderHook(() => usePrefetchedQuery({ ...query, queryFn: () => new Promise(() => {}) }), {
    wrapper,
  })

afterEach(() => {
  queryClient.clear()
  vi.restoreAllMocks()
})

describe('usePrefetchedQuery', () => {
  it('gives what the loader prefetched, under the same key', async () => {
    const projects = listQuery('projectList', {})
    await prefetch({ ...projects, queryFn: async () => ({ items: [], nextPage: null }) })
    expect(read(listQuery('projectList', {})).result.current.data).toEqual({
      items: [],
      nextPage: null,
    })
  })

  it('fails loudly when the loader forgot the query', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => read(listQuery('vpcList', { query: { project: 'p' } }))).toThrow(
      'Query ["vpcList",{"query":{"project":"p","limit":50}}] was not prefetched by the loader',
    )
  })

  it('throws the API’s error when the loader asked and the API refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const refused = { statusCode: 403, message: 'Action not authorized' } as ApiError
    const policy = apiQuery('policyView', {})
    await prefetch({ ...policy, queryFn: () => Promise.reject(refused) })
    expect(() => read(policy)).toThrow('Action not authorized')
  })

  it('throws the API’s error too when the loader asked for one query to ask for more', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const refused = { statusCode: 500, message: 'Injected fault' } as ApiError
    const routers = apiQuery('vpcRouterList', { query: { project: 'p', vpc: 'v' } })
    expect(await prefetchOne({ ...routers, queryFn: () => Promise.reject(refused) })).toBe(
      undefined,
    )
    expect(() => read(routers)).toThrow('Injected fault')
  })
})
