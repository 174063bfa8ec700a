import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { db, lookup } from '../db'
import { badRequest } from '../errors'
import { diskInstanceId, diskOfProject } from './disk-store'
import { checkSize, createInstance } from './instance-create'
import { assertInstanceCan, setRunState, transition } from './instance-state'
import { projectList, writableInstance, writableProject } from './project-scope'
import { NoContent, now, removeWhere } from './util'
import { checkQuota } from './utilization'

type Instance = Json<Api.Instance>

/** Everything that hangs off an instance goes with it; its disks and addresses are detached. */
function deleteInstance(instance: Instance) {
  const id = instance.id
  for (const d of db.disks) if (diskInstanceId(d) === id) d.state = { state: 'detached' }
  for (const f of db.floatingIps) if (f.instance_id === id) f.instance_id = null
  for (const s of db.externalSubnets) if (s.instance_id === id) s.instance_id = null
  removeWhere(db.networkInterfaces, (n) => n.instance_id === id)
  removeWhere(db.ephemeralIps, (e) => e.instance_id === id)
  removeWhere(db.instanceSshKeys, (k) => k.instance_id === id)
  removeWhere(db.antiAffinityGroupMembers, (m) => m.instance_id === id)
  removeWhere(db.affinityGroupMembers, (m) => m.instance_id === id)
  delete db.instanceSleds[id]
  removeWhere(db.instances, (i) => i.id === id)
}

/** A change to boot disk, size or CPU platform is only allowed in some states. */
function updateInstance(instance: Instance, body: Json<Api.InstanceUpdate>) {
  const resized = body.ncpus !== instance.ncpus || body.memory !== instance.memory
  if (resized) {
    assertInstanceCan(instance, 'resize')
    checkSize(body.ncpus, body.memory)
  }
  let bootDiskId: string | null = null
  if (body.boot_disk) {
    const disk = diskOfProject(body.boot_disk, instance.project_id)
    if (diskInstanceId(disk) !== instance.id) {
      throw badRequest(`disk "${disk.name}" must be attached to the instance to be its boot disk`)
    }
    bootDiskId = disk.id
  }
  if (bootDiskId !== (instance.boot_disk_id ?? null)) assertInstanceCan(instance, 'updateBootDisk')
  instance.ncpus = body.ncpus
  instance.memory = body.memory
  instance.boot_disk_id = bootDiskId
  instance.auto_restart_policy = body.auto_restart_policy ?? null
  instance.auto_restart_enabled = body.auto_restart_policy !== 'never'
  instance.cpu_platform = body.cpu_platform ?? null
  instance.enable_jumbo_frames = body.enable_jumbo_frames
  instance.time_modified = now()
  return instance
}

/** Instances and their lifecycle: start/stop/reboot settle after ~1.5 s. */
/** The instance goes to `via` now and settles in `to` after the transition. */
function beginTransition(instance: Instance, via: Api.InstanceState, to: Api.InstanceState) {
  setRunState(instance, via)
  transition(instance.id, via, to)
  return instance
}

export const instanceHandlers = {
  instanceList: projectList(() => db.instances),

  instanceCreate({ query, body }) {
    const project = writableProject(query)
    return createInstance(project, body)
  },

  instanceView: ({ path, query }) => lookup.instance({ ...path, ...query }),

  instanceUpdate({ path, query, body }) {
    const instance = writableInstance({ ...path, ...query })
    return updateInstance(instance, body)
  },

  instanceDelete({ path, query }) {
    const instance = writableInstance({ ...path, ...query })
    assertInstanceCan(instance, 'delete')
    deleteInstance(instance)
    return NoContent
  },

  instanceStart({ path, query }) {
    const instance = writableInstance({ ...path, ...query })
    assertInstanceCan(instance, 'start')
    checkQuota(instance.project_id, { cpus: instance.ncpus, memory: instance.memory })
    return beginTransition(instance, 'starting', 'running')
  },

  instanceStop({ path, query }) {
    const instance = writableInstance({ ...path, ...query })
    assertInstanceCan(instance, 'stop')
    return beginTransition(instance, 'stopping', 'stopped')
  },

  instanceReboot({ path, query }) {
    const instance = writableInstance({ ...path, ...query })
    assertInstanceCan(instance, 'reboot')
    return beginTransition(instance, 'rebooting', 'running')
  },
} satisfies Partial<MSWHandlers>
