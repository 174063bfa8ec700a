import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireFleetRole } from '../authz'
import { db, lookup } from '../db'
import { alreadyExists, badRequest, notFound } from '../errors'
import { GiB } from '../fixtures/common'
import { paginated } from '../paginate'
import { defineJob } from '../timers'
import { NoContent, newId, now, removeWhere } from './util'

/** How long the sleds of a membership change take to acknowledge it (then it commits). */
export const MEMBERSHIP_MS = 12_000
/** How long a sled takes to adopt a disk once its adoption is allowed. */
export const ADOPT_MS = 3000

type BaseboardId = Json<Api.BaseboardId>
type DiskIdentity = Json<Api.PhysicalDiskManufacturerIdentity>

const sameBoard = (a: BaseboardId, b: BaseboardId) =>
  a.part_number === b.part_number && a.serial_number === b.serial_number
const sameDisk = (a: DiskIdentity, b: DiskIdentity) =>
  a.vendor === b.vendor && a.model === b.model && a.serial === b.serial

/** The rack's membership versions, oldest first (the fixtures give every rack one). */
function membershipOf(rackId: string) {
  return db.rackMemberships.filter((m) => m.rack_id === rackId)
}

function latestMembership(rackId: string) {
  const versions = membershipOf(rackId)
  const latest = versions[versions.length - 1]
  if (!latest) throw notFound(`rack-membership for rack "${rackId}"`)
  return latest
}

/** The last committed member set: an aborted change added nobody. */
function committedMembers(rackId: string) {
  const committed = membershipOf(rackId).filter((m) => m.state === 'committed')
  return committed[committed.length - 1]?.members ?? []
}

/** A committed change makes its sleds sleds of the inventory, in the cubby they sat in. */
function commit(change: Json<Api.RackMembershipStatus>) {
  if (change.state !== 'in_progress') return
  const time = now()
  for (const board of change.unacknowledged_members) {
    const found = db.uninitializedSleds.find(
      (s) =>
        s.rack_id === change.rack_id &&
        sameBoard(board, { part_number: s.baseboard.part, serial_number: s.baseboard.serial }),
    )
    if (!found) continue
    db.sleds.push({
      id: newId(),
      rack_id: found.rack_id,
      baseboard: found.baseboard,
      slot: found.cubby,
      state: 'active',
      policy: { kind: 'in_service', provision_policy: 'provisionable' },
      usable_hardware_threads: 128,
      usable_physical_ram: 1010 * GiB,
      time_created: time,
      time_modified: time,
    })
    removeWhere(db.uninitializedSleds, (s) => s === found)
  }
  change.state = 'committed'
  change.unacknowledged_members = []
  change.time_committed = time
}

/** A sled adopts a disk it holds once an adoption request names it; the request is used up. */
function adopt(request: Json<Api.PhysicalDiskAdoptionRequest>) {
  const disk = db.unadoptedDisks.find((d) => sameDisk(d.disk_id, request.disk_id))
  if (!disk || !db.diskAdoptionRequests.includes(request)) return
  const time = now()
  db.physicalDisks.push({
    id: newId(),
    sled_id: disk.sled_id,
    form_factor: disk.variant,
    ...disk.disk_id,
    policy: { kind: 'in_service' },
    state: 'active',
    time_created: time,
    time_modified: time,
  })
  removeWhere(db.unadoptedDisks, (d) => d === disk)
  removeWhere(db.diskAdoptionRequests, (r) => r === request)
}

// by ids, not objects, so a kept db (mock-keep) arms them again after a reload
const commitLater = defineJob('rack-membership-commit', (rackId: string, version: number) => {
  const change = db.rackMemberships.find((m) => m.rack_id === rackId && m.version === version)
  if (change) commit(change)
})
const adoptLater = defineJob('physical-disk-adopt', (requestId: string) => {
  const request = db.diskAdoptionRequests.find((r) => r.id === requestId)
  if (request) adopt(request)
})

const boardText = (b: BaseboardId) => `${b.serial_number} (${b.part_number})`

