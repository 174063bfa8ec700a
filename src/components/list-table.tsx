import type { ListItem, ListOperationId } from '~/api/query'
import type { ListUrlState, SortMode } from '~/util/list-url-state'
import { DataTable, type SortHeader } from './data-table'
import { defaultRowId, type QueryTableProps } from './list-types'
import { ShownRowsContext } from './shown-rows'

type Props<K extends ListOperationId> = {
  props: QueryTableProps<K>
  rows: ListItem<K>[]
  state: ListUrlState
  update: (changes: Partial<ListUrlState>) => void
  sortModes: readonly SortMode[]
  emptyText?: string
  /** which page of the list `rows` is, so a bulk selection can span pages */
  pageKey: string
  /** every row matching the filter, when the list has read them all */
  allMatching?: ListItem<K>[]
}

/** The table of a list's shown rows, its name column a sort button where the API sorts by name. */
export function ListTable<K extends ListOperationId>({
  props,
  rows,
  state,
  update,
  sortModes,
  emptyText,
  pageKey,
  allMatching,
}: Props<K>) {
  const sort: SortHeader | undefined = sortModes.includes('name_descending')
    ? {
        column: 'name',
        direction:
          state.sort === 'id_ascending'
            ? undefined
            : state.sort === 'name_descending'
              ? 'descending'
              : 'ascending',
        onToggle: () =>
          update({ sort: state.sort === 'name_descending' ? undefined : 'name_descending' }),
      }
    : undefined
  return (
    <ShownRowsContext value={rows}>
      <DataTable
        rows={rows}
        columns={props.columns}
        label={props.label}
        rowId={props.rowId ?? defaultRowId}
        sort={sort}
        bulk={props.bulk}
        pageKey={pageKey}
        allMatching={allMatching}
        emptyState={emptyText ? <p className="table-empty">{emptyText}</p> : undefined}
      />
    </ShownRowsContext>
  )
}
