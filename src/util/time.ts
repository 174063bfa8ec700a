// a month is counted as 30 days
export const MINUTES_PER_DAY = 1440
export const MINUTES_PER_MONTH = 43200
export const MINUTES_PER_YEAR = 525600

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const twoDigits = (n: number) => String(n).padStart(2, '0')

/**
 * `Nov 23, 2026, 09:14`, as `Intl.DateTimeFormat('en-US')` writes it with a
 * short month, 2-digit 24-hour time and no seconds. Written out, not through
 * `Intl`: the page's first `Intl.DateTimeFormat` costs about 20 ms (a
 * cold load's, measured in the bench's Chromium), and every list shows dates.
 */
function dateTime(month: number, day: number, year: number, hours: number, minutes: number) {
  return `${MONTHS[month]} ${day}, ${year}, ${twoDigits(hours)}:${twoDigits(minutes)}`
}

/** A time as the person reads it: in their own (the browser's) time zone. */
export const formatDateTime = (date: Date) =>
  dateTime(date.getMonth(), date.getDate(), date.getFullYear(), date.getHours(), date.getMinutes())

/** The same time in UTC, the zone the API and the rack's logs speak, for a hover or a screen reader. */
export const formatUtcDateTime = (date: Date) =>
  `${dateTime(date.getUTCMonth(), date.getUTCDate(), date.getUTCFullYear(), date.getUTCHours(), date.getUTCMinutes())} UTC`
