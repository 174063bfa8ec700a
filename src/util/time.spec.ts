import { describe, expect, it } from 'vitest'
import { formatDateTime, MINUTES_PER_DAY, MINUTES_PER_MONTH, MINUTES_PER_YEAR } from './time'

describe('time constants', () => {
  it('match spec section 9', () => {
    expect(MINUTES_PER_DAY).toBe(24 * 60)
    expect(MINUTES_PER_MONTH).toBe(30 * MINUTES_PER_DAY)
    expect(MINUTES_PER_YEAR).toBe(365 * MINUTES_PER_DAY)
  })
})

describe('formatDateTime', () => {
  it('shows the UTC date and time to the minute', () => {
    expect(formatDateTime(new Date('2026-11-23T09:04:59Z'))).toBe('Nov 23, 2026, 09:04 UTC')
    expect(formatDateTime(new Date('2027-01-01T00:00:00Z'))).toBe('Jan 1, 2027, 00:00 UTC')
    expect(formatDateTime(new Date('2026-12-31T23:59:00Z'))).toBe('Dec 31, 2026, 23:59 UTC')
    expect(formatDateTime(new Date('2025-01-05T23:30:00Z'))).toBe('Jan 5, 2025, 23:30 UTC')
  })
})
