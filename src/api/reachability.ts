import type { ApiError } from './errors'

/**
 * Whether the rack answers: a call that got no response at all (the network
 * dropped, the rack is down) marks it unreachable, and the next call that
 * gets any response marks it reachable again. The banner reads this; reads
 * retry while it lasts (`retryRead`); writes are never retried on their own.
 */
export const CANNOT_REACH = 'Cannot reach the rack'

let unreachable = false
const listeners = new Set<() => void>()

export const isRackUnreachable = () => unreachable

export function subscribeReachability(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function set(value: boolean) {
  if (unreachable === value) return
  unreachable = value
  for (const l of listeners) l()
}

export const noteResponse = () => set(false)
export const noteNoResponse = () => set(true)

/** The error of a call that got no response. */
export const unreachableError = (): ApiError => ({ message: CANNOT_REACH, unreachable: true })

export const isUnreachableError = (e: unknown) =>
  typeof e === 'object' && e !== null && (e as ApiError).unreachable === true

/** A read that got no response is tried again while the rack stays out of reach. */
export const retryRead = (_failures: number, error: unknown) => isUnreachableError(error)

/** 1 s, 2 s, 4 s... up to 30 s between tries. */
export const readRetryDelay = (failures: number) => Math.min(1000 * 2 ** failures, 30_000)
