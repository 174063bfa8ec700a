import type { RowData } from '@tanstack/react-table'
import { type KeyboardEvent, useEffect, useRef, useSyncExternalStore } from 'react'
import { columnHelper } from '../table-features'
import { rowName } from './bulk-action'
import type { TaskStatus } from './bulk-runner'
import type { BulkStore } from './bulk-store'
import { pageState } from './selection'

/**
 * The checkbox column of a table with bulk actions. It is all that loads with a
 * list; the bar, the confirm and the runner load with the first tick.
 */
export function selectColumn<T extends RowData>(store: BulkStore<T>) {
  return columnHelper<T>().display({
    id: 'select',
    header: () => <PageCheckbox store={store} />,
    cell: ({ row }) => <RowCheckbox store={store} id={row.id} name={rowName(row.original)} />,
  })
}

const statusText: Record<TaskStatus['state'], string> = {
  queued: 'Queued',
  working: 'Working…',
  done: 'Done',
  failed: 'Failed',
}

// Space with Shift held selects a range, as Shift+click does; the click a key
// press makes may not carry the modifier, so the key down notes it
let shiftSpace = false
const noteShift = (e: KeyboardEvent) => {
  if (e.key === ' ') shiftSpace = e.shiftKey
}

function RowCheckbox<T>({ store, id, name }: { store: BulkStore<T>; id: string; name: string }) {
  const checked = useSyncExternalStore(store.subscribe, () => store.get().selection.rows.has(id))
  const status = useSyncExternalStore(store.subscribe, () => store.get().statuses.get(id))
  return (
    <span className="bulk-select">
      <input
        type="checkbox"
        aria-label={`Select ${name}`}
        checked={checked}
        onKeyDown={noteShift}
        onChange={(e) => {
          const shift = (e.nativeEvent as MouseEvent).shiftKey || shiftSpace
          shiftSpace = false
          store.toggle(id, shift)
        }}
      />
      {status && (
        <span className="bulk-status" data-state={status.state}>
          {statusText[status.state]}
        </span>
      )}
    </span>
  )
}

function PageCheckbox<T>({ store }: { store: BulkStore<T> }) {
  const state = useSyncExternalStore(store.subscribe, () =>
    pageState(store.get().selection, store.get().page),
  )
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some'
  }, [state])
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label="Select all on this page"
      checked={state === 'all'}
      onChange={() => store.togglePage()}
    />
  )
}
