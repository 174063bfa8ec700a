import { describe, expect, it } from 'vitest'
import { percentage, percentCeiling, sledCapacity } from './capacity'
import { TiB } from './units'

const sled = (usableHardwareThreads: number, usablePhysicalRam: number) => ({
  usableHardwareThreads,
  usablePhysicalRam,
})

describe('sledCapacity', () => {
  it('is zero without sleds', () => {
    expect(sledCapacity([])).toEqual({ cpus: 0, memoryBytes: 0, storageBytes: 0 })
  })

  it('takes 70% of threads and RAM, and 32 TiB × 0.909 of disk per sled', () => {
    expect(sledCapacity([sled(128, TiB)])).toEqual({
      cpus: 89, // 89.6 floored
      memoryBytes: 769_658_139_443,
      storageBytes: 31_982_594_228_748,
    })
  })

  it('sums over sleds', () => {
    expect(sledCapacity([sled(128, TiB), sled(64, TiB), sled(8, TiB)])).toEqual({
      cpus: 140,
      memoryBytes: 2_308_974_418_329,
      storageBytes: 95_947_782_686_244,
    })
  })

  it('avoids floating point error (90 × 0.7 is 62.99… in floats)', () => {
    expect(sledCapacity([sled(45, 0), sled(45, 0)]).cpus).toBe(63)
    expect(sledCapacity([sled(170, 0)]).cpus).toBe(119)
  })
})

describe('percentCeiling', () => {
  it.each([
    [0, 0],
    [1, 10],
    [10, 10],
    [45, 50],
    [70.00000000000001, 70],
    [99.5, 100],
    [1015, 1020],
    [1020, 1020],
    [1021, 1023],
    [5000, 1023],
  ])('%d -> %d', (pct, ceiling) => expect(percentCeiling(pct)).toBe(ceiling))
})

describe('percentage', () => {
  it('works on numbers', () => {
    expect(percentage(1, 4)).toBe(25)
    expect(percentage(3, 3)).toBe(100)
    expect(percentage(0, 10)).toBe(0)
  })

  it('works on bigints, keeping decimals', () => {
    expect(percentage(1n, 4n)).toBe(25)
    expect(percentage(1n, 3n)).toBeCloseTo(33.333333, 6)
    expect(percentage(1n, 1000n)).toBe(0.1)
  })

  it('handles IPv6 pool sizes beyond 2^64', () => {
    expect(percentage(2n ** 64n, 2n ** 66n)).toBe(25)
    expect(percentage(2n ** 100n + 12345n, 2n ** 101n)).toBe(50)
    expect(percentage(3n, 2n ** 128n)).toBe(0)
  })

  it('is 0 for an empty denominator', () => {
    expect(percentage(0, 0)).toBe(0)
    expect(percentage(5, 0)).toBe(0)
    expect(percentage(0n, 0n)).toBe(0)
  })
})
