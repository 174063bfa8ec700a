import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireFleetRole } from '../authz'
import { db, lookup } from '../db'
import { badRequest } from '../errors'
import { load, meanRate, seedOf, windows } from '../metrics-data'
import { OxqlError, parseOxql } from '../oxql'
import { paginated } from '../paginate'
import { currentSilo } from '../session'
import { holdsResources } from './utilization'

type FieldValue = Json<Api.FieldValue>
type Instance = Json<Api.Instance>

/** One timeseries before sampling: its fields and its rate per second at a time. */
type Source = { fields: Record<string, FieldValue>; from: Date; rate: (seconds: number) => number }

const uuid = (value: string): FieldValue => ({ type: 'uuid', value })
const str = (value: string): FieldValue => ({ type: 'string', value })

/** Instances of a project that have a VMM, i.e. that produce metrics. */
const liveInstances = (projectId: string) =>
  db.instances.filter((i) => i.project_id === projectId && holdsResources(i.run_state))

/** Share of vCPU time per state: running follows the instance's load. */
const CPU_STATES: [string, (u: number) => number][] = [
  ['run', (u) => u],
  ['idle', (u) => 0.97 - u],
  ['waiting', () => 0.02],
  ['emulation', () => 0.01],
]

const cpuSources = (projectId: string): Source[] =>
  liveInstances(projectId).flatMap((i: Instance) =>
    CPU_STATES.map(([state, share]) => ({
      fields: { instance_id: uuid(i.id), project_id: uuid(projectId), state: str(state) },
      from: new Date(i.time_created),
      // nanoseconds of vCPU time per second, over all vCPUs
      rate: (s: number) => share(load(seedOf(i.id), s)) * 1e9 * i.ncpus,
    })),
  )

/** Attached disks of live instances: operations or bytes per second. */
const diskSources =
  (perOp: number) =>
  (projectId: string): Source[] =>
    liveInstances(projectId).flatMap((i) =>
      db.disks
        .filter((d) => d.state.state === 'attached' && d.state.instance === i.id)
        .map((d) => ({
          fields: {
            attached_instance_id: uuid(i.id),
            disk_id: uuid(d.id),
            project_id: uuid(projectId),
          },
          from: new Date(d.time_created),
          rate: (s: number) => (20 + 400 * load(seedOf(d.id), s)) * perOp,
        })),
    )

/** Network interfaces of live instances: packets or bytes per second. */
const nicSources =
  (perPacket: number) =>
  (projectId: string): Source[] =>
    liveInstances(projectId).flatMap((i) =>
      db.networkInterfaces
        .filter((n) => n.instance_id === i.id)
        .map((n) => ({
          fields: {
            instance_id: uuid(i.id),
            interface_id: uuid(n.id),
            project_id: uuid(projectId),
          },
          from: new Date(n.time_created),
          rate: (s: number) => (50 + 2000 * load(seedOf(n.id + perPacket), s)) * perPacket,
        })),
    )

/** The timeseries the mock knows: those the console's instance metrics read. */
const TIMESERIES: Record<string, (projectId: string) => Source[]> = {
  'virtual_machine:vcpu_usage': cpuSources,
  'virtual_disk:reads': diskSources(1),
  'virtual_disk:writes': diskSources(0.6),
  'virtual_disk:flushes': diskSources(0.05),
  'virtual_disk:bytes_read': diskSources(16 * 1024),
  'virtual_disk:bytes_written': diskSources(0.6 * 16 * 1024),
  'instance_network_interface:packets_received': nicSources(1),
  'instance_network_interface:packets_sent': nicSources(0.8),
  'instance_network_interface:bytes_received': nicSources(900),
  'instance_network_interface:bytes_sent': nicSources(0.8 * 700),
}

/** More points than this in one timeseries is refused, as Nexus limits query size. */
const MAX_POINTS = 10_000
const HOUR = 3_600_000

const fieldKey = (fields: Record<string, FieldValue>, names: string[]) =>
  JSON.stringify(names.map((n) => fields[n]?.value ?? null))

function runQuery(projectId: string, text: string): Json<Api.OxqlQueryResult> {
  const q = parseOxql(text)
  const makeSources = TIMESERIES[q.timeseries]
  if (!makeSources) throw new OxqlError(`timeseries not found: ${q.timeseries}`)
  const now = new Date()
  const end = q.end ?? now
  const start = q.start ?? new Date(end.getTime() - HOUR)
  const interval = q.intervalSeconds ?? 60
  if ((end.getTime() - start.getTime()) / (interval * 1000) > MAX_POINTS) {
    throw new OxqlError(`query would return more than ${MAX_POINTS} points per timeseries`)
  }
  const all = makeSources(projectId)
  const known = new Set(Object.keys(all[0]?.fields ?? {}))
  for (const field of [...Object.keys(q.filters), ...(q.groupBy ?? [])]) {
    if (all.length && !known.has(field)) {
      throw new OxqlError(`field "${field}" is not in timeseries ${q.timeseries}`)
    }
  }
  const matching = all.filter((s) =>
    Object.entries(q.filters).every(([f, v]) => String(s.fields[f]?.value) === v),
  )

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
    const groups = new Map<string, (typeof sampled)[number]>()
    for (const s of sampled) {
      const key = fieldKey(s.fields, names)
      const fields = Object.fromEntries(names.map((n) => [n, s.fields[n]]))
      const group = groups.get(key) ?? { fields, points: new Map<number, number>() }
      for (const [t, v] of s.points) group.points.set(t, (group.points.get(t) ?? 0) + v)
      groups.set(key, group)
    }
    series = [...groups.values()]
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
                    values: {
                      type: 'integer' as const,
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

export const metricsHandlers = {
  timeseriesQuery({ query, body }) {
    const project = lookup.project({ project: query.project })
    try {
      return runQuery(project.id, body.query)
    } catch (e) {
      if (e instanceof OxqlError) throw badRequest(`Query parsing failed: ${e.message}`)
      throw e
    }
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
