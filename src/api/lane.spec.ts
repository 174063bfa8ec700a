import { describe, expect, it } from 'vitest'
import { createLane } from './lane'

/** A call that resolves when the test says so, counting how many run at once. */
function gate() {
  let running = 0
  let most = 0
  const started: number[] = []
  const finish = new Map<number, () => void>()
  const call = (n: number) => () => {
    running++
    most = Math.max(most, running)
    started.push(n)
    return new Promise<number>((resolve) =>
      finish.set(n, () => {
        running--
        resolve(n)
      }),
    )
  }
  return { call, started, finish, most: () => most }
}

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('createLane', () => {
  it('runs at most `size` calls at a time, the rest in the order asked', async () => {
    const lane = createLane(2)
    const g = gate()
    const results = [1, 2, 3, 4, 5].map((n) => lane(g.call(n)))
    await tick()
    expect(g.started).toEqual([1, 2])
    g.finish.get(2)?.()
    await tick()
    expect(g.started).toEqual([1, 2, 3])
    // a call asked for while a freed slot is being handed over waits its turn too
    const late = lane(g.call(6))
    g.finish.get(1)?.()
    await tick()
    expect(g.started).toEqual([1, 2, 3, 4])
    for (const n of [3, 4, 5, 6]) {
      g.finish.get(n)?.()
      await tick()
    }
    expect(await Promise.all([...results, late])).toEqual([1, 2, 3, 4, 5, 6])
    expect(g.most()).toBe(2)
  })

  it('never starts a waiting call whose signal aborts, and frees nothing for it', async () => {
    const lane = createLane(1)
    const g = gate()
    const first = lane(g.call(1))
    const aborts = new AbortController()
    const gone = lane(g.call(2), aborts.signal)
    const third = lane(g.call(3))
    aborts.abort(new Error('unmounted'))
    await expect(gone).rejects.toThrow('unmounted')
    g.finish.get(1)?.()
    await tick()
    expect(g.started).toEqual([1, 3])
    g.finish.get(3)?.()
    expect(await Promise.all([first, third])).toEqual([1, 3])
    expect(g.most()).toBe(1)
  })

  it('refuses a call whose signal has already aborted', async () => {
    const lane = createLane(1)
    const aborts = new AbortController()
    aborts.abort(new Error('gone'))
    await expect(lane(async () => 1, aborts.signal)).rejects.toThrow('gone')
  })

  it('frees the slot of a call that fails', async () => {
    const lane = createLane(1)
    await expect(lane(() => Promise.reject(new Error('500')))).rejects.toThrow('500')
    expect(await lane(async () => 'next')).toBe('next')
  })
})
