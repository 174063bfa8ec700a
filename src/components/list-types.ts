import type { ReactNode } from 'react'
import type { OpParams } from '~/api/client'
import type { ListItem, ListOperationId } from '~/api/query'
import type { ListUrlState, SortMode } from '~/util/list-url-state'
import type { BulkTable } from './bulk/bulk-action'
import type { StatusSlot } from './list-status'
import type { StateFilter } from './list-toolbar'
import type { Column } from './table-features'

/** How often a list polls while `pollWhile` holds. */
export const POLL_MS = 1000

export type QueryTableProps<K extends ListOperationId> = {
  operationId: K
  params: OpParams<K>
  columns: Column<ListItem<K>>[]
  emptyState: ReactNode
  /** accessible name of the table, e.g. "Projects" */
  label: string
  rowId?: (row: ListItem<K>) => string
  /** poll while the shown rows need it, e.g. an instance in a transitional state */
  pollWhile?: (rows: ListItem<K>[]) => boolean
  /** what the filter box matches: the row's name unless given (a sled's serial) */
  filterText?: (row: ListItem<K>) => string
  /** the word for it in the box's label: "Filter by name" */
  filterBy?: string
  /** a second filter box (`q2` in the URL), e.g. an audit entry's operation beside its actor */
  secondFilter?: { by: string; text: (row: ListItem<K>) => string }
  /** a state select beside the filter box, for rows that have a state */
  stateFilter?: StateFilter<ListItem<K>>
  /** on a page with two lists, the second one's URL params get this prefix */
  urlPrefix?: string
  /** bulk actions (`useBulkActions`): checkboxes and a bulk bar; the selection spans pages */
  bulk?: BulkTable<ListItem<K>>
}

/** What a list body (paged or filtered) gets from `QueryTable`. */
export type ListBodyProps<K extends ListOperationId> = {
  props: QueryTableProps<K>
  state: ListUrlState
  update: (changes: Partial<ListUrlState>) => void
  sortModes: readonly SortMode[]
  /** the toolbar's place for the body's live status (updated N s ago, Refresh) */
  statusSlot: StatusSlot
}

export const defaultRowId = (row: unknown) => (row as { id: string }).id

/** What the filter box matches when the page says nothing: the name, else the id. */
export const defaultFilterText = (row: unknown) => {
  const r = row as { name?: string; id?: string }
  return r.name ?? r.id ?? ''
}
