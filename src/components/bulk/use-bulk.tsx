import type { RowData } from '@tanstack/react-table'
import {
  type ReactNode,
  Suspense,
  useCallback,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react'
import { lazyWithRetry } from '~/ui/lazy-with-retry'
import type { BulkActions, BulkTable } from './bulk-action'
import type BulkBarType from './bulk-bar'
import { bulkScope, keptBulkRun, keptStatuses } from './bulk-persist'
import { createBulkStore } from './bulk-store'
import { selectColumn } from './select-column'

// the bar, its confirm and the runner load with the first tick, not with the list
// (cast back to its generic type, which `lazyWithRetry` drops)
const BulkBar = lazyWithRetry(() => import('./bulk-bar')) as unknown as typeof BulkBarType

/**
 * A list page's bulk actions, for its `QueryTable` or `DataTable` (`bulk`
 * prop): a checkbox column and, while something is selected or a run is on
 * screen, the bar. Called by the page, so the tables (on every first load)
 * carry none of this code.
 */
export function useBulkActions<T extends RowData>(config: BulkActions<T>): BulkTable<T> {
  const [store] = useState(createBulkStore<T>)
  // a run of this list kept from before a reload or a sign-in: the bar shows where it
  // stopped (read once, from this browser's storage, when the list mounts)
  const [scope] = useState(() =>
    bulkScope(typeof location === 'undefined' ? '' : location.pathname),
  )
  useState(() => {
    const kept = keptBulkRun(scope)
    if (kept) {
      store.setStatuses(keptStatuses(kept))
      store.setBusy(true)
    }
  })
  const column = useMemo(() => selectColumn(store), [store])
  const show = useSyncExternalStore(
    store.subscribe,
    () => store.get().selection.rows.size > 0 || store.get().busy,
  )
  const bar: ReactNode = show ? (
    <Suspense fallback={null}>
      <BulkBar store={store} config={config} scope={scope} />
    </Suspense>
  ) : null
  // the table's rows as the store keeps them: ids beside rows (built here, not in the
  // table, which is on every first load)
  const setPage = useCallback<BulkTable<T>['setPage']>(
    (rows, rowId, key, all) =>
      store.setPage(
        { key, ids: rows.map(rowId), rows },
        all && { key: '', ids: all.map(rowId), rows: all },
      ),
    [store],
  )
  return { column, setPage, bar }
}
