import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Suspense, useRef, useState } from 'react'
import { sortModesOf } from '~/api/list-sort'
import {
  isStaleInCache,
  type ListItem,
  type ListOperationId,
  listQuery,
  queryClient,
  sortedAllPagesQuery,
} from '~/api/query'
import { Alert } from '~/ui/alert'
import { lazyWithRetry } from '~/ui/lazy-with-retry'
import { Spinner } from '~/ui/spinner'
import { isFiltered } from '~/util/list-url-state'
import { ListPagination } from './list-pagination'
import { ListStatus, ListStatusInSlot, StatusBar } from './list-status'
import { ListTable } from './list-table'
import { ListToolbar } from './list-toolbar'
import { type ListBodyProps, POLL_MS, type QueryTableProps } from './list-types'
import { useListUrlState } from './use-list-url-state'

export type { QueryTableProps }
export { POLL_MS }

// a filtered list reads every page and shows progress: code only a filter needs
const FilteredList = lazyWithRetry(() => import('./filtered-list'))

/**
 * The one list recipe, used by every list page: a page of the list operation in the
 * server's order (`sort_by`), `limit` rows at a time with `pageToken`, with a
 * filter, a live status, and loading, empty and error states. Sort, rows per
 * page and filter live in the URL (`urlListQuery` reads them in the loader).
 */
export function QueryTable<K extends ListOperationId>(props: QueryTableProps<K>) {
  const sortModes = sortModesOf(props.operationId)
  const { state, update, filterText, filterText2, typeFilter } = useListUrlState(
    sortModes,
    props.urlPrefix,
  )
  // where the body puts its live status: in the toolbar, which stays mounted
  // (and keeps the filter box's focus) while the body changes from pages to matches
  const statusSlot = useRef<HTMLSpanElement>(null)
  // the first page, as the loader started it: an empty list is its empty state, no filter
  const firstQuery = listQuery(props.operationId, props.params, undefined, {
    sortBy: state.sort,
    limit: state.limit,
  })
  const first = useQuery(firstQuery)
  // rows the cache held when the page opened, but older than a loader takes (or a
  // mutation's: a deleted row), wait for the call the loader started, as the
  // loader itself once waited for it
  const [staleOnArrival] = useState(() => isStaleInCache(firstQuery.queryKey))
  const filtered = isFiltered(state)
  const waiting = first.isPending || (staleOnArrival && !first.isFetchedAfterMount)
  if (waiting) return <TableLoading />
  if (first.isError && !first.data) {
    return <Alert title="Could not load the list">{first.error.message}</Alert>
  }
  const firstPage = first.data as { items?: unknown[]; nextPage?: string | null } | undefined
  const firstItems = firstPage?.items ?? []
  if (!filtered && firstItems.length === 0) {
    // nothing to filter or sort, but someone may have made one since: it can be read again
    return (
      <>
        <StatusBar>
          <ListStatus
            updatedAt={first.dataUpdatedAt}
            refreshing={first.isRefetching}
            onRefresh={() => first.refetch()}
          />
        </StatusBar>
        {props.emptyState}
      </>
    )
  }
  // a list longer than its first page reads every page to filter them: start
  // that read, and the filtered list's code, at the first key typed, not after
  // the pause that puts the filter in the URL
  const onFilterTyped = () => {
    if (!firstPage?.nextPage) return
    FilteredList.preload()
    void queryClient.prefetchQuery(sortedAllPagesQuery(props.operationId, props.params, state.sort))
  }

  const body: ListBodyProps<K> = { props, state, update, sortModes, statusSlot }
  return (
    <div>
      <ListToolbar
        label={props.label}
        state={state}
        update={update}
        filterText={filterText}
        typeFilter={typeFilter}
        sortModes={sortModes}
        stateOptions={props.stateFilter?.options}
        stateLabel={props.stateFilter?.label}
        filterBy={props.filterBy ?? 'name'}
        second={props.secondFilter && { by: props.secondFilter.by, text: filterText2 }}
        statusRef={statusSlot}
        onFilterTyped={onFilterTyped}
      />
      {filtered ? (
        <Suspense fallback={<TableLoading />}>
          <FilteredList
            key={`${state.q}|${state.q2}|${state.state}|${state.sort}|${state.limit}`}
            {...body}
          />
        </Suspense>
      ) : (
        <PagedList {...body} />
      )}
    </div>
  )
}

export const TableLoading = () => (
  <div className="table-loading">
    <Spinner /> Loading
  </div>
)

/** The server's pages, one at a time; Previous goes back through the tokens seen. */
function PagedList<K extends ListOperationId>({
  props,
  state,
  update,
  sortModes,
  statusSlot,
}: ListBodyProps<K>) {
  const { operationId, params, pollWhile, label } = props
  // a new order or page size starts again from the first page
  const pagingKey = `${state.sort}|${state.limit}`
  const [paging, setPaging] = useState({
    key: pagingKey,
    tokens: [undefined] as (string | undefined)[],
  })
  const tokens = paging.key === pagingKey ? paging.tokens : [undefined]
  const pageToken = tokens[tokens.length - 1]
  // not usePrefetchedQuery: the loader started the first page (startFetch), the others load here
  const query = useQuery({
    ...listQuery(operationId, params, pageToken, { sortBy: state.sort, limit: state.limit }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => {
      const rows = (q.state.data as { items?: ListItem<K>[] } | undefined)?.items ?? []
      return pollWhile?.(rows) ? POLL_MS : false
    },
  })
  const page = query.data as { items: ListItem<K>[]; nextPage?: string | null } | undefined
  const items = page?.items ?? []

  if (query.isPending) return <TableLoading />
  if (query.isError && !page) {
    return <Alert title="Could not load the list">{query.error.message}</Alert>
  }

  const next = page?.nextPage ?? undefined
  return (
    <>
      <ListStatusInSlot
        slot={statusSlot}
        updatedAt={query.dataUpdatedAt}
        refreshing={query.isRefetching && !query.isPlaceholderData}
        onRefresh={() => query.refetch()}
      />
      <ListTable
        props={props}
        rows={items}
        state={state}
        update={update}
        sortModes={sortModes}
        pageKey={`${pagingKey}|${pageToken ?? ''}`}
      />
      <ListPagination
        label={label}
        first={(tokens.length - 1) * state.limit + 1}
        count={items.length}
        limit={state.limit}
        onLimit={(limit) => update({ limit })}
        onPrevious={
          tokens.length > 1
            ? () => setPaging({ key: pagingKey, tokens: tokens.slice(0, -1) })
            : undefined
        }
        onNext={next ? () => setPaging({ key: pagingKey, tokens: [...tokens, next] }) : undefined}
        status={query.isFetching && query.isPlaceholderData && <Spinner label="Loading page" />}
      />
    </>
  )
}
