import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireFleetRole } from '../authz'
import { db, lookup } from '../db'
import { errorResponse } from '../errors'
import { paginated } from '../paginate'
import { currentSilo } from '../session'

type Counts = Json<Api.VirtualResourceCounts>

/** An instance uses CPU and memory while it has a VMM, i.e. is not stopped/failed/creating. */
export const holdsResources = (state: Api.InstanceState) =>
  !['stopped', 'failed', 'creating', 'destroyed'].includes(state)

/** What a silo's projects use: CPUs and memory of active instances, storage of all disks. */
export function provisioned(siloId: string): Counts {
  const projectIds = db.projects.filter((p) => db.projectSilos[p.id] === siloId).map((p) => p.id)
  const instances = db.instances.filter(
    (i) => projectIds.includes(i.project_id) && holdsResources(i.run_state),
  )
  const disks = db.disks.filter((d) => projectIds.includes(d.project_id))
  return {
    cpus: instances.reduce((sum, i) => sum + i.ncpus, 0),
    memory: instances.reduce((sum, i) => sum + i.memory, 0),
    storage: disks.reduce((sum, d) => sum + d.size, 0),
  }
}

const quotas = (siloId: string): Counts => {
  const q = db.siloQuotas.find((x) => x.silo_id === siloId)
  return { cpus: q?.cpus ?? 0, memory: q?.memory ?? 0, storage: q?.storage ?? 0 }
}

function siloUtilization(silo: Json<Api.Silo>): Json<Api.SiloUtilization> {
  return {
    silo_id: silo.id,
    silo_name: silo.name,
    allocated: quotas(silo.id),
    provisioned: provisioned(silo.id),
  }
}

const GiB = 1024 ** 3

/**
 * Nexus refuses to provision past the silo's quota: 507 InsufficientCapacity,
 * e.g. `Insufficient capacity: not enough memory (needs 1024 GiB, 578 GiB left in the silo quota)`.
 */
export function checkQuota(projectId: string, need: Partial<Counts>) {
  const siloId = db.projectSilos[projectId]
  if (!siloId) return
  const used = provisioned(siloId)
  const quota = quotas(siloId)
  const kinds = [
    ['cpus', 'vCPUs', 1, ''],
    ['memory', 'memory', GiB, ' GiB'],
    ['storage', 'storage', GiB, ' GiB'],
  ] as const
  for (const [key, label, unit, suffix] of kinds) {
    const want = need[key] ?? 0
    const left = quota[key] - used[key]
    if (want > 0 && want > left) {
      throw errorResponse(
        507,
        'InsufficientCapacity',
        `Insufficient capacity: not enough ${label} (needs ${want / unit}${suffix}, ${Math.max(0, Math.floor(left / unit))}${suffix} left in the silo quota)`,
      )
    }
  }
}

export const utilizationHandlers = {
  /** The current silo: capacity is its quota. */
  utilizationView() {
    const silo = currentSilo()
    return { capacity: quotas(silo.id), provisioned: provisioned(silo.id) }
  },

  siloUtilizationList({ query }) {
    requireFleetRole('viewer')
    return paginated(query, db.silos.map(siloUtilization), (u) => u.silo_name)
  },

  siloUtilizationView({ path }) {
    requireFleetRole('viewer')
    return siloUtilization(lookup.silo({ silo: path.silo }))
  },
} satisfies Partial<MSWHandlers>
