import type { Measurement, OxqlQueryResult } from '~/api/__generated__/Api'
import { MINUTES_PER_DAY, MINUTES_PER_MONTH } from './time'
import { formatBytes, round } from './units'

/** One point of a chart: the end of a sample window and its value. */
export type Point = { timestamp: Date; value: number }

export type TimeRange = { id: string; label: string; minutes: number }

/** The ranges a metrics chart offers (the day and month in minutes). */
export const TIME_RANGES: TimeRange[] = [
  { id: '1h', label: 'Last hour', minutes: 60 },
  { id: '24h', label: 'Last 24 hours', minutes: MINUTES_PER_DAY },
  { id: '7d', label: 'Last week', minutes: 7 * MINUTES_PER_DAY },
  { id: '30d', label: 'Last 30 days', minutes: MINUTES_PER_MONTH },
]
export const DEFAULT_RANGE = TIME_RANGES[1]

/** The range named in the URL (`?range=7d`), or the default for a missing or unknown one. */
export const parseRange = (id: string | null | undefined): TimeRange =>
  TIME_RANGES.find((r) => r.id === id) ?? DEFAULT_RANGE

/** Points per chart: enough for a smooth line, few enough for a readable table. */
export const POINTS_PER_CHART = 60

export type TimeWindow = { start: Date; end: Date; intervalSeconds: number }

/**
 * The window a range covers, ending at `now` floored to the minute so that the
 * query (and its cache key) stays the same within a minute.
 */
export function timeWindow(range: TimeRange, now: Date): TimeWindow {
  const end = new Date(Math.floor(now.getTime() / 60_000) * 60_000)
  const start = new Date(end.getTime() - range.minutes * 60_000)
  return { start, end, intervalSeconds: (range.minutes * 60) / POINTS_PER_CHART }
}

/** OxQL's timestamp literal: `@2026-11-23T10:00:00.000` (UTC, no zone suffix). */
export const oxqlTime = (d: Date) => `@${d.toISOString().replace('Z', '')}`

/** OxQL string literal: the value quoted, with quotes and backslashes escaped. */
const oxqlString = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`

/**
 * An OxQL query for one timeseries over a window: filtered on its fields,
 * aligned to the window's interval (the mean within each interval) and, when
 * `groupBy` is given, summed over everything else (e.g. all vCPUs of an instance).
 */
export function oxqlQuery({
  timeseries,
  window,
  filters,
  groupBy,
}: {
  timeseries: string
  window: TimeWindow
  filters: Record<string, string>
  groupBy?: string[]
}): string {
  const conditions = [
    `timestamp >= ${oxqlTime(window.start)}`,
    `timestamp < ${oxqlTime(window.end)}`,
    ...Object.entries(filters).map(([field, value]) => `${field} == ${oxqlString(value)}`),
  ]
  const parts = [
    `get ${timeseries}`,
    `filter ${conditions.join(' && ')}`,
    `align mean_within(${window.intervalSeconds}s)`,
  ]
  if (groupBy) parts.push(`group_by [${groupBy.join(', ')}], sum`)
  return parts.join(' | ')
}

/**
 * The points of a query's first table, summed over its timeseries at each
 * timestamp (several disks or interfaces make one line). Missing values are skipped.
 */
export function oxqlPoints(result: OxqlQueryResult): Point[] {
  const sums = new Map<number, number>()
  for (const series of result.tables[0]?.timeseries ?? []) {
    const values = series.points.values[0]?.values
    if (!values || (values.type !== 'integer' && values.type !== 'double')) continue
    series.points.timestamps.forEach((t, i) => {
      const v = values.values[i]
      if (v === null || v === undefined) return
      const key = new Date(t).getTime()
      sums.set(key, (sums.get(key) ?? 0) + v)
    })
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a - b)
    .map(([t, value]) => ({ timestamp: new Date(t), value }))
}

/** The numeric measurements of a silo or system metric, oldest first. */
export function measurementPoints(items: Measurement[]): Point[] {
  const points: Point[] = []
  for (const m of items) {
    const d = m.datum
    if (typeof d.datum === 'number') points.push({ timestamp: m.timestamp, value: d.datum })
  }
  return points.sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
}

/** Each point divided by `divisor` (a per-interval count into a per-second rate). */
export const scalePoints = (points: Point[], factor: number): Point[] =>
  points.map((p) => ({ ...p, value: p.value * factor }))

/**
 * CPU utilization in percent: the time the vCPUs spent running in an interval
 * (nanoseconds, summed over vCPUs) over the time they had (interval × vCPUs).
 */
export const cpuUtilization = (runNs: Point[], intervalSeconds: number, ncpus: number) =>
  scalePoints(runNs, 100 / (intervalSeconds * 1e9 * Math.max(ncpus, 1)))

/** A round top for an axis at or above `n`: 1, 2, 2.5 or 5 times a power of ten. */
export function niceCeiling(n: number): number {
  if (n <= 0) return 0
  const power = 10 ** Math.floor(Math.log10(n))
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= n * (1 - 1e-12)) ?? 10
  return step * power
}

/** `12.3%`: one decimal, as a person reads a utilization. */
export const formatPercent = (pct: number) => `${round(pct, 1)}%`

/** A count to at most two decimals with thousands separators: `1,234.5`. */
export const formatNumber = (n: number) => round(n).toLocaleString('en-US')

/** A chart's words for a screen reader: the latest value, with the lowest and highest. */
export function chartSummary(points: Point[], format: (n: number) => string): string {
  if (points.length === 0) return 'no data'
  const values = points.map((p) => p.value)
  const latest = format(values[values.length - 1])
  return `latest ${latest}, lowest ${format(Math.min(...values))}, highest ${format(Math.max(...values))}`
}

/** A per-second rate of a count: `12.5/s`. */
export const formatRate = (n: number) => `${formatNumber(n)}/s`

/** A per-second rate of bytes, 1024-based: `1.5 MiB/s`. */
export const formatBytesRate = (n: number) => `${formatBytes(n)}/s`
