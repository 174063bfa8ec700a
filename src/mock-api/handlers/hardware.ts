import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireFleetRole } from '../authz'
import { db, lookup } from '../db'
import { paginated } from '../paginate'
import { fleetList } from './fleet-scope'
import { now } from './util'

/** Hardware inventory is for operators: fleet viewers read, fleet admins write. */
function read<T extends { id: string }>(type: string, items: T[], id: string) {
  requireFleetRole('viewer')
  return lookup.byId(type, items, id)
}

function sledInstances(sledId: string): Json<Api.SledInstance>[] {
  return db.instances
    .filter((i) => db.instanceSleds[i.id] === sledId)
    .map((i) => {
      const project = db.projects.find((p) => p.id === i.project_id)
      const siloId = project ? db.projectSilos[project.id] : undefined
      return {
        id: i.id,
        name: i.name,
        active_sled_id: sledId,
        migration_id: null,
        memory: i.memory,
        ncpus: i.ncpus,
        project_name: project?.name ?? 'unknown',
        silo_name: db.silos.find((s) => s.id === siloId)?.name ?? 'unknown',
        state: i.run_state,
        time_created: i.time_created,
        time_modified: i.time_modified,
      }
    })
}

export const hardwareHandlers = {
  rackList: fleetList(() => db.racks),
  rackView: ({ path }) => read('rack', db.racks, path.rackId),

  sledList: fleetList(() => db.sleds),
  sledView: ({ path }) => read('sled', db.sleds, path.sledId),
  sledPhysicalDiskList({ path, query }) {
    const sled = read('sled', db.sleds, path.sledId)
    return paginated(
      query,
      db.physicalDisks.filter((d) => d.sled_id === sled.id),
    )
  },
  sledInstanceList({ path, query }) {
    const sled = read('sled', db.sleds, path.sledId)
    return paginated(query, sledInstances(sled.id), (i) => i.id)
  },
  sledSetProvisionPolicy({ path, body }) {
    requireFleetRole('admin')
    const sled = lookup.byId('sled', db.sleds, path.sledId)
    const old =
      sled.policy.kind === 'in_service' ? sled.policy.provision_policy : 'non_provisionable'
    if (sled.policy.kind === 'in_service') {
      sled.policy.provision_policy = body.state
      sled.time_modified = now()
    }
    return { old_state: old, new_state: body.state }
  },

  switchList: fleetList(() => db.switches),
  switchView: ({ path }) => read('switch', db.switches, path.switchId),

  physicalDiskList: fleetList(() => db.physicalDisks),
  physicalDiskView: ({ path }) => read('physical-disk', db.physicalDisks, path.diskId),
} satisfies Partial<MSWHandlers>
