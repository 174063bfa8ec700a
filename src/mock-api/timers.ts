/** Pending state transitions (instance starting -> running...), cleared by resetDb. */
const pending = new Set<ReturnType<typeof setTimeout>>()

export function later(ms: number, fn: () => void) {
  const timer = setTimeout(() => {
    pending.delete(timer)
    fn()
  }, ms)
  pending.add(timer)
}

export function clearTimers() {
  for (const timer of pending) clearTimeout(timer)
  pending.clear()
}
