import { describe, expect, it } from 'vitest'
import {
  allocatedOf,
  emptyPool,
  formatBigInt,
  ipVersionLabel,
  poolToValues,
  valuesToPoolCreate,
  valuesToPoolUpdate,
} from './pool-values'

describe('pool form values', () => {
  it('trims name and description and keeps the version on create only', () => {
    const v = { ...emptyPool, name: ' p ', description: ' d ', ipVersion: 'v6' as const }
    expect(valuesToPoolCreate(v)).toEqual({ name: 'p', description: 'd', ipVersion: 'v6' })
    expect(valuesToPoolUpdate(v)).toEqual({ name: 'p', description: 'd' })
  })
  it('reads a pool back', () => {
    const pool = {
      id: 'x',
      name: 'p',
      description: 'd',
      ipVersion: 'v4' as const,
      poolType: 'unicast' as const,
      assignment: 'silos' as const,
      timeCreated: new Date(0),
      timeModified: new Date(0),
    }
    expect(poolToValues(pool)).toEqual({ name: 'p', description: 'd', ipVersion: 'v4' })
  })
  it('names the IP version', () => {
    expect(ipVersionLabel('v4')).toBe('IPv4')
    expect(ipVersionLabel('v6')).toBe('IPv6')
  })
})

describe('pool usage', () => {
  it('counts the allocated addresses from capacity and remaining, never below zero', () => {
    expect(allocatedOf({ capacity: 11, remaining: 8 })).toBe(3n)
    expect(allocatedOf({ capacity: 0, remaining: 2 })).toBe(0n)
  })
  it('formats big integers with every digit', () => {
    expect(formatBigInt(2n ** 72n)).toBe('4,722,366,482,869,645,213,696')
    expect(formatBigInt(999n)).toBe('999')
    expect(formatBigInt(1000n)).toBe('1,000')
    expect(formatBigInt(0n)).toBe('0')
  })
})
