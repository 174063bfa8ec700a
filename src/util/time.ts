// a month is counted as 30 days
export const MINUTES_PER_DAY = 1440
export const MINUTES_PER_MONTH = 43200
export const MINUTES_PER_YEAR = 525600

/**
 * The zone the console shows times in, as picked in the user menu: the
 * browser's own (`local`) or UTC, the zone the API and the rack's logs speak.
 */
export const timeZones = ['local', 'utc'] as const
export type TimeZone = (typeof timeZones)[number]

// a formatter is slow to make and quick to use: one per zone and style, made on first use
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(zone: TimeZone, style: string, options: Intl.DateTimeFormatOptions) {
  const key = `${zone} ${style}`
  let f = formatters.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      ...options,
      hourCycle: 'h23',
      timeZone: zone === 'utc' ? 'UTC' : undefined,
    })
    formatters.set(key, f)
  }
  return f
}

/** `Nov 23, 2026, 09:14 UTC`, or in the browser's zone `Nov 23, 2026, 04:14 EST`. */
export const formatDateTime = (date: Date, zone: TimeZone) =>
  formatter(zone, 'date-time', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date)

const zoneFormatter = (zone: TimeZone) => formatter(zone, 'zone', { timeZoneName: 'short' })

/** The zone's short name at that date, as times carry it: `UTC`, `EST`, `GMT+9`. */
export const zoneShortName = (date: Date, zone: TimeZone) =>
  zoneFormatter(zone)
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName')?.value ?? ''

/** The zone's full name, for a hint beside an input: `UTC`, `America/New_York`. */
export const zoneLongName = (zone: TimeZone) => zoneFormatter(zone).resolvedOptions().timeZone

/**
 * A chart axis' label for a time: the hour and minute when the chart spans
 * two days or less, else the month and day. The axis' title says the zone.
 */
export const formatAxisTime = (date: Date, zone: TimeZone, spanMinutes: number) =>
  spanMinutes <= 2 * MINUTES_PER_DAY
    ? formatter(zone, 'hour-minute', { hour: '2-digit', minute: '2-digit' }).format(date)
    : formatter(zone, 'month-day', { month: 'short', day: 'numeric' }).format(date)

const twoDigits = (n: number) => String(n).padStart(2, '0')

/** A time as a date-time input writes it in the zone: `2026-11-23T09:14`. */
export function toDateTimeInput(date: Date, zone: TimeZone): string {
  if (zone === 'utc') return date.toISOString().slice(0, 16)
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`
  return `${day}T${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`
}

/** A date-time input's value (`2026-11-23T09:14`, no zone) read in the zone; undefined if it is not one. */
export function fromDateTimeInput(value: string, zone: TimeZone): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined
  const date = new Date(zone === 'utc' ? `${value}Z` : value)
  return Number.isNaN(date.getTime()) ? undefined : date
}
