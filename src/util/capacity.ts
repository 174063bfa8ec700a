import type { Sled } from '~/api/__generated__/Api'
import { round, TiB } from './units'

// guest capacity, our reading: 0.7 applies to RAM and hardware threads only ("70% of usable RAM and
// hardware threads"); 0.909 applies to the 32 TiB of disk per sled (≈ 1/1.1, and ≈ TB→TiB)
export const DISK_PER_SLED = 32 * TiB
export const RAM_CPU_FACTOR = 0.7
export const DISK_FACTOR = 0.909
// the highest percentage shown; rounding up to the next multiple of 10 stops here
export const PERCENT_CEILING = 1023

export type Capacity = { cpus: number; memoryBytes: number; storageBytes: number }

/** Multiply in whole thousandths: 90 × 0.7 is 62.99… in floating point, which floors to 62. */
const scale = (total: number, factor: number) =>
  Math.floor((total * Math.round(factor * 1000)) / 1000)

/** Estimated capacity for guests, in whole CPUs and bytes (floored, never overstated). */
export function sledCapacity(
  sleds: readonly Pick<Sled, 'usablePhysicalRam' | 'usableHardwareThreads'>[],
): Capacity {
  const threads = sleds.reduce((sum, s) => sum + s.usableHardwareThreads, 0)
  const ram = sleds.reduce((sum, s) => sum + s.usablePhysicalRam, 0)
  return {
    cpus: scale(threads, RAM_CPU_FACTOR),
    memoryBytes: scale(ram, RAM_CPU_FACTOR),
    storageBytes: scale(sleds.length * DISK_PER_SLED, DISK_FACTOR),
  }
}

/** Round up to the next multiple of 10 (e.g. a chart's y-axis max), capped at 1023. */
export function percentCeiling(pct: number): number {
  // round first so float noise like 70.00000000000001 does not jump to 80
  return Math.min(Math.ceil(round(pct, 6) / 10) * 10, PERCENT_CEILING)
}

/**
 * `numerator` as a percentage of `denominator`; 0 when the denominator is 0 (an empty pool).
 * Takes bigints because IPv6 pool sizes exceed 2^64.
 */
export function percentage(numerator: number, denominator: number): number
export function percentage(numerator: bigint, denominator: bigint): number
export function percentage(numerator: number | bigint, denominator: number | bigint): number {
  if (typeof numerator === 'number' && typeof denominator === 'number') {
    return denominator === 0 ? 0 : (numerator * 100) / denominator
  }
  const [n, d] = [BigInt(numerator), BigInt(denominator)]
  if (d === 0n) return 0
  // bigint division truncates, so scale up first to keep 6 decimals of the percentage
  return Number((n * 10n ** 8n) / d) / 1e6
}
