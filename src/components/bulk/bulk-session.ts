import type { BulkAction } from './bulk-action'
import { createRunner, type TaskStatus } from './bulk-runner'

export type Target<T> = { id: string; row: T }

export type SessionState<T> = {
  running: boolean
  done: Target<T>[]
  failed: (Target<T> & { message: string })[]
}

const ALL = 'all'

/**
 * One confirmed bulk action, from the first request to the last retry: runs it
 * for the targets through the runner (one task per row, or one task for all of
 * them when the action is a single request), reports each row's status, and
 * calls the action's `finish` once per pass with the rows newly gone through.
 */
export function createSession<T>({
  action,
  targets,
  onStatuses,
  concurrency = 4,
}: {
  action: BulkAction<T>
  targets: Target<T>[]
  onStatuses: (statuses: ReadonlyMap<string, TaskStatus>) => void
  concurrency?: number
}) {
  const byId = new Map(targets.map((t) => [t.id, t]))
  const runAll = action.runAll
  const runner = createRunner({
    concurrency,
    task: runAll
      ? () => runAll(targets.map((t) => t.row))
      : (id) => (action.run as (row: T) => Promise<unknown>)((byId.get(id) as Target<T>).row),
  })
  const keyOf = (id: string) => (runAll ? ALL : id)
  const statusOf = (id: string) => runner.status(keyOf(id))

  const listeners = new Set<() => void>()
  const finished = new Set<string>()
  let state: SessionState<T> = { running: false, done: [], failed: [] }
  const publish = (running: boolean) => {
    const done: Target<T>[] = []
    const failed: SessionState<T>['failed'] = []
    for (const t of targets) {
      const s = statusOf(t.id)
      if (s?.state === 'done') done.push(t)
      if (s?.state === 'failed') failed.push({ ...t, message: s.message })
    }
    state = { running, done, failed }
    for (const l of listeners) l()
  }
  runner.subscribe(() => {
    const statuses = new Map<string, TaskStatus>()
    for (const t of targets) {
      const s = statusOf(t.id)
      if (s) statuses.set(t.id, s)
    }
    onStatuses(statuses)
    // the progress counts each row as it finishes, not only at the end of the pass
    if (state.running) publish(true)
  })

  const pass = async (send: () => Promise<void>) => {
    publish(true)
    await send()
    const newlyDone = targets.filter((t) => statusOf(t.id)?.state === 'done' && !finished.has(t.id))
    for (const t of newlyDone) finished.add(t.id)
    // the list is invalidated once per pass, not once per row; a failed refetch
    // changes nothing about what was sent
    if (newlyDone.length > 0) await action.finish(newlyDone.map((t) => t.row)).catch(() => {})
    publish(false)
    return state
  }

  return {
    action,
    /** how many rows it is sent for */
    targets: targets.length,
    get: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    start: () => pass(() => runner.run(runAll ? [ALL] : targets.map((t) => t.id))),
    retryFailed: () => pass(() => runner.retryFailed()),
  }
}

export type Session<T> = ReturnType<typeof createSession<T>>
