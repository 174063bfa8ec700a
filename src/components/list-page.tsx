import type { RowData } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { Outlet } from 'react-router'
import type { ListOperationId } from '~/api/query'
import { EmptyState } from '~/ui/empty-state'
import { DataTable } from './data-table'
import type { ShownQuery } from './list-status'
import type { QueryTableProps } from './list-types'
import { PageHeader } from './page-header'
import { QueryTable } from './query-table'
import type { Column } from './table-features'

/** What a list shows around its rows. */
type ListFrame = {
  /** the table's accessible name: the title unless given */
  label?: string
  /** the buttons above the list, usually the link to the create form */
  actions?: ReactNode
  /** what the list says with no rows; its button is `actions` unless given (null: none) */
  empty: { title: string; body: ReactNode; action?: ReactNode }
  /** after the list: the forms and modals the page opens over it */
  children?: ReactNode
}

type ListProps<K extends ListOperationId> = Omit<QueryTableProps<K>, 'emptyState' | 'label'> &
  ListFrame

/** A list the API gives whole, without pages (SCIM tokens): its rows in hand, and the queries they come from. */
type RowsProps<T extends RowData> = ListFrame & {
  rows: T[]
  reads: readonly ShownQuery[]
  columns: Column<T>[]
  rowId: (row: T) => string
}

type TabTitle = { title: string } | { title?: undefined; label: string }

// biome-ignore lint/suspicious/noExplicitAny: ListTab's overloads type each kind of list
type AnyTabProps = (ListProps<any> | RowsProps<any>) & TabTitle

function ListWithEmptyState<K extends ListOperationId>({
  actions,
  empty,
  label,
  ...table
}: Omit<ListProps<K>, 'children'> & { label: string }) {
  return (
    <QueryTable {...table} label={label} emptyState={<EmptyState action={actions} {...empty} />} />
  )
}

/**
 * A page that is one list of a resource: the title with the create link, the
 * list (`QueryTable`) whose empty state offers the same link, and the outlet
 * where the create and edit forms open over the list.
 */
export function ListPage<K extends ListOperationId>({
  title,
  note,
  children,
  ...list
}: ListProps<K> & {
  /** the page's h1 */
  title: string
  /** a line under the title */
  note?: ReactNode
}) {
  return (
    <>
      <PageHeader title={title} actions={list.actions} />
      {note && <p className="tab-note">{note}</p>}
      <ListWithEmptyState {...list} label={list.label ?? title} />
      {children}
      <Outlet />
    </>
  )
}

/**
 * A list in a tab or a section of a page: its buttons above it (beside the
 * section's h2 when it has a title), the list whose empty state offers them,
 * and what the tab opens over it (`children`, e.g. an `<Outlet />`). A paged
 * list takes the query table's props; a list the API gives whole, its `rows`.
 */
export function ListTab<K extends ListOperationId>(props: ListProps<K> & TabTitle): ReactNode
export function ListTab<T extends RowData>(props: RowsProps<T> & TabTitle): ReactNode
export function ListTab({ title, children, ...list }: AnyTabProps) {
  const label = list.label ?? (title as string)
  return (
    <>
      {title ? (
        <div className="tab-toolbar">
          <h2 className="section-title">{title}</h2>
          {list.actions}
        </div>
      ) : (
        list.actions && <div className="tab-actions">{list.actions}</div>
      )}
      {'rows' in list ? (
        <DataTable
          rows={list.rows}
          columns={list.columns}
          label={label}
          rowId={list.rowId}
          reads={list.reads}
          emptyState={<EmptyState action={list.actions} {...list.empty} />}
        />
      ) : (
        <ListWithEmptyState {...list} label={label} />
      )}
      {children}
    </>
  )
}
