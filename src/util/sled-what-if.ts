import type { Sled, SledInstance } from '~/api/__generated__/Api'
import {
  holdsRoom,
  type SledNeed,
  type SledRoom,
  sledRoom,
  sledsWithRoom,
  takesNewInstances,
} from './sled-room'

/**
 * "What if this sled goes out": could the instances it runs find room on the
 * other sleds? An estimate, by a greedy fit: the biggest instance first, each on
 * the sled with the most threads left (the rule of `placeAll` in `sled-room.ts`),
 * over the other sleds that take new instances (in service and provisionable).
 * The control plane weighs more than threads and memory, so this is not a promise.
 */

export type Figures = { threads: number; memory: number }

/** Where one instance of the sled would go: a sled's id, or null where none has room. */
export type Placement<T> = { instance: T; sledId: string | null }

export type WhatIf<T> = {
  /** the instances holding threads and memory on the sled, in their order */
  moving: T[]
  /** what they hold, in all */
  need: Figures
  /** the other sleds that take new instances: their ids */
  candidates: string[]
  /** the room left on those sleds, in all (a sled over its usable figures adds nothing) */
  room: Figures
  /** each moving instance and where it would go, in the order of `moving` */
  placements: Placement<T>[]
  /** the moving instances no sled has room for */
  unplaced: T[]
}

type SledFields = Pick<
  Sled,
  'id' | 'policy' | 'state' | 'usableHardwareThreads' | 'usablePhysicalRam'
>
type InstanceFields = Pick<SledInstance, 'ncpus' | 'memory' | 'state'>

const sum = (figures: readonly Figures[]): Figures => ({
  threads: figures.reduce((n, f) => n + Math.max(0, f.threads), 0),
  memory: figures.reduce((n, f) => n + Math.max(0, f.memory), 0),
})

/** Place `needs` on `rooms`, biggest first, each on the sled with the most threads left. */
export function placeEach<T extends SledNeed>(
  needs: readonly T[],
  rooms: readonly SledRoom[],
): Placement<T>[] {
  const left = rooms.map((room) => ({ ...room }))
  const order = [...needs].sort((a, b) => b.ncpus - a.ncpus || b.memory - a.memory)
  const placed = new Map<T, string | null>()
  for (const need of order) {
    const [best] = sledsWithRoom(need, left)
    placed.set(need, best?.sledId ?? null)
    if (best) {
      best.threads -= need.ncpus
      best.memory -= need.memory
    }
  }
  return needs.map((instance) => ({ instance, sledId: placed.get(instance) ?? null }))
}

/**
 * If `sledId` goes out: its instances (`instancesBySled[sledId]`) placed on the
 * other sleds that take new instances, each of whose instances must be in
 * `instancesBySled` too (a sled left out there is not counted as room).
 */
export function whatIfSledOut<T extends InstanceFields>(
  sledId: string,
  sleds: readonly SledFields[],
  instancesBySled: Readonly<Record<string, readonly T[] | undefined>>,
): WhatIf<T> {
  const moving = (instancesBySled[sledId] ?? []).filter(holdsRoom)
  const others = sleds.filter((s) => s.id !== sledId && takesNewInstances(s))
  const rooms = others.flatMap((s) => {
    const instances = instancesBySled[s.id]
    return instances ? [sledRoom(s, instances)] : []
  })
  const placements = placeEach(moving, rooms)
  return {
    moving,
    need: {
      threads: moving.reduce((n, i) => n + i.ncpus, 0),
      memory: moving.reduce((n, i) => n + i.memory, 0),
    },
    candidates: rooms.map((r) => r.sledId),
    room: sum(rooms),
    placements,
    unplaced: placements.filter((p) => p.sledId === null).map((p) => p.instance),
  }
}

/** The sleds whose instances a what-if for `sledId` reads: it and the others that take new ones. */
export const sledsToRead = (sledId: string, sleds: readonly SledFields[]) =>
  sleds.filter((s) => s.id === sledId || takesNewInstances(s)).map((s) => s.id)
