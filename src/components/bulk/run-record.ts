/**
 * A run's record, kept in this browser (localStorage, per user and silo) so a
 * reload or a sign-in in the middle of a bulk action or a blueprint's apply
 * finds where it stopped: each item's status, and what the run was. It holds
 * names, ids and statuses, never a credential.
 */

export type RunItemStatus = 'pending' | 'done' | 'failed'

export type RunItem = {
  /** the item's key in its run: a row's id, a blueprint item's kind and name */
  key: string
  /** what a person reads: the row's or the item's name */
  name: string
  status: RunItemStatus
  /** why it failed, or what was found when it was already done ("already stopped") */
  message?: string
}

export type RunRecord<Data = unknown> = {
  /** where the run belongs: the list or the page that shows it */
  scope: string
  /** the action, as its button says it: "Stop", "Apply" */
  action: string
  /** what a person reads in the resume notice: "Stop 40 instances" */
  title: string
  items: RunItem[]
  /** what the run needs to resume: the rows of a bulk action, the blueprint of an apply */
  data: Data
  startedAt: string
}

/** Where this user's runs in this silo are kept */
export const runStorageKey = (user: { id: string; siloName: string } | undefined) =>
  `oxide.runs.${user ? `${user.siloName}.${user.id}` : 'anonymous'}`

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function readAll(store: Store, key: string): Record<string, RunRecord> {
  try {
    const parsed = JSON.parse(store.getItem(key) ?? '{}')
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {}
  } catch {
    return {}
  }
}

/** The run kept for this scope, if one is */
export function loadRun<Data>(store: Store, key: string, scope: string) {
  const run = readAll(store, key)[scope]
  return run && Array.isArray(run.items) ? (run as RunRecord<Data>) : undefined
}

/** Keep this run (one per scope: a new run in a scope replaces the last) */
export function saveRun(store: Store, key: string, run: RunRecord) {
  const all = readAll(store, key)
  all[run.scope] = run
  try {
    store.setItem(key, JSON.stringify(all))
  } catch {
    // storage full or refused: the run goes on, it just will not survive a reload
  }
}

/** Forget the run of this scope: it finished, or the person stopped it */
export function clearRun(store: Store, key: string, scope: string) {
  const all = readAll(store, key)
  if (!(scope in all)) return
  delete all[scope]
  if (Object.keys(all).length === 0) store.removeItem(key)
  else store.setItem(key, JSON.stringify(all))
}

/** The run with one item's status changed */
export function markItem<D>(
  run: RunRecord<D>,
  key: string,
  status: RunItemStatus,
  message?: string,
): RunRecord<D> {
  return {
    ...run,
    items: run.items.map((item) =>
      item.key === key
        ? { ...item, status, ...(message ? { message } : { message: undefined }) }
        : item,
    ),
  }
}

export const countItems = (run: Pick<RunRecord, 'items'>) => {
  const counts = { done: 0, failed: 0, pending: 0 }
  for (const item of run.items) counts[item.status]++
  return counts
}

/** A run is unfinished while an item is not done: there is something to resume */
export const isUnfinished = (run: Pick<RunRecord, 'items'>) =>
  run.items.some((item) => item.status !== 'done')

/** "Stop 40 instances stopped at 12 of 40: 12 done, 1 failed, 27 not done" */
export function whereItStopped(run: Pick<RunRecord, 'items' | 'title'>) {
  const { done, failed, pending } = countItems(run)
  const parts = [`${done} done`]
  if (failed > 0) parts.push(`${failed} failed`)
  if (pending > 0) parts.push(`${pending} not done`)
  return `${run.title} stopped at ${done} of ${run.items.length}: ${parts.join(', ')}`
}

// a page being left (a reload, a sign-out) cuts its requests short: what they say then
// (no answer) is not what became of the item, so the record stays as it was
let leaving = false
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    leaving = true
  })
}

/** localStorage when the browser gives it and the page is not being left, else nothing is kept */
export function browserStore(): Store | undefined {
  if (leaving) return undefined
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}
