import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { type ReactNode, useState } from 'react'
import type { OpParams } from '~/api/client'
import { type ListItem, type ListOperationId, listQuery, PAGE_SIZE } from '~/api/query'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Spinner } from '~/ui/spinner'
import type { BulkTable } from './bulk/bulk-action'
import { DataTable } from './data-table'

/** How often a list polls while `pollWhile` holds. */
export const POLL_MS = 1000

type Props<K extends ListOperationId> = {
  operationId: K
  params: OpParams<K>
  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column
  columns: ColumnDef<ListItem<K>, any>[]
  emptyState: ReactNode
  /** accessible name of the table, e.g. "Projects" */
  label: string
  rowId?: (row: ListItem<K>) => string
  /** poll while the shown rows need it, e.g. an instance in a transitional state */
  pollWhile?: (rows: ListItem<K>[]) => boolean
  /** bulk actions (`useBulkActions`): checkboxes and a bulk bar; the selection spans pages */
  bulk?: BulkTable<ListItem<K>>
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
  pollWhile,
  bulk,
}: Props<K>) {
  // tokens of the pages before this one, so Previous can go back
  const [tokens, setTokens] = useState<(string | undefined)[]>([undefined])
  const pageToken = tokens[tokens.length - 1]
  // not usePrefetchedQuery: the loader prefetched the first page, the others load here
  const query = useQuery({
    ...listQuery(operationId, params, pageToken),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => {
      const rows = (q.state.data as { items?: ListItem<K>[] } | undefined)?.items ?? []
      return pollWhile?.(rows) ? POLL_MS : false
    },
  })
  const page = query.data as { items: ListItem<K>[]; nextPage?: string | null } | undefined
  const items = page?.items ?? []

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
      <DataTable
        rows={items}
        columns={columns}
        label={label}
        rowId={rowId}
        bulk={bulk}
        pageKey={pageToken ?? ''}
      />
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
