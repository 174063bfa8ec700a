import { queryOptions } from '@tanstack/react-query'
import { systemPolicyQuery } from '~/layouts/fleet-viewer'
import { type Left, leftOf, type Need, shortfalls, shortfallText } from '~/util/room-left'
import {
  type SledNeed,
  type SledRoom,
  sledFitText,
  sledRoom,
  sledsWithRoom,
  takesNewInstances,
} from '~/util/sled-room'
import type { ApiError } from './errors'
import { allPagesQuery, apiQuery, queryClient, startFetch } from './query'

/**
 * The pre-flight reads of a form that provisions: the silo's room left
 * (`utilizationView`), each sled's room for fleet viewers (`sledList`,
 * `sledInstanceList`), and an IP pool's addresses left for fleet viewers
 * (`systemIpPoolUtilizationView`). None of them ever stops a submit it could not
 * read: a refusal, a failure or a slow answer leaves the form working as without them.
 */

/** The silo's capacity (its quota) and what is provisioned. */
export const utilizationQuery = apiQuery('utilizationView', {})

/** How long a submit waits for a pre-flight read before it goes without it. */
const CHECK_WAIT_MS = 3000

/** A fresh read for a submit: its answer, or undefined when it fails or is slow. */
async function readForCheck<T>(read: () => Promise<T>): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const slow = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), CHECK_WAIT_MS)
  })
  try {
    return await Promise.race([read().catch(() => undefined), slow])
  } finally {
    clearTimeout(timer)
  }
}

/** The silo's room left, read afresh (the form's figures follow): undefined when unreadable. */
export const readRoomLeft = (): Promise<Left | undefined> =>
  readForCheck(() =>
    queryClient.fetchQuery({ ...utilizationQuery, staleTime: 0, retry: false }).then(leftOf),
  )

/** The error a form shows above its fields when it stops a submit it knows would fail. */
const preflightError = (message: string): ApiError => ({
  message,
  errorCode: 'InsufficientCapacity',
})

/**
 * Before a submit that provisions: read the silo's room afresh and, when the need
 * is over it, throw the shortfall (which resource, by how much); nothing is sent.
 */
export async function checkRoom(need: Need) {
  if (!Object.values(need).some((n) => (n ?? 0) > 0)) return
  const left = await readRoomLeft()
  if (!left) return
  const short = shortfalls(need, left)
  if (short.length > 0) throw preflightError(shortfallText(short))
}

/** A fleet viewer, as the authed layout's probe answered (no call of its own). */
export const isFleetViewerNow = () =>
  queryClient.getQueryState(systemPolicyQuery.queryKey)?.status === 'success'

/**
 * The room on each sled that takes new instances (in service, provisionable,
 * active), for fleet viewers: its usable threads and memory minus its instances'.
 * Keyed under `sledInstanceList`, so a change to instances refreshes it.
 */
export const sledRoomsQuery = queryOptions<SledRoom[], ApiError>({
  queryKey: ['sledInstanceList', {}, 'sled-rooms'],
  queryFn: async () => {
    const sleds = await queryClient.fetchQuery(allPagesQuery('sledList', {}))
    return Promise.all(
      sleds.items.filter(takesNewInstances).map(async (sled) => {
        const instances = await queryClient.fetchQuery(
          allPagesQuery('sledInstanceList', { path: { sledId: sled.id } }),
        )
        return sledRoom(sled, instances.items)
      }),
    )
  },
})

/**
 * Before an instance start, for fleet viewers: when no in-service sled has room
 * for it, by the sleds read afresh, the estimate in words. Never stops the
 * start: undefined where a sled has room, for anyone else (no call), and when
 * the sleds cannot be read in time.
 */
export async function noSledRoomText(need: SledNeed): Promise<string | undefined> {
  if (!isFleetViewerNow()) return undefined
  const rooms = await readForCheck(() =>
    queryClient.fetchQuery({ ...sledRoomsQuery, staleTime: 0, retry: false }),
  )
  if (!rooms || sledsWithRoom(need, rooms).length > 0) return undefined
  return sledFitText(0, rooms.length)
}

/** An IP pool's addresses, for fleet viewers only (no call for anyone else). */
export const poolUtilizationQuery = (pool: string) =>
  apiQuery('systemIpPoolUtilizationView', { path: { pool } })

/**
 * Before a submit that takes an address from `pool`: for fleet viewers, read its
 * addresses left afresh and throw when there are none; nothing is sent.
 */
export async function checkPoolLeft(pool: string | undefined) {
  if (!pool || !isFleetViewerNow()) return
  const util = await readForCheck(() =>
    queryClient.fetchQuery({ ...poolUtilizationQuery(pool), staleTime: 0, retry: false }),
  )
  if (util && util.remaining < 1) {
    throw preflightError(`IP pool ${pool} has no addresses left.`)
  }
}

/**
 * From a form's loader: the silo's figures start beside the form's own data (the
 * navigation does not wait for them), and, with `sleds`, each sled's room for
 * fleet viewers only (no call for anyone else).
 */
export function startRoomReads({ sleds = false } = {}) {
  startFetch(utilizationQuery)
  if (!sleds) return
  void queryClient.ensureQueryData(systemPolicyQuery).then(
    () => startFetch(sledRoomsQuery),
    () => {},
  )
}
