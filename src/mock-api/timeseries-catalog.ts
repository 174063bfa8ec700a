import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { db } from './db'
import { holdsResources } from './handlers/utilization'
import { load, seedOf } from './metrics-data'

/**
 * The timeseries a rack reports for instances, with the fields, field types and
 * sources oximeter gives them: target fields name the thing measured (the VM, the
 * disk, the interface and their project and silo), metric fields split one
 * thing's measurement (a vCPU and its state). Each series is a cumulative counter.
 */
type FieldValue = Json<Api.FieldValue>
type FieldSchema = Json<Api.FieldSchema>
type Instance = Json<Api.Instance>

/** One timeseries before sampling: its fields and its rate per second at a time. */
export type Source = {
  fields: Record<string, FieldValue>
  from: Date
  rate: (seconds: number) => number
}

/** `field == "value"` conditions of the query: sources may skip what cannot match. */
type Filters = Record<string, string>

export type Timeseries = {
  schema: Json<Api.TimeseriesSchema>
  sources: (projectIds: string[], filters: Filters) => Source[]
}

const uuid = (value: string): FieldValue => ({ type: 'uuid', value })
const str = (value: string): FieldValue => ({ type: 'string', value })
const u32 = (value: number): FieldValue => ({ type: 'u32', value })

const field = (
  name: string,
  field_type: FieldSchema['field_type'],
  source: FieldSchema['source'],
  description: string,
): FieldSchema => ({ name, field_type, source, description })

const siloField = field('silo_id', 'uuid', 'target', 'ID of the silo of the project')
const projectField = field('project_id', 'uuid', 'target', 'ID of the project')
const siloOf = (projectId: string) => uuid(db.projectSilos[projectId] ?? '')

/** Live instances (those with a VMM, i.e. that produce metrics) of the projects. */
function liveInstances(projectIds: string[], filters: Filters, instanceField: string) {
  const only = filters[instanceField]
  return db.instances.filter(
    (i) =>
      (!only || i.id === only) && projectIds.includes(i.project_id) && holdsResources(i.run_state),
  )
}

// the schemas' creation time on the mock's rack
const CREATED = '2024-10-28T08:00:00.000Z'

function schemaOf(
  name: string,
  target: string,
  metric: string,
  units: Api.Units,
  fields: FieldSchema[],
): Json<Api.TimeseriesSchema> {
  return {
    timeseries_name: name,
    description: { target, metric },
    authz_scope: 'project',
    datum_type: 'cumulative_u64',
    units,
    version: 1,
    created: CREATED,
    field_schema: [...fields].sort((a, b) => a.name.localeCompare(b.name)),
  }
}

/** Share of vCPU time per state: running follows the vCPU's load. */
const CPU_STATES: [string, (u: number) => number][] = [
  ['run', (u) => u],
  ['idle', (u) => 0.97 - u],
  ['waiting', () => 0.02],
  ['emulation', () => 0.01],
]

function sledFields(instance: Instance): Record<string, FieldValue> {
  const sled = db.sleds.find((s) => s.id === db.instanceSleds[instance.id]) ?? db.sleds[0]
  return {
    sled_id: uuid(sled.id),
    sled_model: str(sled.baseboard.part),
    sled_revision: u32(sled.baseboard.revision),
    sled_serial: str(sled.baseboard.serial),
  }
}

const vcpuUsage: Timeseries = {
  schema: schemaOf(
    'virtual_machine:vcpu_usage',
    'A guest virtual machine instance',
    'Cumulative time each vCPU has spent in a state',
    'nanoseconds',
    [
      siloField,
      projectField,
      field('instance_id', 'uuid', 'target', 'ID of the instance'),
      field('sled_id', 'uuid', 'target', 'ID of the sled hosting the instance'),
      field('sled_model', 'string', 'target', 'Model number of the sled'),
      field('sled_revision', 'u32', 'target', 'Revision number of the sled'),
      field('sled_serial', 'string', 'target', 'Serial number of the sled'),
      field('vcpu_id', 'u32', 'metric', 'The vCPU within the instance, from 0'),
      field('state', 'string', 'metric', 'The vCPU state: run, idle, waiting or emulation'),
    ],
  ),
  sources: (projectIds, filters) =>
    liveInstances(projectIds, filters, 'instance_id').flatMap((i) => {
      const target = {
        silo_id: siloOf(i.project_id),
        project_id: uuid(i.project_id),
        instance_id: uuid(i.id),
        ...sledFields(i),
      }
      return Array.from({ length: i.ncpus }, (_, vcpu) =>
        CPU_STATES.map(([state, share]) => ({
          fields: { ...target, vcpu_id: u32(vcpu), state: str(state) },
          from: new Date(i.time_created),
          // nanoseconds of this vCPU's time per second in this state
          rate: (s: number) => share(load(seedOf(`${i.id}/${vcpu}`), s)) * 1e9,
        })),
      ).flat()
    }),
}

