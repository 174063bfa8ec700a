// spec 9: a month is counted as 30 days
export const MINUTES_PER_DAY = 1440
export const MINUTES_PER_MONTH = 43200
export const MINUTES_PER_YEAR = 525600

/**
 * A formatter of `Nov 23, 2026, 09:14` in `timeZone`, the browser's own when
 * not given. Made once per zone and reused: building an `Intl.DateTimeFormat`
 * per table cell would cost a table's first render.
 */
export function dateTimeFormatter(timeZone?: string): (date: Date) => string {
  const format = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  })
  return (date) => format.format(date)
}

/** A time as the person reads it: in their own (the browser's) time zone. */
export const formatDateTime = dateTimeFormatter()

const utc = dateTimeFormatter('UTC')
/** The same time in UTC, the zone the API and the rack's logs speak, for a hover or a screen reader. */
export const formatUtcDateTime = (date: Date) => `${utc(date)} UTC`
