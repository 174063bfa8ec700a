import { describe, expect, it } from 'vitest'
import { createRunner } from './bulk-runner'

/** A task whose calls the test finishes one by one. */
function controlled() {
  const calls: string[] = []
  const pending = new Map<string, { resolve: () => void; reject: (e: unknown) => void }>()
  let active = 0
  let maxActive = 0
  const task = (key: string) => {
    calls.push(key)
    active++
    maxActive = Math.max(maxActive, active)
    return new Promise<void>((resolve, reject) => {
      pending.set(key, {
        resolve: () => {
          active--
          resolve()
        },
        reject: (e) => {
          active--
          reject(e)
        },
      })
    })
  }
  const tick = () => new Promise((r) => setTimeout(r, 0))
  return { task, calls, pending, maxActive: () => maxActive, tick }
}

describe('createRunner', () => {
  it('runs at most `concurrency` tasks at once, in order, and resolves when all are done', async () => {
    const c = controlled()
    const runner = createRunner({ task: c.task, concurrency: 2 })
    let finished = false
    const done = runner.run(['a', 'b', 'c', 'd', 'e']).then(() => {
      finished = true
    })
    await c.tick()
    expect(c.calls).toEqual(['a', 'b'])
    expect(runner.status('c')).toEqual({ state: 'queued' })
    expect(runner.status('a')).toEqual({ state: 'working' })
    c.pending.get('b')?.resolve()
    await c.tick()
    expect(c.calls).toEqual(['a', 'b', 'c'])
    expect(runner.status('b')).toEqual({ state: 'done' })
    for (const key of ['a', 'c', 'd']) {
      c.pending.get(key)?.resolve()
      await c.tick()
    }
    expect(finished).toBe(false)
    c.pending.get('e')?.resolve()
    await done
    expect(c.maxActive()).toBe(2)
    expect(c.calls).toEqual(['a', 'b', 'c', 'd', 'e'])
  })

  it('never sends a key twice: queued, in flight or done keys are ignored', async () => {
    const c = controlled()
    const runner = createRunner({ task: c.task, concurrency: 1 })
    runner.run(['a', 'b'])
    runner.run(['a', 'b']) // a double click
    await c.tick()
    c.pending.get('a')?.resolve()
    await c.tick()
    runner.run(['a']) // done already
    c.pending.get('b')?.resolve()
    await c.tick()
    await runner.retryFailed() // nothing failed: nothing sent
    expect(c.calls).toEqual(['a', 'b'])
  })

  it('keeps each failure message and retries only the failed keys', async () => {
    const c = controlled()
    const runner = createRunner({ task: c.task, concurrency: 4 })
    const first = runner.run(['a', 'b', 'c'])
    await c.tick()
    c.pending.get('a')?.resolve()
    c.pending.get('b')?.reject({ message: 'Injected fault (mock-faults)', statusCode: 500 })
    c.pending.get('c')?.reject(new Error('Error reading API response'))
    await first
    expect(runner.status('b')).toEqual({ state: 'failed', message: 'Injected fault (mock-faults)' })
    expect(runner.status('c')).toEqual({ state: 'failed', message: 'Error reading API response' })
    const retry = runner.retryFailed()
    runner.retryFailed() // pressed twice
    await c.tick()
    expect(c.calls).toEqual(['a', 'b', 'c', 'b', 'c'])
    c.pending.get('b')?.resolve()
    c.pending.get('c')?.resolve()
    await retry
    expect([...runner.statuses().values()].map((s) => s.state)).toEqual(['done', 'done', 'done'])
  })

  it('a task that throws synchronously fails its key, not the run', async () => {
    const runner = createRunner({
      task: (key) => {
        if (key === 'x') throw new Error('boom')
        return Promise.resolve()
      },
    })
    await runner.run(['x', 'y'])
    expect(runner.status('x')).toEqual({ state: 'failed', message: 'boom' })
    expect(runner.status('y')).toEqual({ state: 'done' })
  })

  it('tells subscribers of each change', async () => {
    const runner = createRunner({ task: () => Promise.resolve() })
    const seen: string[] = []
    runner.subscribe(() => seen.push(runner.status('a')?.state ?? ''))
    await runner.run(['a'])
    expect(seen).toEqual(['queued', 'working', 'done'])
  })
})
