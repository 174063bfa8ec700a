import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** A fresh store over a fake localStorage holding `stored` under `time-zone`. */
async function store(stored?: string) {
  const items = new Map<string, string>(stored ? [['time-zone', stored]] : [])
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => items.set(k, v),
    removeItem: (k: string) => items.delete(k),
  })
  vi.resetModules()
  return { items, ...(await import('./time-zone')) }
}

describe('the time zone setting', () => {
  beforeEach(() => vi.unstubAllGlobals())
  afterEach(() => vi.unstubAllGlobals())

  it('is the browser’s zone unless UTC was picked', async () => {
    expect((await store()).getTimeZone()).toBe('local')
    expect((await store('utc')).getTimeZone()).toBe('utc')
    expect((await store('UTC+2')).getTimeZone()).toBe('local')
  })

  it('keeps a pick in the browser and tells every listener once', async () => {
    const { items, getTimeZone, setTimeZone, subscribeTimeZone } = await store()
    const heard = vi.fn()
    const stop = subscribeTimeZone(heard)
    setTimeZone('utc')
    expect(getTimeZone()).toBe('utc')
    expect(items.get('time-zone')).toBe('utc')
    expect(heard).toHaveBeenCalledOnce()
    // the same pick again changes nothing
    setTimeZone('utc')
    expect(heard).toHaveBeenCalledOnce()
    setTimeZone('local')
    expect(items.has('time-zone')).toBe(false)
    expect(heard).toHaveBeenCalledTimes(2)
    stop()
    setTimeZone('utc')
    expect(heard).toHaveBeenCalledTimes(2)
  })

  it('still switches when the browser keeps nothing', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
      removeItem: () => {
        throw new Error('blocked')
      },
    })
    vi.resetModules()
    const { getTimeZone, setTimeZone } = await import('./time-zone')
    expect(getTimeZone()).toBe('local')
    setTimeZone('utc')
    expect(getTimeZone()).toBe('utc')
  })

  it('reads the stored value strictly', async () => {
    const { parseTimeZone } = await store()
    expect(parseTimeZone('utc')).toBe('utc')
    expect(parseTimeZone('local')).toBe('local')
    expect(parseTimeZone(null)).toBe('local')
    expect(parseTimeZone('Utc')).toBe('local')
  })
})