/** Bringing hardware into service: new sleds join the rack, new disks are adopted. */
export const hardwareServiceHandlers = {
  sledListUninitialized({ query }) {
    requireFleetRole('viewer')
    return paginated(query, db.uninitializedSleds, (s) => s.baseboard.serial)
  },

  rackMembershipStatus({ path, query }) {
    requireFleetRole('viewer')
    const rack = lookup.byId('rack', db.racks, path.rackId)
    if (query.version == null) return latestMembership(rack.id)
    const found = membershipOf(rack.id).find((m) => m.version === query.version)
    if (!found) throw notFound(`rack-membership version ${query.version} of rack "${rack.id}"`)
    return found
  },
  rackMembershipAddSleds({ path, body }) {
    requireFleetRole('admin')
    const rack = lookup.byId('rack', db.racks, path.rackId)
    const latest = latestMembership(rack.id)
    if (latest.state === 'in_progress') {
      throw badRequest(
        `rack membership change version ${latest.version} is still in progress: wait for it or abort it`,
      )
    }
    if (body.sled_ids.length === 0) throw badRequest('sled_ids: no sleds to add')
    const members = committedMembers(rack.id)
    const adding: BaseboardId[] = []
    for (const board of body.sled_ids) {
      if (adding.some((b) => sameBoard(b, board))) {
        throw badRequest(`sled ${boardText(board)} is named twice`)
      }
      if (members.some((m) => sameBoard(m, board))) {
        throw badRequest(`sled ${boardText(board)} is already a member of the rack`)
      }
      const seen = db.uninitializedSleds.some(
        (s) =>
          s.rack_id === rack.id &&
          sameBoard(board, { part_number: s.baseboard.part, serial_number: s.baseboard.serial }),
      )
      if (!seen)
        throw badRequest(`sled ${boardText(board)} is not an uninitialized sled of this rack`)
      adding.push(board)
    }
    const change: Json<Api.RackMembershipStatus> = {
      rack_id: rack.id,
      version: latest.version + 1,
      state: 'in_progress',
      members: [...members, ...adding],
      unacknowledged_members: adding,
      time_created: now(),
      time_committed: null,
      time_aborted: null,
    }
    db.rackMemberships.push(change)
    commitLater(MEMBERSHIP_MS, change.rack_id, change.version)
    return change
  },
  rackMembershipAbort({ path }) {
    requireFleetRole('admin')
    const rack = lookup.byId('rack', db.racks, path.rackId)
    const latest = latestMembership(rack.id)
    if (latest.state !== 'in_progress') {
      throw badRequest(
        `no rack membership change is in progress (version ${latest.version} is ${latest.state})`,
      )
    }
    latest.state = 'aborted'
    latest.time_aborted = now()
    return latest
  },

  physicalDiskListUnadopted({ query }) {
    requireFleetRole('viewer')
    return paginated(query, db.unadoptedDisks, (d) => `${d.sled_id}|${d.slot}`)
  },
  physicalDiskListAdoptionRequests({ query }) {
    requireFleetRole('viewer')
    return paginated(query, db.diskAdoptionRequests)
  },
  physicalDiskEnableAdoption({ body }) {
    requireFleetRole('admin')
    for (const field of ['vendor', 'model', 'serial'] as const) {
      if (!body[field].trim()) throw badRequest(`${field}: must not be empty`)
    }
    if (db.physicalDisks.some((d) => sameDisk(d, body))) {
      throw badRequest(`physical disk ${body.serial} is already adopted`)
    }
    if (db.diskAdoptionRequests.some((r) => sameDisk(r.disk_id, body))) {
      throw alreadyExists('physical-disk-adoption-request', body.serial)
    }
    const request = {
      id: newId(),
      disk_id: { vendor: body.vendor, model: body.model, serial: body.serial },
      time_created: now(),
    }
    db.diskAdoptionRequests.push(request)
    adoptLater(ADOPT_MS, request.id)
    return request
  },
  physicalDiskDisableAdoption({ path }) {
    requireFleetRole('admin')
    const id = path.physicalDiskAdoptionReqId
    const request = lookup.byId('physical-disk-adoption-request', db.diskAdoptionRequests, id)
    removeWhere(db.diskAdoptionRequests, (r) => r === request)
    return NoContent
  },
} satisfies Partial<MSWHandlers>
