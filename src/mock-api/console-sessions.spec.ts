import { afterEach, describe, expect, it, vi } from 'vitest'
import { sessionUser, setSessionTtl, startSession } from './console-sessions'

describe('console sessions with MOCK_SESSION_TTL', () => {
  afterEach(() => {
    setSessionTtl(undefined)
    vi.useRealTimers()
  })

  it('a session used within the TTL lives on; one left unused longer expires for good', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') })
    setSessionTtl(60)
    const { token, user_id } = startSession('user-1')
    vi.advanceTimersByTime(59_000)
    expect(sessionUser(token)).toBe(user_id)
    vi.advanceTimersByTime(59_000)
    expect(sessionUser(token)).toBe(user_id)
    vi.advanceTimersByTime(61_000)
    expect(sessionUser(token)).toBeUndefined()
    setSessionTtl(undefined)
    expect(sessionUser(token)).toBeUndefined()
  })

  it('without a TTL a session never expires', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') })
    const { token } = startSession('user-2')
    vi.advanceTimersByTime(365 * 86_400_000)
    expect(sessionUser(token)).toBe('user-2')
  })
})
