import type { FieldValue, OxqlQueryResult, TimeseriesSchema } from '~/api/__generated__/Api'
import { oxqlTime, type Point, type TimeWindow } from './metrics'

/** Queries to start from, each over the explorer's time range. */
export const OXQL_EXAMPLES = [
  {
    label: 'CPU per sled',
    query: 'get virtual_machine:vcpu_usage | filter state == "run" | group_by [sled_id], sum',
  },
  {
    label: 'NIC packets',
    query: 'get instance_network_interface:packets_received | group_by [instance_id], sum',
  },
  {
    label: 'Disk reads per project',
    query: 'get virtual_disk:reads | group_by [project_id], sum',
  },
] as const

/**
 * Where the first table operation starts: the first `|` that is not part of
 * an `||` (a filter's "or").
 */
function firstPipe(query: string): number {
  for (let i = 0; i < query.length; i++) {
    if (query[i] === '|' && query[i + 1] !== '|' && query[i - 1] !== '|') return i
  }
  return -1
}

/**
 * The query as sent: the explorer's time range as a filter, and an alignment
 * of the range's interval, right after `get`, unless the query names its own
 * timestamps or alignment.
 */
export function explorerQuery(text: string, window: TimeWindow): string {
  const query = text.trim()
  if (!query) return ''
  const stages: string[] = []
  if (!/\btimestamp\b/.test(query)) {
    stages.push(
      `filter timestamp >= ${oxqlTime(window.start)} && timestamp < ${oxqlTime(window.end)}`,
    )
  }
  if (!/\balign\b/.test(query)) stages.push(`align mean_within(${window.intervalSeconds}s)`)
  if (stages.length === 0) return query
  const pipe = firstPipe(query)
  const get = pipe < 0 ? query : query.slice(0, pipe).trim()
  const rest = pipe < 0 ? '' : ` | ${query.slice(pipe + 1).trim()}`
  return `${get} | ${stages.join(' | ')}${rest}`
}

/** A field's value as text (an IP network, a UUID, a number, a boolean). */
export const fieldText = (f: FieldValue): string => String(f.value)

/**
 * A field's name as OxQL writes it: the client camel-cases the keys of what the
 * API sends (`sled_id` arrives as `sledId`), and field names are snake_case.
 */
export const oxqlFieldName = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** One timeseries of a result: its fields, its numeric points, and figures for the table. */
export type SeriesRow = {
  key: string
  fields: Record<string, string>
  points: Point[]
  latest: number | undefined
  lowest: number | undefined
  highest: number | undefined
}

/**
 * The timeseries of a result's tables as rows: the first value column of each
 * (numbers only; a distribution or a string has no line), oldest point first.
 */
export function resultTables(result: OxqlQueryResult) {
  return result.tables.map((table) => {
    const rows: SeriesRow[] = table.timeseries.map((series, i) => {
      const fields = Object.fromEntries(
        Object.entries(series.fields)
          .map(([name, value]) => [oxqlFieldName(name), fieldText(value)])
          .sort(([a], [b]) => a.localeCompare(b)),
      )
      const values = series.points.values[0]?.values
      const points: Point[] = []
      if (values && (values.type === 'integer' || values.type === 'double')) {
        series.points.timestamps.forEach((t, j) => {
          const v = values.values[j]
          if (typeof v === 'number') points.push({ timestamp: new Date(t), value: v })
        })
      }
      points.sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
      const ys = points.map((p) => p.value)
      return {
        key: Object.values(fields).join('/') || String(i),
        fields,
        points,
        latest: ys.at(-1),
        lowest: ys.length ? Math.min(...ys) : undefined,
        highest: ys.length ? Math.max(...ys) : undefined,
      }
    })
    const fieldNames = [...new Set(rows.flatMap((r) => Object.keys(r.fields)))].sort()
    return { name: table.name, fieldNames, rows }
  })
}

/** A series named by its fields, for a chart's title: `sled_id 4c1f…, state run`. */
export const seriesLabel = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ') || 'All timeseries'

/**
 * The schemas whose name, description, or a field's name matches every word
 * of the search (case-insensitive), in name order.
 */
export function searchSchemas(schemas: TimeseriesSchema[], search: string): TimeseriesSchema[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean)
  const text = (s: TimeseriesSchema) =>
    [
      s.timeseriesName,
      s.description.target,
      s.description.metric,
      ...s.fieldSchema.map((f) => f.name),
    ]
      .join(' ')
      .toLowerCase()
  return schemas
    .filter((s) => words.every((w) => text(s).includes(w)))
    .sort((a, b) => a.timeseriesName.localeCompare(b.timeseriesName))
}

/** A query to start from for a timeseries: all of it, over the explorer's range. */
export const starterQuery = (timeseriesName: string) => `get ${timeseriesName}`

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })

/** A value of any size in a few characters, for a chart's axis: `42.7T`, `1.2K`, `0.5`. */
export const formatCompact = (n: number) => compact.format(n)
