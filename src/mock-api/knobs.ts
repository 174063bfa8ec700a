/**
 * Mock API knobs (latency, faults, acting user, big lists, keeping the db over
 * a reload): read at start-up
 * from the page URL query, then kept in sessionStorage under the same names so
 * they last for the tab. In Node (mock server, tests) they live in memory,
 * seeded from env vars MOCK_LATENCY, MOCK_FAULTS, MOCK_USER, MOCK_MANY.
 */
export const KNOB_NAMES = [
  'mock-latency',
  'mock-faults',
  'mock-user',
  'mock-many',
  'mock-keep',
] as const
export type KnobName = (typeof KNOB_NAMES)[number] | 'mock-session'

export const DEFAULT_USER = 'alice'

type Store = {
  get: (k: string) => string | null
  set: (k: string, v: string) => void
  remove: (k: string) => void
}

const envName = (name: string) => name.toUpperCase().replace(/-/g, '_')

function nodeEnv(name: string): string | undefined {
  return typeof process !== 'undefined' ? process.env?.[envName(name)] : undefined
}

function makeMemoryStore(): Store {
  const map = new Map<string, string>()
  for (const name of KNOB_NAMES) {
    const value = nodeEnv(name)
    if (value) map.set(name, value)
  }
  return {
    get: (k) => map.get(k) ?? null,
    set: (k, v) => void map.set(k, v),
    remove: (k) => void map.delete(k),
  }
}

function hasSessionStorage(): boolean {
  try {
    return typeof sessionStorage !== 'undefined' && sessionStorage !== null
  } catch {
    return false // storage access can throw when blocked
  }
}

// chosen lazily: importing this module must not touch browser globals
let store: Store | undefined
function getStore(): Store {
  if (!store) {
    store = hasSessionStorage()
      ? {
          get: (k) => sessionStorage.getItem(k),
          set: (k, v) => sessionStorage.setItem(k, v),
          remove: (k) => sessionStorage.removeItem(k),
        }
      : makeMemoryStore()
  }
  return store
}

/** Copy knobs given in the page URL query into sessionStorage. Call once at start-up. */
export function initKnobsFromUrl(search = typeof location !== 'undefined' ? location.search : '') {
  const query = new URLSearchParams(search)
  for (const name of KNOB_NAMES) {
    const value = query.get(name)
    if (value !== null) getStore().set(name, value)
  }
}

export const getKnob = (name: KnobName): string | null => getStore().get(name)

export function setKnob(name: KnobName, value: string | null) {
  if (value === null) getStore().remove(name)
  else getStore().set(name, value)
}

/** Forget every knob and the session (tests). */
export function resetKnobs() {
  for (const name of [...KNOB_NAMES, 'mock-session'] as const) getStore().remove(name)
}

/** `mock-latency`: "300" or "200-400" (ms); anything unparsable is 0. */
export function parseLatency(value: string | null): [number, number] {
  if (!value) return [0, 0]
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:-\s*(\d+(?:\.\d+)?)\s*)?$/.exec(value)
  if (!match) return [0, 0]
  const min = Number(match[1])
  const max = match[2] === undefined ? min : Number(match[2])
  return min <= max ? [min, max] : [max, min]
}

/** ms to wait before answering this request */
export function latencyMs(): number {
  const [min, max] = parseLatency(getKnob('mock-latency'))
  return min + Math.random() * (max - min)
}

/** The statuses an injected fault answers with, one picked at random. */
export const FAULT_STATUSES = [401, 403, 404, 500] as const
export type FaultStatus = (typeof FAULT_STATUSES)[number]

/**
 * `mock-faults`: "0.3" fails that share of requests (clamped to 0..1) with a random status
 * of `FAULT_STATUSES`; "1:500" fails them with that status only, so a test can fail a
 * form's submit without the 401 that would send it to sign-in.
 */
export function parseFaults(value: string | null): { rate: number; statuses: FaultStatus[] } {
  const [share, status] = (value ?? '').split(':')
  const n = Number(share || 0)
  const rate = Number.isFinite(n) ? Math.min(Math.max(n, 0), 1) : 0
  const only = FAULT_STATUSES.find((s) => String(s) === status?.trim())
  return { rate, statuses: only ? [only] : [...FAULT_STATUSES] }
}

export const faults = () => parseFaults(getKnob('mock-faults'))

/** `mock-user`: the fixture user (username or id) the mock acts as */
export const mockUser = (): string => getKnob('mock-user') || DEFAULT_USER
