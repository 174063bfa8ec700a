/**
 * A short "how long ago" for live lists ("updated 12 s ago", "running for
 * 3 min"): seconds under a minute, then minutes, hours, days. A time a little
 * in the future (a clock a second ahead of the rack's) counts as now.
 */
export function timeAgo(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000))
  if (s < 60) return `${s} s`
  const m = Math.floor(s / 60)
  if (m < 60) return `${m} min`
  const h = Math.floor(m / 60)
  if (h < 24) return `${h} h`
  const d = Math.floor(h / 24)
  return `${d} day${d === 1 ? '' : 's'}`
}

/** The refresh line of a list: "Updated just now", "Updated 25 s ago". */
export const updatedAgoText = (ms: number) =>
  ms < 5000 ? 'Updated just now' : `Updated ${timeAgo(ms)} ago`
