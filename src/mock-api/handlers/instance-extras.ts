import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { diskActions, instanceActions } from '~/api/states'
import { db, lookup } from '../db'
import { badRequest } from '../errors'
import { paginated } from '../paginate'
import { diskInstanceId, diskOfProject, instanceDisks } from './disk-store'
import { assertInstanceCan } from './instance-state'
import { allocateIp, resolvePool } from './ip-alloc'
import { writableInstance } from './project-scope'
import { NoContent, now, removeWhere } from './util'

type Instance = Json<Api.Instance>

/** External IPs of an instance: ephemeral, floating, and SNAT when it has a NIC. */
function externalIps(instance: Instance): Json<Api.ExternalIp>[] {
  const ephemeral = db.ephemeralIps
    .filter((e) => e.instance_id === instance.id)
    .map((e) => ({ kind: 'ephemeral' as const, ip: e.ip, ip_pool_id: e.ip_pool_id }))
  const floating = db.floatingIps
    .filter((f) => f.instance_id === instance.id)
    .map((f) => ({ ...f, kind: 'floating' as const }))
  const hasNic = db.networkInterfaces.some((n) => n.instance_id === instance.id)
  const pool = db.ipPools.find((p) => p.name === 'default')
  const index = db.instances.indexOf(instance) % 4
  const snat =
    hasNic && pool
      ? [
          {
            kind: 'snat' as const,
            ip: '192.0.2.250',
            ip_pool_id: pool.id,
            first_port: index * 16384,
            last_port: index * 16384 + 16383,
          },
        ]
      : []
  return [...ephemeral, ...floating, ...snat]
}

/** A few lines of boot log, as the serial console buffer holds them. */
export function serialConsoleText(instance: Instance) {
  return [
    'Booting from Hard Disk...',
    `[    0.000000] Linux version 6.1.0-21-amd64 (debian-kernel@lists.debian.org)`,
    `[    0.000000] Command line: BOOT_IMAGE=/boot/vmlinuz root=/dev/nvme0n1p1 ro console=ttyS0`,
    `[    1.204518] systemd[1]: Hostname set to <${instance.hostname}>.`,
    `[  OK  ] Reached target Multi-User System.`,
    '',
    `Debian GNU/Linux 12 ${instance.hostname} ttyS0`,
    '',
    `${instance.hostname} login: `,
  ].join('\r\n')
}

export const instanceExtraHandlers = {
  instanceDiskList({ path, query }) {
    const instance = lookup.instance({ ...path, ...query })
    return paginated(query, instanceDisks(instance.id))
  },

  instanceDiskAttach({ path, query, body }) {
    const instance = writableInstance({ ...path, ...query })
    assertInstanceCan(instance, 'attachDisk')
    const disk = diskOfProject(body.disk, instance.project_id)
    if (diskInstanceId(disk) === instance.id) return disk
    if (!diskActions.attach.includes(disk.state.state)) {
      throw badRequest(
        `disk "${disk.name}" is ${disk.state.state}: it must be detached to attach it`,
      )
    }
    if (instanceDisks(instance.id).length >= 12) {
      throw badRequest('an instance may have at most 12 disks')
    }
    disk.state = { state: 'attached', instance: instance.id }
    disk.time_modified = now()
    return disk
  },

  instanceDiskDetach({ path, query, body }) {
    const instance = writableInstance({ ...path, ...query })
    assertInstanceCan(instance, 'detachDisk')
    const disk = diskOfProject(body.disk, instance.project_id)
    if (diskInstanceId(disk) !== instance.id) {
      throw badRequest(`disk "${disk.name}" is not attached to instance "${instance.name}"`)
    }
    if (instance.boot_disk_id === disk.id) {
      throw badRequest(`disk "${disk.name}" is the boot disk of instance "${instance.name}"`)
    }
    disk.state = { state: 'detached' }
    disk.time_modified = now()
    return disk
  },

  instanceExternalIpList({ path, query }) {
    const instance = lookup.instance({ ...path, ...query })
    return { items: externalIps(instance), next_page: null }
  },

  instanceEphemeralIpAttach({ path, query, body }) {
    const instance = writableInstance({ ...path, ...query })
    if (db.ephemeralIps.some((e) => e.instance_id === instance.id)) {
      throw badRequest(`instance "${instance.name}" already has an ephemeral IP`)
    }
    const pool = resolvePool(body.pool_selector)
    const row = { instance_id: instance.id, ip: allocateIp(pool.id), ip_pool_id: pool.id }
    db.ephemeralIps.push(row)
    return { kind: 'ephemeral' as const, ip: row.ip, ip_pool_id: row.ip_pool_id }
  },

  instanceEphemeralIpDetach({ path, query }) {
    const instance = writableInstance({ ...path, ...query })
    if (!db.ephemeralIps.some((e) => e.instance_id === instance.id)) {
      throw badRequest(`instance "${instance.name}" has no ephemeral IP`)
    }
    removeWhere(db.ephemeralIps, (e) => e.instance_id === instance.id)
    return NoContent
  },

  instanceSshPublicKeyList({ path, query }) {
    const instance = lookup.instance({ ...path, ...query })
    const ids = db.instanceSshKeys
      .filter((k) => k.instance_id === instance.id)
      .map((k) => k.ssh_key_id)
    return paginated(
      query,
      db.sshKeys.filter((k) => ids.includes(k.id)),
    )
  },

  instanceAntiAffinityGroupList({ path, query }) {
    const instance = lookup.instance({ ...path, ...query })
    const ids = db.antiAffinityGroupMembers
      .filter((m) => m.instance_id === instance.id)
      .map((m) => m.group_id)
    return paginated(
      query,
      db.antiAffinityGroups.filter((g) => ids.includes(g.id)),
    )
  },

  instanceAffinityGroupList({ path, query }) {
    const instance = lookup.instance({ ...path, ...query })
    const ids = db.affinityGroupMembers
      .filter((m) => m.instance_id === instance.id)
      .map((m) => m.group_id)
    return paginated(
      query,
      db.affinityGroups.filter((g) => ids.includes(g.id)),
    )
  },

  /**
   * The stream is a websocket, answered by `../serial-console.ts`; a plain
   * GET without the upgrade is refused, as Dropshot does.
   */
  instanceSerialConsoleStream({ path, query }) {
    const instance = lookup.instance({ ...path, ...query })
    if (!instanceActions.serialConsole.includes(instance.run_state)) {
      throw badRequest(`instance "${instance.name}" is ${instance.run_state}: no serial console`)
    }
    throw badRequest('the serial console stream is a websocket: send an upgrade request')
  },

  instanceSerialConsole({ path, query }) {
    const instance = lookup.instance({ ...path, ...query })
    if (!instanceActions.serialConsole.includes(instance.run_state)) {
      throw badRequest(`instance "${instance.name}" is ${instance.run_state}: no serial console`)
    }
    // the history is read from one end: the start or the most recent bytes, as propolis asks
    if ((query.fromStart == null) === (query.mostRecent == null)) {
      throw badRequest("Exactly one of 'from_start' or 'most_recent' must be specified.")
    }
    const bytes = Array.from(new TextEncoder().encode(serialConsoleText(instance)))
    const max = query.maxBytes ?? bytes.length
    const start =
      query.mostRecent != null
        ? Math.max(0, bytes.length - query.mostRecent)
        : Math.min(query.fromStart ?? 0, bytes.length)
    const data = bytes.slice(start, start + max)
    return { data, last_byte_offset: start + data.length }
  },
} satisfies Partial<MSWHandlers>
