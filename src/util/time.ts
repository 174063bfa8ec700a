// spec 9: a month is counted as 30 days
export const MINUTES_PER_DAY = 1440
export const MINUTES_PER_MONTH = 43200
export const MINUTES_PER_YEAR = 525600

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * `Nov 23, 2026, 09:14` in UTC: stable across machines and readable in a table.
 * Month names by hand: a locale formatter per cell costs a table's first render.
 */
export function formatDateTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  const month = MONTHS[date.getUTCMonth()]
  return `${month} ${date.getUTCDate()}, ${date.getUTCFullYear()}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`
}
