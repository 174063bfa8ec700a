import type { InstanceState, Sled, SledInstance } from '~/api/__generated__/Api'

/**
 * Room on sleds for instances, an estimate: a sled's usable hardware threads and
 * usable physical RAM (the sled view's fields) minus the vCPUs and memory of the
 * instances the sled lists (`sledInstanceList`). The control plane's placement keeps
 * reserves of its own and weighs more than this, so a "yes" here is not a promise.
 */

/** What an instance needs from a sled. */
export type SledNeed = { ncpus: number; memory: number }

/** A sled's room: what is left of its usable threads and memory. */
export type SledRoom = { sledId: string; threads: number; memory: number }

// an instance in these states holds no room on the sled that lists it
const HOLDS_NOTHING: ReadonlySet<InstanceState> = new Set(['stopped', 'destroyed', 'failed'])

/** The instances that hold threads and memory on their sled. */
export const holdsRoom = (instance: Pick<SledInstance, 'state'>) =>
  !HOLDS_NOTHING.has(instance.state)

/** In service: neither expunged nor decommissioned. */
export const isInService = (sled: Pick<Sled, 'policy' | 'state'>) =>
  sled.policy.kind === 'in_service' && sled.state === 'active'

/** In service and provisionable: a sled the control plane may place a new instance on. */
export const takesNewInstances = (sled: Pick<Sled, 'policy' | 'state'>) =>
  sled.policy.kind === 'in_service' &&
  sled.policy.provisionPolicy === 'provisionable' &&
  sled.state === 'active'

/** What is left of a sled's usable threads and memory once its instances are counted. */
export function sledRoom(
  sled: Pick<Sled, 'id' | 'usableHardwareThreads' | 'usablePhysicalRam'>,
  instances: readonly Pick<SledInstance, 'ncpus' | 'memory' | 'state'>[],
): SledRoom {
  const held = instances.filter(holdsRoom)
  return {
    sledId: sled.id,
    threads: sled.usableHardwareThreads - held.reduce((sum, i) => sum + i.ncpus, 0),
    memory: sled.usablePhysicalRam - held.reduce((sum, i) => sum + i.memory, 0),
  }
}

export const fitsOn = (need: SledNeed, room: SledRoom) =>
  need.ncpus <= room.threads && need.memory <= room.memory

/** The sleds with room for `need`, most room first (threads, then memory). */
export function sledsWithRoom(need: SledNeed, rooms: readonly SledRoom[]): SledRoom[] {
  return rooms
    .filter((room) => fitsOn(need, room))
    .sort((a, b) => b.threads - a.threads || b.memory - a.memory)
}

/** Whether the sleds that take new instances have room for it, in words that say it is an estimate. */
export function sledFitText(fit: number, total: number) {
  if (total === 0) return 'Estimate: no in-service sled takes new instances now.'
  const of = `${total} in-service ${total === 1 ? 'sled' : 'sleds'}`
  return fit === 0
    ? `Estimate: none of the ${of} has room for it now.`
    : `Estimate: ${fit} of the ${of} ${fit === 1 ? 'has' : 'have'} room for it.`
}

/**
 * Place each of `needs` on `rooms`, biggest first, each on the sled with the most
 * threads left (first fit decreasing): the needs that found no sled, in their order.
 * Empty: every one fits, by this estimate.
 */
export function placeAll<T extends SledNeed>(needs: readonly T[], rooms: readonly SledRoom[]): T[] {
  const left = rooms.map((room) => ({ ...room }))
  const order = [...needs].sort((a, b) => b.ncpus - a.ncpus || b.memory - a.memory)
  const unplaced = new Set<T>()
  for (const need of order) {
    const [best] = sledsWithRoom(need, left)
    if (!best) {
      unplaced.add(need)
      continue
    }
    best.threads -= need.ncpus
    best.memory -= need.memory
  }
  return needs.filter((need) => unplaced.has(need))
}
