import { afterEach, describe, expect, it, vi } from 'vitest'
import { dateTimeFormatter, MINUTES_PER_DAY, MINUTES_PER_MONTH, MINUTES_PER_YEAR } from './time'

describe('time constants', () => {
  it('match spec section 9', () => {
    expect(MINUTES_PER_DAY).toBe(24 * 60)
    expect(MINUTES_PER_MONTH).toBe(30 * MINUTES_PER_DAY)
    expect(MINUTES_PER_YEAR).toBe(365 * MINUTES_PER_DAY)
  })
})

describe('dateTimeFormatter', () => {
  it('shows the date and time to the minute in the zone it is given', () => {
    const utc = dateTimeFormatter('UTC')
    expect(utc(new Date('2026-11-23T09:04:59Z'))).toBe('Nov 23, 2026, 09:04')
    expect(utc(new Date('2027-01-01T00:00:00Z'))).toBe('Jan 1, 2027, 00:00')
    expect(utc(new Date('2026-12-31T23:59:00Z'))).toBe('Dec 31, 2026, 23:59')
  })

  it('moves the date with the zone, daylight saving time included', () => {
    const newYork = dateTimeFormatter('America/New_York')
    // EST (UTC-5) in January: the evening before in New York
    expect(newYork(new Date('2025-01-06T03:30:00Z'))).toBe('Jan 5, 2025, 22:30')
    // EDT (UTC-4) in July
    expect(newYork(new Date('2025-07-01T12:00:00Z'))).toBe('Jul 1, 2025, 08:00')
    const kolkata = dateTimeFormatter('Asia/Kolkata')
    expect(kolkata(new Date('2026-12-31T20:00:00Z'))).toBe('Jan 1, 2027, 01:30')
  })
})

describe('formatDateTime and formatUtcDateTime', () => {
  const savedTz = process.env.TZ
  afterEach(() => {
    if (savedTz === undefined) delete process.env.TZ
    else process.env.TZ = savedTz
    vi.resetModules()
  })

  it('show the browser’s zone (here the process’s), and UTC marked as such', async () => {
    process.env.TZ = 'Asia/Tokyo'
    vi.resetModules()
    const time = await import('./time')
    const date = new Date('2026-11-23T09:04:59Z')
    expect(time.formatDateTime(date)).toBe('Nov 23, 2026, 18:04')
    expect(time.formatUtcDateTime(date)).toBe('Nov 23, 2026, 09:04 UTC')
  })
})
