import { describe, expect, it } from 'vitest'
import { load, meanRate, seedOf, windows } from './metrics-data'

describe('mock metric curves', () => {
  it('are the same for the same id and time, and stay in range', () => {
    expect(seedOf('web-1')).toBe(seedOf('web-1'))
    expect(seedOf('web-1')).not.toBe(seedOf('web-2'))
    for (let s = 0; s < 86_400; s += 997) {
      const v = load(seedOf('x'), s)
      expect(v).toBeGreaterThanOrEqual(0.03)
      expect(v).toBeLessThanOrEqual(0.97)
    }
  })

  it('average a rate over a window', () => {
    expect(meanRate(() => 5, 0, 60)).toBe(5)
    // a rising rate's mean is its middle value
    expect(meanRate((s) => s, 0, 60)).toBeCloseTo(30)
  })

  it('cut a range into windows that have ended and began after the resource existed', () => {
    const t = (m: number) => new Date(Date.UTC(2026, 10, 23, 10, m))
    expect(windows(t(0), t(5), 60, t(60)).map((w) => w.end)).toEqual([t(1), t(2), t(3), t(4), t(5)])
    // nothing from the future
    expect(windows(t(0), t(5), 60, t(3))).toHaveLength(3)
    // nothing from before the resource existed
    expect(windows(t(0), t(5), 60, t(60), t(2)).map((w) => w.start)).toEqual([t(2), t(3), t(4)])
  })
})
