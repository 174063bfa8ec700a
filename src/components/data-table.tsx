import { type Cell, flexRender, type RowData, useTable } from '@tanstack/react-table'
import { type ReactNode, useEffect, useMemo } from 'react'
import type { BulkTable } from './bulk/bulk-action'
import { ReadStatus, type ShownQuery } from './list-status'
import { type Column, type Features, features } from './table-features'

type Props<T extends RowData> = {
  rows: T[]
  columns: Column<T>[]
  /** accessible name of the table */
  label: string
  rowId: (row: T) => string
  /** shown instead of the table when there are no rows */
  emptyState?: ReactNode
  /** the queries the rows come from: above the table (or its empty state), when they were read and Refresh */
  reads?: readonly ShownQuery[]
  /** a column whose header sorts the list (the server sorts; this only asks) */
  sort?: SortHeader
  /** bulk actions (`useBulkActions`): a checkbox column first, the bulk bar above */
  bulk?: BulkTable<T>
  /** which page `rows` is, so a selection can span pages (a paged list's page token) */
  pageKey?: string
  /** with `bulk`, when known: every row matching the list's filter ("Select all N matches") */
  allMatching?: T[]
}

export type SortHeader = {
  column: string
  /** undefined: the list is sorted by something else */
  direction: 'ascending' | 'descending' | undefined
  onToggle: () => void
}

/**
 * A table of rows already in hand, for data that is not a paged list
 * (e.g. a VPC's firewall rules). `QueryTable` renders its pages with it.
 */
export function DataTable<T extends RowData>({
  rows,
  columns,
  label,
  rowId,
  emptyState,
  reads,
  sort,
  bulk,
  pageKey = '',
  allMatching,
}: Props<T>) {
  // bulk actions: the checkbox column, and the selection kept in step with the rows shown
  const bulkColumn = bulk?.column
  const setBulkPage = bulk?.setPage
  const allColumns = useMemo(
    () => (bulkColumn ? [bulkColumn, ...columns] : columns),
    [bulkColumn, columns],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: rowId is often an inline function; the rows decide
  useEffect(() => {
    setBulkPage?.(rows, rowId, pageKey, allMatching)
  }, [setBulkPage, rows, pageKey, allMatching])
  const table = useTable({ features, data: rows, columns: allColumns, getRowId: rowId })
  const status = reads && <ReadStatus reads={reads} what={label} />
  if (rows.length === 0 && emptyState) {
    return (
      <>
        {status}
        {emptyState}
      </>
    )
  }
  const cellClass = (id: string) =>
    id === 'actions'
      ? 'cell-actions'
      : id === 'select'
        ? 'cell-select'
        : id === 'name'
          ? 'cell-name'
          : undefined
  const drawn = (
    <div className="table-wrap">
      {bulk?.bar}
      <table className="table" aria-label={label}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  className={cellClass(header.column.id)}
                  aria-sort={sort?.column === header.column.id ? sort.direction : undefined}
                >
                  {header.column.id === 'actions' ? (
                    <span className="visually-hidden">Actions</span>
                  ) : sort?.column === header.column.id ? (
                    <button type="button" className="th-sort" onClick={sort.onToggle}>
                      {flexRender(header.column.columnDef.header, header.getContext())}
                      <span aria-hidden>
                        {sort.direction === 'descending' ? ' ↓' : sort.direction ? ' ↑' : ''}
                      </span>
                    </button>
                  ) : (
                    flexRender(header.column.columnDef.header, header.getContext())
                  )}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={cellClass(cell.column.id)}>
                  {cellContent(cell)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
  return (
    <>
      {status}
      {drawn}
    </>
  )
}

/**
 * A cell's renderer called as a function. `flexRender` would mount a renderer
 * defined inline (columns built during render) as a new component type on every
 * render, remounting the cell and closing any menu open in it; and a wrapper
 * component per cell costs a fiber per cell, which a page of 50 rows feels.
 * So renderers return elements and call no hooks: what needs state is a
 * component the renderer returns.
 */
function cellContent<T extends RowData>(cell: Cell<Features, T, unknown>): ReactNode {
  const render = cell.column.columnDef.cell
  return typeof render === 'function' ? render(cell.getContext()) : (render ?? null)
}
