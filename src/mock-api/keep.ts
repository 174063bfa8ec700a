import { type Db, db, resetDb } from './db'
import { getKnob } from './knobs'
import { clearTimers, type Job, onJobRun, pendingJobs, rearm } from './timers'

/**
 * `mock-keep=1`: the in-page mock keeps its db in sessionStorage, so a reload
 * of the tab finds what was made, deleted and started before it, as a rack
 * would. Saved after each write and each change the mock finishes later, with
 * those pending changes (an instance `stopping`) and when each is due; at
 * start-up the saved db comes back and its pending changes are armed again.
 * Off by default: then nothing is read or written.
 */
export const KEEP_KEY = 'mock-db'
const VERSION = 1

/** `many`: the `mock-many` the db was made with; another one makes a new db */
type Kept = { version: number; keys: string[]; many: string | null; db: Db; jobs: Job[] }

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export const keepOn = () => {
  const value = getKnob('mock-keep')
  return !!value && value !== '0' && value !== 'false'
}

/** The db and its pending changes as text */
export const serializeDb = (): string =>
  JSON.stringify({
    version: VERSION,
    keys: Object.keys(db).sort(),
    many: getKnob('mock-many'),
    db,
    jobs: pendingJobs(),
  } satisfies Kept)

/**
 * Put back a db from `serializeDb`, its pending changes armed for the time
 * they had left. A copy that does not read, or from a mock with other
 * tables (an older build) or other big lists (`mock-many`), is not used:
 * false, and the db is as it was.
 */
export function restoreDb(text: string | null): boolean {
  if (!text) return false
  let kept: Kept
  try {
    kept = JSON.parse(text)
  } catch {
    return false
  }
  const keys = Object.keys(db).sort()
  if (
    kept?.version !== VERSION ||
    (kept.many ?? null) !== getKnob('mock-many') ||
    !kept.db ||
    typeof kept.db !== 'object' ||
    JSON.stringify(Object.keys(kept.db).sort()) !== JSON.stringify(keys)
  ) {
    return false
  }
  clearTimers()
  Object.assign(db, kept.db)
  rearm(Array.isArray(kept.jobs) ? kept.jobs : [])
  return true
}

let keeping: Store | undefined
let warned = false

/** Save now, if keeping: called after each write the mock answers */
export function saveKept() {
  if (!keeping) return
  try {
    keeping.setItem(KEEP_KEY, serializeDb())
  } catch (e) {
    // too big for the storage (a large `mock-many`): stop keeping rather than keep a stale copy
    keeping.removeItem(KEEP_KEY)
    keeping = undefined
    onJobRun(undefined)
    if (!warned) console.warn('mock-keep: the db no longer fits in sessionStorage', e)
    warned = true
  }
}

/**
 * At start-up, before anything else touches the db: with the knob on, the
 * saved db comes back (true) or, with none saved, the db as it is is saved
 * from now on (false). With the knob off this does nothing and says false.
 */
export function startKeeping(store: Store | undefined = sessionStorageOrNothing()): boolean {
  keeping = undefined
  onJobRun(undefined)
  if (!keepOn() || !store) return false
  const restored = restoreDb(store.getItem(KEEP_KEY))
  keeping = store
  onJobRun(saveKept)
  return restored
}

/** Stop keeping and forget the saved copy (tests; the db goes back to the fixtures) */
export function stopKeeping(store: Store | undefined = keeping) {
  store?.removeItem(KEEP_KEY)
  keeping = undefined
  onJobRun(undefined)
  resetDb()
}

function sessionStorageOrNothing(): Store | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage
  } catch {
    return undefined
  }
}