const diskFields = [
  siloField,
  projectField,
  field('attached_instance_id', 'uuid', 'target', 'ID of the instance the disk is attached to'),
  field('disk_id', 'uuid', 'target', 'ID of the disk'),
  field('block_size', 'u32', 'target', 'Block size of the disk, in bytes'),
]

/** Attached disks of live instances: operations or bytes per second. */
const diskSeries = (metric: string, description: string, units: Api.Units, perOp: number) => ({
  schema: schemaOf(`virtual_disk:${metric}`, 'A virtual disk', description, units, diskFields),
  sources: (projectIds: string[], filters: Filters) =>
    liveInstances(projectIds, filters, 'attached_instance_id').flatMap((i) =>
      db.disks
        .filter((d) => d.state.state === 'attached' && d.state.instance === i.id)
        .map((d) => ({
          fields: {
            silo_id: siloOf(i.project_id),
            project_id: uuid(i.project_id),
            attached_instance_id: uuid(i.id),
            disk_id: uuid(d.id),
            block_size: u32(d.block_size),
          },
          from: new Date(d.time_created),
          rate: (s: number) => (20 + 400 * load(seedOf(d.id), s)) * perOp,
        })),
    ),
})

const nicFields = [
  siloField,
  projectField,
  field('instance_id', 'uuid', 'target', 'ID of the instance'),
  field('interface_id', 'uuid', 'target', 'ID of the network interface'),
]

/**
 * Network interfaces of live instances: packets or bytes per second. Errors and
 * drops are rare: `scale` is their share of the traffic.
 */
const nicSeries = (metric: string, description: string, units: Api.Units, scale: number) => ({
  schema: schemaOf(
    `instance_network_interface:${metric}`,
    'A network interface attached to a virtual machine instance',
    description,
    units,
    nicFields,
  ),
  sources: (projectIds: string[], filters: Filters) =>
    liveInstances(projectIds, filters, 'instance_id').flatMap((i) =>
      db.networkInterfaces
        .filter((n) => n.instance_id === i.id)
        .map((n) => ({
          fields: {
            silo_id: siloOf(i.project_id),
            project_id: uuid(i.project_id),
            instance_id: uuid(i.id),
            interface_id: uuid(n.id),
          },
          from: new Date(n.time_created),
          rate: (s: number) => (50 + 2000 * load(seedOf(n.id + metric), s)) * scale,
        })),
    ),
})

/** The timeseries the mock knows, by name: those of instances, their disks and interfaces. */
export const TIMESERIES: Record<string, Timeseries> = Object.fromEntries(
  [
    vcpuUsage,
    diskSeries('reads', 'Number of read operations', 'count', 1),
    diskSeries('writes', 'Number of write operations', 'count', 0.6),
    diskSeries('flushes', 'Number of flush operations', 'count', 0.05),
    diskSeries('bytes_read', 'Number of bytes read', 'bytes', 16 * 1024),
    diskSeries('bytes_written', 'Number of bytes written', 'bytes', 0.6 * 16 * 1024),
    nicSeries('packets_received', 'Number of packets received', 'count', 1),
    nicSeries('packets_sent', 'Number of packets sent', 'count', 0.8),
    nicSeries('bytes_received', 'Number of bytes received', 'bytes', 900),
    nicSeries('bytes_sent', 'Number of bytes sent', 'bytes', 0.8 * 700),
    nicSeries('packets_dropped', 'Number of packets dropped', 'count', 0.001),
    nicSeries('errors_received', 'Number of errors receiving packets', 'count', 0.0005),
    nicSeries('errors_sent', 'Number of errors sending packets', 'count', 0.0002),
  ].map((t) => [t.schema.timeseries_name, t]),
)
