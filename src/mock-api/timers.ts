/**
 * Pending changes the mock finishes later (an instance `starting` becomes
 * `running`, a snapshot `creating` becomes `ready`...), cleared by resetDb.
 * Each is a named job with plain arguments (ids, states), not a closure, so
 * the mock can keep them with its db across a reload of the tab (`mock-keep`,
 * keep.ts) and arm them again for the time they had left.
 */
export type Job = { kind: string; args: unknown[]; due: number }

// biome-ignore lint/suspicious/noExplicitAny: each kind checks its own arguments' types
const kinds = new Map<string, (...args: any[]) => void>()
const pending = new Map<ReturnType<typeof setTimeout>, Job>()
let afterFire: (() => void) | undefined

function schedule(job: Job) {
  const timer = setTimeout(
    () => {
      pending.delete(timer)
      kinds.get(job.kind)?.(...job.args)
      afterFire?.()
    },
    Math.max(0, job.due - Date.now()),
  )
  pending.set(timer, job)
}

/**
 * A kind of job, by a unique name: returns `later(ms, ...args)`, which runs
 * `run(...args)` after `ms`. Arguments must survive JSON (ids, states, numbers).
 */
export function defineJob<A extends unknown[]>(kind: string, run: (...args: A) => void) {
  // a module run again (a dev server's hot update) defines its kinds again: the last wins
  kinds.set(kind, run)
  return (ms: number, ...args: A) => schedule({ kind, args, due: Date.now() + ms })
}

/** The jobs not run yet, with when each is due (ms since the epoch). */
export const pendingJobs = (): Job[] => [...pending.values()].map((job) => ({ ...job }))

/** Arm jobs kept from before (a reload): each runs when it was due, at once if that has passed. */
export function rearm(jobs: Job[]) {
  for (const job of jobs) {
    if (kinds.has(job.kind) && Array.isArray(job.args) && Number.isFinite(job.due)) schedule(job)
  }
}

/** Called after each job runs (the kept db is saved then). */
export function onJobRun(fn: (() => void) | undefined) {
  afterFire = fn
}

export function clearTimers() {
  for (const timer of pending.keys()) clearTimeout(timer)
  pending.clear()
}
