import { hashKey, useQuery } from '@tanstack/react-query'
import { useState, useSyncExternalStore } from 'react'
import { ALL_PAGES_LIMIT, readProgress, subscribeProgress } from '~/api/all-pages'
import {
  type AllPages,
  type ListItem,
  type ListOperationId,
  listQuery,
  sortedAllPagesQuery,
} from '~/api/query'
import { Alert } from '~/ui/alert'
import {
  estimateTotal,
  listFilterPredicate,
  matchesText,
  readProgressText,
} from '~/util/list-filter'
import { ListPagination } from './list-pagination'
import { ListStatusInSlot } from './list-status'
import { ListTable } from './list-table'
import { defaultFilterText, type ListBodyProps, POLL_MS } from './list-types'

type Page<K extends ListOperationId> = { items: ListItem<K>[]; nextPage?: string | null }

/**
 * A filtered list. The API has no name filter, so the console filters on the
 * client: a list whose first page is all of it filters that page at once; a
 * longer one reads every page in the background (`allPagesQuery`), saying how
 * far it has got, then filters. The matches page on the client, in the
 * server's order, with the list's rows per page.
 */
export default function FilteredList<K extends ListOperationId>({
  props,
  state,
  update,
  sortModes,
  statusSlot,
}: ListBodyProps<K>) {
  const { operationId, params, pollWhile, label, stateFilter } = props
  const matches = listFilterPredicate(
    state,
    props.filterText ?? defaultFilterText,
    stateFilter?.of,
    props.secondFilter?.text,
  )
  const pollInterval = (q: { state: { data?: unknown } }) => {
    const rows = (q.state.data as { items?: ListItem<K>[] } | undefined)?.items ?? []
    return pollWhile?.(rows.filter(matches)) ? POLL_MS : false
  }
  const opts = { sortBy: state.sort, limit: state.limit }
  const first = useQuery({
    ...listQuery(operationId, params, undefined, opts),
    refetchInterval: pollInterval,
  })
  const firstPage = first.data as Page<K> | undefined
  const complete = !!firstPage && !firstPage.nextPage

  const allQuery = sortedAllPagesQuery(operationId, params, state.sort)
  const all = useQuery({
    ...allQuery,
    enabled: !!firstPage && !complete,
    refetchInterval: pollInterval,
  })
  const hash = hashKey(allQuery.queryKey)
  const progress = useSyncExternalStore(subscribeProgress, () => readProgress(hash))

  // the page of matches shown; a new filter (this component's key) starts at the first
  const [index, setIndex] = useState(0)

  const source = complete ? first : all
  const data = complete ? firstPage : (all.data as AllPages<K> | undefined)
  if (source.isError && !data) {
    return <Alert title="Could not load the list">{source.error?.message}</Alert>
  }
  const status = data && (
    <ListStatusInSlot
      slot={statusSlot}
      updatedAt={source.dataUpdatedAt}
      refreshing={source.isRefetching}
      onRefresh={() => source.refetch()}
    />
  )
  if (!data) {
    const read = progress?.read ?? 0
    const more = progress?.more ?? true
    const text = progress ? readProgressText(read, more, ALL_PAGES_LIMIT) : `Reading ${label}`
    return (
      <div className="list-progress">
        <progress
          aria-label={`Reading ${label}`}
          aria-valuetext={text}
          max={progress ? estimateTotal(read, more, ALL_PAGES_LIMIT) : undefined}
          value={progress ? read : undefined}
        />
        <span>{text}</span>
      </div>
    )
  }

  const found = data.items.filter(matches)
  const pages = Math.max(1, Math.ceil(found.length / state.limit))
  const at = Math.min(index, pages - 1)
  const rows = found.slice(at * state.limit, (at + 1) * state.limit)
  return (
    <>
      {status}
      <p role="status" className="list-matches">
        {matchesText(found.length)}
      </p>
      <ListTable
        props={props}
        rows={rows}
        state={state}
        update={update}
        sortModes={sortModes}
        emptyText={`No ${label.toLowerCase()} match the filter.`}
        pageKey={`matches|${at}`}
        allMatching={found}
      />
      <ListPagination
        label={label}
        first={at * state.limit + 1}
        count={rows.length}
        limit={state.limit}
        onLimit={(limit) => update({ limit })}
        onPrevious={at > 0 ? () => setIndex(at - 1) : undefined}
        onNext={at < pages - 1 ? () => setIndex(at + 1) : undefined}
      />
    </>
  )
}
