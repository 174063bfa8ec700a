import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { type ReactNode, useState } from 'react'
import type { OpParams } from '~/api/client'
import { type ListItem, type ListOperationId, listQuery, PAGE_SIZE } from '~/api/query'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Spinner } from '~/ui/spinner'

type Props<K extends ListOperationId> = {
  operationId: K
  params: OpParams<K>
  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column
  columns: ColumnDef<ListItem<K>, any>[]
  emptyState: ReactNode
  /** accessible name of the table, e.g. "Projects" */
  label: string
  rowId?: (row: ListItem<K>) => string
}

/**
 * The one list recipe (STYLE.md, point 7): a page of the list operation with
 * server-side paging (`limit` + `pageToken`), loading, empty and error states.
 */
export function QueryTable<K extends ListOperationId>({
  operationId,
  params,
  columns,
  emptyState,
  label,
  rowId = (row) => (row as { id: string }).id,
}: Props<K>) {
  // tokens of the pages before this one, so Previous can go back
  const [tokens, setTokens] = useState<(string | undefined)[]>([undefined])
  const pageToken = tokens[tokens.length - 1]
  const query = useQuery({
    ...listQuery(operationId, params, pageToken),
    placeholderData: keepPreviousData,
  })
  const page = query.data as { items: ListItem<K>[]; nextPage?: string | null } | undefined
  const items = page?.items ?? []

  const table = useReactTable({
    data: items,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowId,
  })

  if (query.isPending) {
    return (
      <div className="table-loading">
        <Spinner /> Loading
      </div>
    )
  }
  if (query.isError && !page) {
    return <Alert title="Could not load the list">{query.error.message}</Alert>
  }
  if (items.length === 0 && tokens.length === 1) return <>{emptyState}</>

  const first = (tokens.length - 1) * PAGE_SIZE + 1
  return (
    <div>
      <div className="table-wrap">
        <table className="table" aria-label={label}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    className={header.column.id === 'actions' ? 'cell-actions' : undefined}
                  >
                    {header.column.id === 'actions' ? (
                      <span className="visually-hidden">Actions</span>
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
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={cell.column.id === 'actions' ? 'cell-actions' : undefined}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="pagination" aria-label={`${label} pages`}>
        <span>
          Rows {first}–{first + items.length - 1}
          {query.isFetching && query.isPlaceholderData && <Spinner label="Loading page" />}
        </span>
        <span className="pagination-buttons">
          <Button
            variant="secondary"
            size="sm"
            disabled={tokens.length === 1}
            onClick={() => setTokens((t) => t.slice(0, -1))}
          >
            Previous
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={!page?.nextPage}
            onClick={() => page?.nextPage && setTokens((t) => [...t, page.nextPage ?? undefined])}
          >
            Next
          </Button>
        </span>
      </nav>
    </div>
  )
}
