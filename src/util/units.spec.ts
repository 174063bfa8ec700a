import { describe, expect, it } from 'vitest'
import { bytesToGiB, bytesToTiB, formatBytes, GiB, giBToBytes, KiB, MiB, round, TiB } from './units'

describe('units', () => {
  it('are 1024-based', () => {
    expect(KiB).toBe(1024)
    expect(MiB).toBe(1024 ** 2)
    expect(GiB).toBe(1024 ** 3)
    expect(TiB).toBe(1024 ** 4)
  })
})

describe('round', () => {
  it.each([
    [1.234, undefined, 1.23],
    [1.235, undefined, 1.24],
    [1.005, undefined, 1.01],
    [0.1 + 0.2, undefined, 0.3],
    [10, undefined, 10],
    [1.234567, 4, 1.2346],
    [2.5, 0, 3],
    [2.4, 0, 2],
    [-1.005, undefined, -1.01],
    [-0.001, undefined, 0],
    [1234567.891, undefined, 1234567.89],
  ])('round(%d, %s) is %d', (n, digits, expected) => expect(round(n, digits)).toBe(expected))
})

describe('conversions', () => {
  it('converts bytes to GiB, rounding to 2 decimals by default', () => {
    expect(bytesToGiB(10 * GiB)).toBe(10)
    expect(bytesToGiB(1.5 * GiB)).toBe(1.5)
    expect(bytesToGiB(1_234_567_890)).toBe(1.15)
    expect(bytesToGiB(1_234_567_890, 0)).toBe(1)
    expect(bytesToGiB(1_234_567_890, 4)).toBe(1.1498)
  })

  it('converts bytes to TiB', () => {
    expect(bytesToTiB(TiB)).toBe(1)
    expect(bytesToTiB(1.5 * TiB)).toBe(1.5)
    expect(bytesToTiB(512 * GiB, 1)).toBe(0.5)
  })

  it('converts GiB to bytes', () => {
    expect(giBToBytes(2)).toBe(2_147_483_648)
    expect(giBToBytes(0.5)).toBe(512 * MiB)
  })
})

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [KiB, '1 KiB'],
    [1536, '1.5 KiB'],
    [5 * MiB, '5 MiB'],
    [10 * GiB, '10 GiB'],
    [1023 * GiB, '1023 GiB'],
    [TiB - 1, '1024 GiB'], // rounds up, but is still below 1 TiB
    [1.5 * TiB, '1.5 TiB'],
    [2048 * TiB, '2048 TiB'],
    [1_234_567_890, '1.15 GiB'],
  ])('formats %d as %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text))
})
