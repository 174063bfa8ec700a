import type { TaskStatus } from './bulk-runner'
import {
  emptySelection,
  type PageRows,
  reconcile,
  type Selection,
  selectAll,
  toggle,
  togglePage,
  without,
} from './selection'

export type BulkState<T> = {
  selection: Selection<T>
  /** the rows the table shows now */
  page: PageRows<T>
  /** every row matching the list's filter, when the table knows them */
  all?: PageRows<T>
  /** each row's part in the current run, shown in its checkbox cell */
  statuses: ReadonlyMap<string, TaskStatus>
  /** a run or its summary is on screen: the bar stays even with nothing selected */
  busy: boolean
}

/**
 * One table's selection and run progress, outside React so each row's checkbox
 * re-renders only when its own part changes (`useSyncExternalStore` with a
 * selector per row).
 */
export function createBulkStore<T>() {
  let state: BulkState<T> = {
    selection: emptySelection<T>(),
    page: { key: '', ids: [], rows: [] },
    statuses: new Map(),
    busy: false,
  }
  const listeners = new Set<() => void>()
  const update = (next: Partial<BulkState<T>>) => {
    state = { ...state, ...next }
    for (const l of listeners) l()
  }
  const select = (selection: Selection<T>) => {
    if (selection !== state.selection) update({ selection })
  }
  return {
    get: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    /** the table has a new page of rows: keep the selection in step with it */
    setPage: (page: PageRows<T>, all?: PageRows<T>) => {
      state = { ...state, page, all }
      select(reconcile(state.selection, page))
    },
    toggle: (id: string, shift: boolean) => select(toggle(state.selection, state.page, id, shift)),
    togglePage: () => select(togglePage(state.selection, state.page)),
    selectAll: () => state.all && select(selectAll(state.selection, state.all)),
    clear: () => select(emptySelection<T>()),
    drop: (ids: Iterable<string>) => select(without(state.selection, ids)),
    setStatuses: (statuses: ReadonlyMap<string, TaskStatus>) => update({ statuses }),
    setBusy: (busy: boolean) => update({ busy }),
  }
}

export type BulkStore<T> = ReturnType<typeof createBulkStore<T>>
