import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireFleetRole } from '../authz'
import { db, lookup } from '../db'
import { badRequest } from '../errors'
import { meanRate, windows } from '../metrics-data'
import { OxqlError, parseOxql } from '../oxql'
import { paginated } from '../paginate'
import { currentSilo } from '../session'
import { TIMESERIES } from '../timeseries-catalog'
import { holdsResources } from './utilization'

type FieldValue = Json<Api.FieldValue>

/** More points than this in one timeseries is refused, as Nexus limits query size. */
const MAX_POINTS = 10_000
const HOUR = 3_600_000

const fieldKey = (fields: Record<string, FieldValue>, names: string[]) =>
  JSON.stringify(names.map((n) => fields[n]?.value ?? null))

/** A query over the timeseries of the given projects' instances. */
function runQuery(projectIds: string[], text: string): Json<Api.OxqlQueryResult> {
  const q = parseOxql(text)
  const timeseries = TIMESERIES[q.timeseries]
  if (!timeseries) throw new OxqlError(`timeseries not found: ${q.timeseries}`)
  const now = new Date()
  const end = q.end ?? now
  const start = q.start ?? new Date(end.getTime() - HOUR)
  const interval = q.intervalSeconds ?? 60
  if ((end.getTime() - start.getTime()) / (interval * 1000) > MAX_POINTS) {
    throw new OxqlError(`query would return more than ${MAX_POINTS} points per timeseries`)
  }
  const known = new Set(timeseries.schema.field_schema.map((f) => f.name))
  for (const field of [...Object.keys(q.filters), ...(q.groupBy ?? [])]) {
    if (!known.has(field)) {
      throw new OxqlError(`field "${field}" is not in timeseries ${q.timeseries}`)
    }
  }
  const matching = timeseries
    .sources(projectIds, q.filters)
    .filter((s) => Object.entries(q.filters).every(([f, v]) => String(s.fields[f]?.value) === v))

  // mean within each window of a cumulative counter: what the window added
  const sampled = matching.map((s) => ({
    fields: s.fields,
    points: new Map(
      windows(start, end, interval, now, s.from).map((w) => {
        const seconds = w.start.getTime() / 1000
        return [
          w.end.getTime(),
          Math.round(meanRate(s.rate, seconds, interval) * interval),
        ] as const
      }),
    ),
  }))

  let series = sampled
  if (q.groupBy) {
    const names = q.groupBy
    type Group = (typeof sampled)[number] & { counts: Map<number, number> }
    const groups = new Map<string, Group>()
    for (const s of sampled) {
      const key = fieldKey(s.fields, names)
      const fields = Object.fromEntries(names.map((n) => [n, s.fields[n]]))
      const group = groups.get(key) ?? { fields, points: new Map(), counts: new Map() }
      for (const [t, v] of s.points) {
        group.points.set(t, (group.points.get(t) ?? 0) + v)
        group.counts.set(t, (group.counts.get(t) ?? 0) + 1)
      }
      groups.set(key, group)
    }
    series = [...groups.values()].map((g) =>
      q.reducer === 'sum'
        ? g
        : {
            fields: g.fields,
            points: new Map([...g.points].map(([t, v]) => [t, v / (g.counts.get(t) ?? 1)])),
          },
    )
  }

  return {
    tables: [
      {
        name: q.timeseries,
        timeseries: series
          .filter((s) => s.points.size > 0)
          .map((s) => {
            const times = [...s.points.keys()].sort((a, b) => a - b)
            return {
              fields: s.fields,
              points: {
                timestamps: times.map((t) => new Date(t).toISOString()),
                start_times: times.map((t) => new Date(t - interval * 1000).toISOString()),
                values: [
                  {
                    metric_type: 'delta' as const,
                    // a mean of counts is a fraction: OxQL gives it as a double
                    values: {
                      type: q.reducer === 'mean' ? ('double' as const) : ('integer' as const),
                      values: times.map((t) => s.points.get(t)!),
                    },
                  },
                ],
              },
            }
          }),
      },
    ],
  }
}

