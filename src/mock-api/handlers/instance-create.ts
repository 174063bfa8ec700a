import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { diskActions } from '~/api/states'
import { db, lookup } from '../db'
import { badRequest, errorResponse, lookupNotFound } from '../errors'
import { currentUser } from '../session'
import { diskOfProject, newDisk } from './disk-store'
import { TRANSITION_MS, transition } from './instance-state'
import { allocateIp, resolvePool } from './ip-alloc'
import { insertNic } from './nic-store'
import { childOfProject } from './project-child'
import { assertNameFree, newId, now } from './util'
import { checkQuota } from './utilization'

const GiB = 1024 ** 3
type Project = Json<Api.Project>
type Instance = Json<Api.Instance>

/** Nexus's rules for instance size. */
export function checkSize(ncpus: number, memory: number) {
  if (ncpus < 1 || ncpus > 254) throw badRequest('ncpus must be between 1 and 254')
  if (memory < GiB) throw badRequest('memory must be at least 1 GiB')
  if (memory % GiB !== 0) throw badRequest('memory must be divisible by 1 GiB')
  if (memory > 1536 * GiB) throw badRequest('memory must be at most 1536 GiB')
}

/** Create or attach a disk for a new instance; returns the disk id. */
function attachForCreate(
  project: Project,
  instance: Instance,
  spec: Json<Api.InstanceDiskAttachment>,
  created: string[],
) {
  if (spec.type === 'create') {
    const disk = newDisk(project.id, spec)
    disk.state = { state: 'attached', instance: instance.id }
    db.disks.push(disk)
    created.push(disk.id)
    return disk.id
  }
  const disk = diskOfProject(spec.name, project.id)
  if (!diskActions.attach.includes(disk.state.state)) {
    throw badRequest(`disk "${disk.name}" is ${disk.state.state}: it must be detached to attach it`)
  }
  disk.state = { state: 'attached', instance: instance.id }
  return disk.id
}

function addExternalIps(project: Project, instance: Instance, ips: Json<Api.ExternalIpCreate>[]) {
  for (const spec of ips) {
    if (spec.type === 'ephemeral') {
      const pool = resolvePool(spec.pool_selector)
      db.ephemeralIps.push({
        instance_id: instance.id,
        ip: allocateIp(pool.id),
        ip_pool_id: pool.id,
      })
    } else {
      const fip = childOfProject(
        'floating-ip',
        (floatingIp, p) => lookup.floatingIp({ floatingIp, project: p }),
        spec.floating_ip,
        project.id,
      )
      if (fip.instance_id) throw badRequest(`floating IP "${fip.name}" is already attached`)
      fip.instance_id = instance.id
    }
  }
}

function addNics(
  project: Project,
  instance: Instance,
  spec: Json<Api.InstanceNetworkInterfaceAttachment>,
) {
  if (spec.type === 'none') return
  if (spec.type === 'create') {
    spec.params.forEach((params, i) => {
      insertNic(project.id, instance.id, params, i === 0)
    })
    return
  }
  const vpc = db.vpcs.find((v) => v.project_id === project.id && v.name === 'default')
  if (!vpc) throw badRequest('the project has no default VPC for the default network interface')
  const stack =
    spec.type === 'default_ipv4' ? 'v4' : spec.type === 'default_ipv6' ? 'v6' : 'dual_stack'
  insertNic(
    project.id,
    instance.id,
    { name: 'net0', description: '', vpc_name: 'default', subnet_name: 'default' },
    true,
    stack,
  )
}

