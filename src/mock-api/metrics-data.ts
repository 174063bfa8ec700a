/**
 * Deterministic metric curves for the mock: a value depends only on the
 * resource's id and the time, so a chart looks the same on every reload and a
 * test can compute what it shows.
 */

/** A number in [0, 1) from a string (FNV-1a). */
export function seedOf(id: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0) / 2 ** 32
}

const TAU = 2 * Math.PI

/**
 * A smooth load between 0.03 and 0.97: a daily swell plus an hourly ripple,
 * each resource with its own phase and level.
 */
export function load(seed: number, seconds: number): number {
  const daily = Math.sin((TAU * seconds) / 86_400 + seed * TAU)
  const hourly = Math.sin((TAU * seconds) / 3_600 + seed * 17)
  const level = 0.25 + 0.4 * seed
  return Math.min(0.97, Math.max(0.03, level + 0.2 * daily + 0.08 * hourly))
}

/** The mean of a rate over a window, from evenly spaced samples (smooths ripples longer windows hide). */
export function meanRate(rate: (seconds: number) => number, start: number, length: number) {
  const samples = 12
  let sum = 0
  for (let i = 0; i < samples; i++) sum += rate(start + ((i + 0.5) * length) / samples)
  return sum / samples
}

/**
 * Sample windows of `intervalSeconds` in [start, end): each ends at its
 * timestamp; windows that end in the future or begin before `from` are left out.
 */
export function windows(
  start: Date,
  end: Date,
  intervalSeconds: number,
  now: Date,
  from?: Date,
): { start: Date; end: Date }[] {
  const step = intervalSeconds * 1000
  const result: { start: Date; end: Date }[] = []
  const last = Math.min(end.getTime(), now.getTime())
  for (let t = start.getTime() + step; t <= last; t += step) {
    if (from && t - step < from.getTime()) continue
    result.push({ start: new Date(t - step), end: new Date(t) })
  }
  return result
}
