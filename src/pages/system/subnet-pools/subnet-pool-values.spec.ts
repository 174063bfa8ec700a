import { describe, expect, it } from 'vitest'
import {
  emptyMember,
  subnetPoolUsage,
  validateMember,
  valuesToMemberAdd,
} from './subnet-pool-values'

describe('validateMember', () => {
  const member = (subnet: string, min = Number.NaN, max = Number.NaN) => ({
    ...emptyMember,
    subnet,
    minPrefixLength: min,
    maxPrefixLength: max,
  })

  it('takes a network of the pool version with no bounds (the API defaults them)', () => {
    expect(validateMember(member('198.51.100.0/24'), 'v4')).toEqual({})
    expect(validateMember(member('fd00:1::/48', 56, 64), 'v6')).toEqual({})
  })

  it('refuses a bad block, host bits, or the other IP version', () => {
    expect(validateMember(member('198.51.100/24'), 'v4').subnet).toBe('Not a valid IP address')
    expect(validateMember(member('198.51.100.1/24'), 'v4').subnet).toBe(
      'Host bits must be zero: use the network address',
    )
    expect(validateMember(member('fd00:1::/48'), 'v4').subnet).toBe(
      'Must be an IPv4 subnet: this is an IPv4 pool',
    )
  })

  it('keeps the prefix bounds between the block and the address size, in order', () => {
    expect(validateMember(member('198.51.100.0/24', 20), 'v4').minPrefixLength).toBe(
      'Must be between /24 and /32',
    )
    expect(validateMember(member('198.51.100.0/24', 26, 33), 'v4').maxPrefixLength).toBe(
      'Must be between /24 and /32',
    )
    expect(validateMember(member('198.51.100.0/24', 30, 26), 'v4').maxPrefixLength).toBe(
      'Must not be below the minimum prefix length',
    )
  })
})

it('valuesToMemberAdd sends empty bounds as null', () => {
  expect(valuesToMemberAdd({ ...emptyMember, subnet: ' 198.51.100.0/24 ' })).toEqual({
    subnet: '198.51.100.0/24',
    minPrefixLength: null,
    maxPrefixLength: null,
  })
  expect(
    valuesToMemberAdd({ subnet: '198.51.100.0/24', minPrefixLength: 26, maxPrefixLength: 30 }),
  ).toEqual({ subnet: '198.51.100.0/24', minPrefixLength: 26, maxPrefixLength: 30 })
})

it('subnetPoolUsage counts capacity exactly from the members, IPv6 included', () => {
  expect(
    subnetPoolUsage(['203.0.113.0/24', '198.51.100.0/28'], { capacity: 272, remaining: 240 }),
  ).toEqual({ allocated: 32n, capacity: 272n })
  expect(subnetPoolUsage(['fd00:99::/48'], { capacity: 2 ** 80, remaining: 2 ** 80 })).toEqual({
    allocated: 0n,
    capacity: 1n << 80n,
  })
})
