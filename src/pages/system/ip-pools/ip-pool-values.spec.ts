import { describe, expect, it } from 'vitest'
import { poolUsage, rangeSize, validateRange, valuesToRange } from './ip-pool-values'

describe('validateRange', () => {
  it('accepts an ordered range of the pool version, one address included', () => {
    expect(validateRange({ first: '10.0.0.1', last: '10.0.0.9' }, 'v4')).toEqual({})
    expect(validateRange({ first: '10.0.0.1', last: '10.0.0.1' }, 'v4')).toEqual({})
    expect(validateRange({ first: 'fd00::1', last: 'fd00::ff' }, 'v6')).toEqual({})
  })
  it('refuses addresses that are not IPs', () => {
    expect(validateRange({ first: '10.0.0', last: 'x' }, 'v4')).toEqual({
      first: 'Not a valid IP address',
      last: 'Not a valid IP address',
    })
  })
  it('refuses the other version, and mixed versions', () => {
    expect(validateRange({ first: 'fd00::1', last: '10.0.0.1' }, 'v4')).toEqual({
      first: 'Must be an IPv4 address: this is an IPv4 pool',
    })
    expect(validateRange({ first: '10.0.0.1', last: '10.0.0.2' }, 'v6').last).toBe(
      'Must be an IPv6 address: this is an IPv6 pool',
    )
  })
  it('refuses a first address above the last, comparing numerically', () => {
    expect(validateRange({ first: '10.0.0.10', last: '10.0.0.9' }, 'v4')).toEqual({
      last: 'Must not be below the first address',
    })
    expect(validateRange({ first: '10.0.0.9', last: '10.0.0.10' }, 'v4')).toEqual({})
  })
  it('trims the ends it sends', () => {
    expect(valuesToRange({ first: ' 10.0.0.1 ', last: '10.0.0.2 ' })).toEqual({
      first: '10.0.0.1',
      last: '10.0.0.2',
    })
  })
})

describe('sizes', () => {
  it('counts addresses exactly, beyond 2^64', () => {
    expect(rangeSize({ first: '192.0.2.10', last: '192.0.2.250' })).toBe(241n)
    expect(
      rangeSize({ first: 'fd00:1122:3344:100::', last: 'fd00:1122:3344:1ff:ffff:ffff:ffff:ffff' }),
    ).toBe(2n ** 72n)
    expect(rangeSize({ first: '::', last: 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff' })).toBe(
      2n ** 128n,
    )
    expect(rangeSize({ first: '10.0.0.2', last: '10.0.0.1' })).toBe(0n)
  })
  it('sums the ranges for capacity and takes allocated from the utilization', () => {
    const ranges = [
      { first: '10.0.0.1', last: '10.0.0.10' },
      { first: '10.0.1.1', last: '10.0.1.1' },
    ]
    expect(poolUsage(ranges, { capacity: 11, remaining: 8 })).toEqual({
      allocated: 3n,
      capacity: 11n,
    })
    expect(poolUsage([], { capacity: 0, remaining: 0 })).toEqual({ allocated: 0n, capacity: 0n })
  })
})
