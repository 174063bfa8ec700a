import { afterEach, describe, expect, it, vi } from 'vitest'
import { MINUTES_PER_DAY, MINUTES_PER_MONTH, MINUTES_PER_YEAR } from './time'

describe('time constants', () => {
  it('count a day of 1440 minutes, a 30-day month and a 365-day year', () => {
    expect(MINUTES_PER_DAY).toBe(24 * 60)
    expect(MINUTES_PER_MONTH).toBe(30 * MINUTES_PER_DAY)
    expect(MINUTES_PER_YEAR).toBe(365 * MINUTES_PER_DAY)
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

  /** The module's formatters under the zone `tz`, as the browser's own. */
  async function inZone(tz: string) {
    process.env.TZ = tz
    vi.resetModules()
    return import('./time')
  }

  it('show the date and time to the minute in UTC', async () => {
    const { formatUtcDateTime } = await inZone('Asia/Tokyo')
    expect(formatUtcDateTime(new Date('2026-11-23T09:04:59Z'))).toBe('Nov 23, 2026, 09:04 UTC')
    expect(formatUtcDateTime(new Date('2027-01-01T00:00:00Z'))).toBe('Jan 1, 2027, 00:00 UTC')
    expect(formatUtcDateTime(new Date('2026-12-31T23:59:00Z'))).toBe('Dec 31, 2026, 23:59 UTC')
  })

  it('move the date with the browser’s zone, daylight saving time included', async () => {
    const newYork = await inZone('America/New_York')
    // EST (UTC-5) in January: the evening before in New York
    expect(newYork.formatDateTime(new Date('2025-01-06T03:30:00Z'))).toBe('Jan 5, 2025, 22:30')
    // EDT (UTC-4) in July
    expect(newYork.formatDateTime(new Date('2025-07-01T12:00:00Z'))).toBe('Jul 1, 2025, 08:00')
    const kolkata = await inZone('Asia/Kolkata')
    expect(kolkata.formatDateTime(new Date('2026-12-31T20:00:00Z'))).toBe('Jan 1, 2027, 01:30')
  })

  it('write what Intl.DateTimeFormat en-US writes, in any zone, any month and hour', async () => {
    const options = {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    } as const
    for (const tz of ['UTC', 'America/Los_Angeles', 'Australia/Lord_Howe', 'Asia/Kathmandu']) {
      const { formatDateTime, formatUtcDateTime } = await inZone(tz)
      const local = new Intl.DateTimeFormat('en-US', { ...options, timeZone: tz })
      const utc = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' })
      // every 7 hours and 13 minutes over two years: all months, hours and minutes' digits
      for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += (7 * 60 + 13) * 60_000) {
        const date = new Date(t)
        expect(formatDateTime(date)).toBe(local.format(date))
        expect(formatUtcDateTime(date)).toBe(`${utc.format(date)} UTC`)
      }
    }
  })
})
