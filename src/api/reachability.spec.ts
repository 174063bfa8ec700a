import { describe, expect, it, vi } from 'vitest'
import {
  isRackUnreachable,
  noteNoResponse,
  noteResponse,
  readRetryDelay,
  retryRead,
  subscribeReachability,
  unreachableError,
} from './reachability'

describe('reachability', () => {
  it('a read with no response is retried, any other failure is not', () => {
    expect(retryRead(5, unreachableError())).toBe(true)
    expect(retryRead(0, { message: 'Not found', statusCode: 404 })).toBe(false)
    expect(retryRead(0, new Error('x'))).toBe(false)
  })

  it('backs off from 1 s, doubling, to at most 30 s', () => {
    expect([0, 1, 2, 5, 10].map(readRetryDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000])
  })

  it('tells its listeners when the rack goes out of reach and when it answers again', () => {
    const listener = vi.fn()
    const stop = subscribeReachability(listener)
    noteNoResponse()
    noteNoResponse()
    expect(isRackUnreachable()).toBe(true)
    noteResponse()
    expect(isRackUnreachable()).toBe(false)
    expect(listener).toHaveBeenCalledTimes(2)
    stop()
  })
})
