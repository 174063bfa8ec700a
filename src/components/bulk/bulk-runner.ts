/** Where one key of a bulk run is: shown in its row, as text. */
export type TaskStatus =
  | { state: 'queued' }
  | { state: 'working' }
  | { state: 'done' }
  | { state: 'failed'; message: string }

export type Runner = {
  /** queue these keys; a key queued, working or done is not queued again */
  run: (keys: string[]) => Promise<void>
  /** queue again only the keys that failed */
  retryFailed: () => Promise<void>
  status: (key: string) => TaskStatus | undefined
  statuses: () => ReadonlyMap<string, TaskStatus>
  subscribe: (listener: () => void) => () => void
}

/**
 * Runs one task per key, at most `concurrency` at a time, in the order queued.
 * A key is sent once: queueing it again while it is queued, in flight or done
 * does nothing (a double click, a retry), only a failed key can go again.
 * The task's error message is kept for the summary.
 */
export function createRunner({
  task,
  concurrency = 4,
}: {
  task: (key: string) => Promise<unknown>
  concurrency?: number
}): Runner {
  let statuses = new Map<string, TaskStatus>()
  const queue: string[] = []
  const listeners = new Set<() => void>()
  let active = 0
  let idle: Array<() => void> = []

  const set = (key: string, status: TaskStatus) => {
    statuses = new Map(statuses).set(key, status)
    for (const l of listeners) l()
  }

  const settleIfIdle = () => {
    if (active > 0 || queue.length > 0) return
    const waiting = idle
    idle = []
    for (const resolve of waiting) resolve()
  }

  const pump = () => {
    while (active < concurrency && queue.length > 0) {
      const key = queue.shift() as string
      active++
      set(key, { state: 'working' })
      // a task that throws synchronously is a failure like any other
      Promise.resolve()
        .then(() => task(key))
        .then(
          () => set(key, { state: 'done' }),
          (e: unknown) => set(key, { state: 'failed', message: messageOf(e) }),
        )
        .finally(() => {
          active--
          pump()
          settleIfIdle()
        })
    }
  }

  const run = (keys: string[]) => {
    for (const key of keys) {
      const state = statuses.get(key)?.state
      if (state === undefined || state === 'failed') {
        queue.push(key)
        set(key, { state: 'queued' })
      }
    }
    const done = new Promise<void>((resolve) => idle.push(resolve))
    pump()
    settleIfIdle()
    return done
  }

  return {
    run,
    retryFailed: () =>
      run([...statuses].filter(([, s]) => s.state === 'failed').map(([key]) => key)),
    status: (key) => statuses.get(key),
    statuses: () => statuses,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

// an API call fails with the message `processApiError` (api/errors.ts) made for it, shown
// as is; anything else as text. (Not `isApiError`: importing errors.ts into this lazy
// chunk splits it out of the first load's chunks, which costs the first load bytes.)
const messageOf = (e: unknown) =>
  typeof e === 'object' && e !== null && 'message' in e && typeof e.message === 'string'
    ? e.message
    : String(e)