type MetricName = Api.SystemMetricName

/**
 * What the given silos (or one project of them) had provisioned at a time:
 * the resources they have now, counted from their creation, so the latest
 * sample equals the utilization view's figure.
 */
function provisionedAt(
  metric: MetricName,
  siloIds: string[],
  projectId: string | undefined,
  t: number,
) {
  const projectIds = db.projects
    .filter((p) => siloIds.includes(db.projectSilos[p.id]) && (!projectId || p.id === projectId))
    .map((p) => p.id)
  const existed = (r: { time_created: string }) => new Date(r.time_created).getTime() <= t
  if (metric === 'virtual_disk_space_provisioned') {
    return db.disks
      .filter((d) => projectIds.includes(d.project_id) && existed(d))
      .reduce((sum, d) => sum + d.size, 0)
  }
  const instances = db.instances.filter(
    (i) => projectIds.includes(i.project_id) && holdsResources(i.run_state) && existed(i),
  )
  const key = metric === 'cpus_provisioned' ? 'ncpus' : 'memory'
  return instances.reduce((sum, i) => sum + i[key], 0)
}

/** Samples per metric window: one every 1/60th of it, at least a minute apart. */
const SAMPLES = 60

type MetricQuery = Api.SiloMetricQueryParams

function measurements(
  metric: MetricName,
  query: MetricQuery,
  siloIds: string[],
  projectId?: string,
): Json<Api.MeasurementResultsPage> {
  if (!query.startTime || !query.endTime) {
    throw badRequest('start_time and end_time are required')
  }
  const [start, end] = [query.startTime, query.endTime]
  if (start >= end) throw badRequest('start_time must be before end_time')
  const seconds = Math.max(60, Math.ceil((end.getTime() - start.getTime()) / 1000 / SAMPLES))
  const items = windows(start, end, seconds, new Date()).map((w) => ({
    timestamp: w.end.toISOString(),
    datum: {
      type: 'i64' as const,
      datum: provisionedAt(metric, siloIds, projectId, w.end.getTime()),
    },
  }))
  // newest first when asked; the timestamp is the page token's sort key
  const sortBy = query.order === 'descending' ? 'name_descending' : undefined
  return paginated(
    { limit: query.limit, pageToken: query.pageToken, sortBy },
    items,
    (m) => m.timestamp,
  )
}

/** A query's result, or the 400 Nexus gives for a query it cannot run. */
function oxqlAnswer(run: () => Json<Api.OxqlQueryResult>) {
  try {
    return run()
  } catch (e) {
    if (e instanceof OxqlError) throw badRequest(`Query parsing failed: ${e.message}`)
    throw e
  }
}

export const metricsHandlers = {
  timeseriesQuery({ query, body }) {
    const project = lookup.project({ project: query.project })
    return oxqlAnswer(() => runQuery([project.id], body.query))
  },

  /** Every project's timeseries, for fleet viewers. */
  systemTimeseriesQuery({ body }) {
    requireFleetRole('viewer')
    return oxqlAnswer(() =>
      runQuery(
        db.projects.map((p) => p.id),
        body.query,
      ),
    )
  },

  /** What the rack can be asked about: each timeseries with its fields, for fleet viewers. */
  systemTimeseriesSchemaList({ query }) {
    requireFleetRole('viewer')
    return paginated(
      query,
      Object.values(TIMESERIES).map((t) => t.schema),
      (s) => s.timeseries_name,
    )
  },

  /** The current silo's provisioned resources over time, or one project's. */
  siloMetric({ path, query }) {
    const silo = currentSilo()
    const projectId = query.project ? lookup.project({ project: query.project }).id : undefined
    return measurements(path.metricName, query, [silo.id], projectId)
  },

  /** The fleet's provisioned resources over time, or one silo's. */
  systemMetric({ path, query }) {
    requireFleetRole('viewer')
    const siloIds = query.silo ? [lookup.silo({ silo: query.silo }).id] : db.silos.map((s) => s.id)
    return measurements(path.metricName, query, siloIds)
  },
} satisfies Partial<MSWHandlers>
