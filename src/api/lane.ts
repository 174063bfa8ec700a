/**
 * A lane of at most `size` calls at a time; the others wait their turn, in
 * order. A call whose `signal` aborts while it waits never starts, and its
 * promise rejects with the signal's reason.
 */
export function createLane(size: number) {
  let active = 0
  const waiting: Array<() => void> = []

  // a freed slot goes straight to the next waiting call, so `active` never passes `size`
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else active--
  }

  return async function run<T>(call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted()
    if (active < size) active++
    else {
      await new Promise<void>((resolve, reject) => {
        const start = () => {
          signal?.removeEventListener('abort', abort)
          resolve()
        }
        const abort = () => {
          waiting.splice(waiting.indexOf(start), 1)
          reject(signal?.reason)
        }
        waiting.push(start)
        signal?.addEventListener('abort', abort, { once: true })
      })
    }
    try {
      return await call()
    } finally {
      release()
    }
  }
}
