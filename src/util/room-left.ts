import type { InstanceCreate, Utilization } from '~/api/__generated__/Api'
import { formatBytes } from './units'

/**
 * Room left in the silo (`utilizationView`: its capacity, the quota, and what is
 * provisioned) against what a request needs, and what the form says when it is short.
 */

export type Resource = 'cpus' | 'memory' | 'storage'

/** What a request provisions: vCPUs, and memory and storage in bytes. */
export type Need = Partial<Record<Resource, number>>

export type Left = Record<Resource, number>

export type Shortfall = { resource: Resource; need: number; left: number; short: number }

export const RESOURCES: readonly Resource[] = ['cpus', 'memory', 'storage']

export const resourceLabel: Record<Resource, string> = {
  cpus: 'vCPUs',
  memory: 'memory',
  storage: 'storage',
}

/** Capacity minus provisioned, never below zero (a quota lowered under what is in use). */
export const leftOf = (u: Utilization): Left => ({
  cpus: Math.max(0, u.capacity.cpus - u.provisioned.cpus),
  memory: Math.max(0, u.capacity.memory - u.provisioned.memory),
  storage: Math.max(0, u.capacity.storage - u.provisioned.storage),
})

/** `8 vCPUs`, `1 vCPU`, `16 GiB` */
export function amount(resource: Resource, n: number): string {
  if (resource === 'cpus') return `${n} ${n === 1 ? 'vCPU' : 'vCPUs'}`
  return formatBytes(n)
}

/** The resources the need asks for, in order: only those above zero count. */
export const asked = (need: Need) => RESOURCES.filter((r) => (need[r] ?? 0) > 0)

/** Each resource the need asks more of than is left, and by how much. */
export function shortfalls(need: Need, left: Left): Shortfall[] {
  return asked(need).flatMap((resource) => {
    const want = need[resource] ?? 0
    const short = want - left[resource]
    return short > 0 ? [{ resource, need: want, left: left[resource], short }] : []
  })
}

/** A figure alone: `8` for vCPUs, `16 GiB` for memory and storage. */
export const figure = (resource: Resource, n: number) =>
  resource === 'cpus' ? String(n) : formatBytes(n)

const one = ({ resource, need, left, short }: Shortfall) =>
  `${resource === 'cpus' ? amount('cpus', short) : `${formatBytes(short)} of ${resource}`} short (needs ${figure(resource, need)}, ${figure(resource, left)} left)`

/**
 * What the form says over the limit, naming each resource that is short and by how much:
 * "Not enough room in the silo's quota: 4 vCPUs short (needs 8, 4 left)."
 */
export function shortfallText(list: readonly Shortfall[]): string {
  if (list.length === 0) return ''
  return `Not enough room in the silo's quota: ${list.map(one).join('; ')}.`
}

/** What running an instance provisions: its vCPUs and memory. */
export const runNeed = (instance: { ncpus: number; memory: number }): Need => ({
  cpus: instance.ncpus,
  memory: instance.memory,
})

/**
 * What an instance create provisions: the disks it creates (boot disk and others)
 * in storage, and, when it starts the instance (the default), its vCPUs and memory.
 */
export function instanceCreateNeed(
  body: Pick<InstanceCreate, 'ncpus' | 'memory' | 'start' | 'bootDisk' | 'disks'>,
): Need {
  const disks = [body.bootDisk, ...(body.disks ?? [])]
  const storage = disks.reduce((sum, d) => sum + (d?.type === 'create' ? d.size : 0), 0)
  return { ...(body.start === false ? {} : runNeed(body)), storage }
}
