import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { type InstanceAction, instanceActions } from '~/api/states'
import { orList } from '~/util/or-list'
import { db } from '../db'
import { badRequest } from '../errors'
import { defineJob } from '../timers'
import { now } from './util'

type Instance = Json<Api.Instance>

/** How long a transitional state lasts before it settles (ms). */
export const TRANSITION_MS = 1500

/**
 * The instance state table (shared with the UI in `~/api/states`), in Nexus's words:
 * `cannot start instance "web-1" while it is running (only when stopped or failed)`.
 */
export function assertInstanceCan(instance: Instance, action: InstanceAction) {
  const allowed = instanceActions[action]
  if (!allowed.includes(instance.run_state)) {
    throw badRequest(
      `cannot ${action} instance "${instance.name}" while it is ${instance.run_state} (only when ${orList(allowed)})`,
    )
  }
}

export function setRunState(instance: Instance, state: Api.InstanceState) {
  instance.run_state = state
  instance.time_run_state_updated = now()
  instance.time_modified = now()
  if (state === 'running' || state === 'starting') placeOnSled(instance.id)
  if (state === 'stopped' || state === 'failed') delete db.instanceSleds[instance.id]
}

type Step = [from: Api.InstanceState, to: Api.InstanceState, ms: number]

// by id and states, not a closure, so a kept db (mock-keep) arms it again after a reload
function settle(instanceId: string, steps: Step[]): void {
  const [[from, to], ...rest] = steps
  const instance = db.instances.find((i) => i.id === instanceId)
  if (!instance || instance.run_state !== from) return
  setRunState(instance, to)
  if (rest.length > 0) settleLater(rest[0][2], instanceId, rest)
}
const settleLater = defineJob('instance-transition', settle)

/**
 * After `ms`, move the instance from `from` to `to`, unless something else moved
 * it first; `then` are the steps after that one (`creating` -> `starting` -> `running`).
 */
export function transition(
  instanceId: string,
  from: Api.InstanceState,
  to: Api.InstanceState,
  ms = TRANSITION_MS,
  ...then: Step[]
) {
  settleLater(ms, instanceId, [[from, to, ms], ...then])
}

/** A running instance lives on a provisionable sled: the least loaded one. */
function placeOnSled(instanceId: string) {
  if (db.instanceSleds[instanceId]) return
  const candidates = db.sleds.filter(
    (s) => s.policy.kind === 'in_service' && s.policy.provision_policy === 'provisionable',
  )
  if (!candidates.length) return
  const load = (sledId: string) =>
    Object.values(db.instanceSleds).filter((id) => id === sledId).length
  const sled = candidates.reduce((a, b) => (load(b.id) < load(a.id) ? b : a))
  db.instanceSleds[instanceId] = sled.id
}