/** Instance create with everything it brings (`POST /v1/instances`: disks, NICs, IPs, keys). */
export function createInstance(project: Project, body: Json<Api.InstanceCreate>): Instance {
  assertNameFree(
    'instance',
    db.instances.filter((i) => i.project_id === project.id),
    body.name,
  )
  checkSize(body.ncpus, body.memory)
  if (body.start ?? true) checkQuota(project.id, { cpus: body.ncpus, memory: body.memory })
  const time = now()
  const instance: Instance = {
    id: newId(),
    project_id: project.id,
    name: body.name,
    description: body.description,
    hostname: body.hostname,
    ncpus: body.ncpus,
    memory: body.memory,
    run_state: 'creating',
    auto_restart_policy: body.auto_restart_policy ?? null,
    auto_restart_enabled: body.auto_restart_policy !== 'never',
    auto_restart_cooldown_expiration: null,
    time_last_auto_restarted: null,
    cpu_platform: body.cpu_platform ?? null,
    enable_jumbo_frames: body.enable_jumbo_frames ?? false,
    boot_disk_id: null,
    time_run_state_updated: time,
    time_created: time,
    time_modified: time,
  }
  // validate everything that can fail before changing anything
  const names = [body.boot_disk, ...(body.disks ?? [])].filter((d) => d?.type === 'create')
  for (const d of names) {
    if (d)
      assertNameFree(
        'disk',
        db.disks.filter((x) => x.project_id === project.id),
        d.name,
      )
  }
  checkUserData(body.user_data)
  const keyIds = sshKeyIds(body.ssh_public_keys)
  const groups = (body.anti_affinity_groups ?? []).map((g) =>
    childOfProject(
      'anti-affinity-group',
      (antiAffinityGroup, p) => lookup.antiAffinityGroup({ antiAffinityGroup, project: p }),
      g,
      project.id,
    ),
  )

  db.instances.push(instance)
  const created: string[] = []
  try {
    if (body.boot_disk) {
      instance.boot_disk_id = attachForCreate(project, instance, body.boot_disk, created)
    }
    for (const d of body.disks ?? []) attachForCreate(project, instance, d, created)
    addNics(project, instance, body.network_interfaces ?? { type: 'default_dual_stack' })
    addExternalIps(project, instance, body.external_ips ?? [])
  } catch (e) {
    undoCreate(instance.id, created)
    throw e
  }
  for (const id of keyIds) db.instanceSshKeys.push({ instance_id: instance.id, ssh_key_id: id })
  for (const g of groups)
    db.antiAffinityGroupMembers.push({ group_id: g.id, instance_id: instance.id })

  // creating -> starting -> running, or creating -> stopped
  if (body.start ?? true) {
    transition(instance.id, 'creating', 'starting', 500, ['starting', 'running', TRANSITION_MS])
  } else {
    transition(instance.id, 'creating', 'stopped', 500)
  }
  return instance
}

/** Nexus decodes `user_data` as base64 and takes at most 32 KiB of it (Dropshot's body errors). */
function checkUserData(data: string | undefined) {
  if (!data) return
  let bytes: number
  try {
    bytes = atob(data).length
  } catch {
    throw errorResponse(
      400,
      undefined,
      'unable to parse JSON body: user_data: invalid value: invalid base64 string, expected a valid base64 string',
    )
  }
  if (bytes > 32 * 1024) {
    throw errorResponse(
      400,
      undefined,
      `unable to parse JSON body: user_data: invalid length ${bytes}, expected less than 32 KiB`,
    )
  }
}

/** Keys named at create, or all of the user's keys when the field is absent (as Nexus does). */
function sshKeyIds(keys: string[] | null | undefined): string[] {
  const mine = db.sshKeys.filter((k) => k.silo_user_id === currentUser().id)
  if (keys === undefined || keys === null) return mine.map((k) => k.id)
  return keys.map((nameOrId) => {
    const key = mine.find((k) => k.id === nameOrId || k.name === nameOrId)
    if (!key) throw lookupNotFound('ssh-key', nameOrId)
    return key.id
  })
}

/** Take back what a failed create did. */
function undoCreate(instanceId: string, createdDisks: string[]) {
  db.instances = db.instances.filter((i) => i.id !== instanceId)
  db.disks = db.disks.filter((d) => !createdDisks.includes(d.id))
  for (const d of db.disks) {
    if ('instance' in d.state && d.state.instance === instanceId) d.state = { state: 'detached' }
  }
  db.networkInterfaces = db.networkInterfaces.filter((n) => n.instance_id !== instanceId)
  db.ephemeralIps = db.ephemeralIps.filter((e) => e.instance_id !== instanceId)
  for (const f of db.floatingIps) if (f.instance_id === instanceId) f.instance_id = null
}
