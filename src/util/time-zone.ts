import type { TimeZone } from './time'

/**
 * The zone times are shown in, picked in the user menu and kept in this
 * browser (localStorage `time-zone`); the browser's own zone by default.
 * Every time on screen follows a change at once: components read it through
 * `useTimeZone`, other code through `getTimeZone`.
 */
const KEY = 'time-zone'

export const parseTimeZone = (stored: string | null | undefined): TimeZone =>
  stored === 'utc' ? 'utc' : 'local'

function read(): TimeZone {
  try {
    return parseTimeZone(localStorage.getItem(KEY))
  } catch {
    return 'local'
  }
}

let current: TimeZone | undefined
const listeners = new Set<() => void>()

export const getTimeZone = (): TimeZone => {
  current ??= read()
  return current
}

function show(zone: TimeZone) {
  current = zone
  for (const l of listeners) l()
}

export function setTimeZone(zone: TimeZone) {
  const shown = getTimeZone()
  try {
    if (zone === 'local') localStorage.removeItem(KEY)
    else localStorage.setItem(KEY, zone)
  } catch {
    // storage blocked: the choice lasts until the page is reloaded
  }
  if (zone !== shown) show(zone)
}

// a choice made in another tab of this browser shows here too
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    const zone = read()
    if ((e.key === KEY || e.key === null) && zone !== getTimeZone()) show(zone)
  })
}

export function subscribeTimeZone(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
