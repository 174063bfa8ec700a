// byte units are 1024-based
export const KiB = 1024
export const MiB = 1024 * KiB
export const GiB = 1024 * MiB
export const TiB = 1024 * GiB

/**
 * Round to `digits` decimals, 2 by default. Rounding the scaled value to 15
 * significant digits first drops binary noise, so 1.005 rounds to 1.01 as a person expects.
 */
export function round(n: number, digits = 2): number {
  const factor = 10 ** digits
  const scaled = Math.round(Number((Math.abs(n) * factor).toPrecision(15)))
  return (n < 0 && scaled !== 0 ? -scaled : scaled) / factor
}

export const bytesToGiB = (bytes: number, digits = 2) => round(bytes / GiB, digits)
export const bytesToTiB = (bytes: number, digits = 2) => round(bytes / TiB, digits)
export const giBToBytes = (gib: number) => gib * GiB

const units = [
  ['TiB', TiB],
  ['GiB', GiB],
  ['MiB', MiB],
  ['KiB', KiB],
] as const

/** In the largest unit the value fills at least once: `10 GiB`, `1.5 TiB`, `1023 GiB`, `512 B`. */
export function formatBytes(bytes: number): string {
  const [unit, size] = units.find(([, size]) => bytes >= size) ?? ['B', 1]
  return `${round(bytes / size)} ${unit}`
}
