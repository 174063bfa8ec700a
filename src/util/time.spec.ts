import { afterEach, describe, expect, it, vi } from 'vitest'
import { MINUTES_PER_DAY, MINUTES_PER_MONTH, MINUTES_PER_YEAR } from './time'

describe('time constants', () => {
  it('count a day of 1440 minutes, a 30-day month and a 365-day year', () => {
    expect(MINUTES_PER_DAY).toBe(24 * 60)
    expect(MINUTES_PER_MONTH).toBe(30 * MINUTES_PER_DAY)
    expect(MINUTES_PER_YEAR).toBe(365 * MINUTES_PER_DAY)
  })
})

const savedTz = process.env.TZ
afterEach(() => {
  if (savedTz === undefined) delete process.env.TZ
  else process.env.TZ = savedTz
  vi.resetModules()
})

/** The module under the browser zone `tz` (here the process's), with formatters made afresh. */
async function inZone(tz: string) {
  process.env.TZ = tz
  vi.resetModules()
  return import('./time')
}

describe('formatDateTime', () => {
  const date = new Date('2026-11-23T09:04:59Z')

  it('writes a time in UTC or the browser zone, to the minute, with the zone', async () => {
    const { formatDateTime } = await inZone('America/New_York')
    expect(formatDateTime(date, 'utc')).toBe('Nov 23, 2026, 09:04 UTC')
    expect(formatDateTime(date, 'local')).toBe('Nov 23, 2026, 04:04 EST')
    expect(formatDateTime(new Date('2027-01-01T00:00:00Z'), 'utc')).toBe('Jan 1, 2027, 00:00 UTC')
  })

  it('moves the date with the zone, daylight saving time included', async () => {
    const newYork = await inZone('America/New_York')
    expect(newYork.formatDateTime(new Date('2025-01-06T03:30:00Z'), 'local')).toBe(
      'Jan 5, 2025, 22:30 EST',
    )
    expect(newYork.formatDateTime(new Date('2025-07-01T12:00:00Z'), 'local')).toBe(
      'Jul 1, 2025, 08:00 EDT',
    )
    const kolkata = await inZone('Asia/Kolkata')
    expect(kolkata.formatDateTime(new Date('2026-12-31T20:00:00Z'), 'local')).toBe(
      'Jan 1, 2027, 01:30 GMT+5:30',
    )
    expect(kolkata.formatDateTime(new Date('2026-12-31T20:00:00Z'), 'utc')).toBe(
      'Dec 31, 2026, 20:00 UTC',
    )
  })

  it('writes midnight as 00, not 24', async () => {
    const { formatDateTime } = await inZone('UTC')
    expect(formatDateTime(new Date('2026-03-01T00:05:00Z'), 'local')).toBe('Mar 1, 2026, 00:05 UTC')
  })
})

describe('zone names', () => {
  it('short for a time, long for a hint', async () => {
    const time = await inZone('America/New_York')
    expect(time.zoneShortName(new Date('2026-07-01T00:00:00Z'), 'local')).toBe('EDT')
    expect(time.zoneShortName(new Date('2026-07-01T00:00:00Z'), 'utc')).toBe('UTC')
    expect(time.zoneLongName('local')).toBe('America/New_York')
    expect(time.zoneLongName('utc')).toBe('UTC')
  })
})

describe('formatAxisTime', () => {
  it('writes hours over two days or less, else days, in the zone', async () => {
    const { formatAxisTime } = await inZone('America/New_York')
    const date = new Date('2026-11-23T03:30:00Z')
    expect(formatAxisTime(date, 'utc', 60)).toBe('03:30')
    expect(formatAxisTime(date, 'local', MINUTES_PER_DAY)).toBe('22:30')
    expect(formatAxisTime(date, 'utc', 7 * MINUTES_PER_DAY)).toBe('Nov 23')
    expect(formatAxisTime(date, 'local', 7 * MINUTES_PER_DAY)).toBe('Nov 22')
  })
})

describe('date-time inputs', () => {
  it('show and read a time in the zone', async () => {
    const { toDateTimeInput, fromDateTimeInput } = await inZone('America/New_York')
    const date = new Date('2026-11-23T03:30:00Z')
    expect(toDateTimeInput(date, 'utc')).toBe('2026-11-23T03:30')
    expect(toDateTimeInput(date, 'local')).toBe('2026-11-22T22:30')
    expect(fromDateTimeInput('2026-11-23T03:30', 'utc')).toEqual(date)
    expect(fromDateTimeInput('2026-11-22T22:30', 'local')).toEqual(date)
    expect(fromDateTimeInput('2026-11-22T22:30:15', 'local')).toEqual(
      new Date('2026-11-23T03:30:15Z'),
    )
  })

  it('refuse what is not a date and time', async () => {
    const { fromDateTimeInput } = await inZone('UTC')
    for (const value of ['', 'x', '2026-11-23', '2026-13-45T10:00', '2026-11-23T03:30Z']) {
      expect(fromDateTimeInput(value, 'utc')).toBeUndefined()
    }
  })
})
