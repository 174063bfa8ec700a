import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { AuditLogEntry } from '~/api/__generated__/Api'
import {
  auditReadQuery,
  followWrites,
  LOOKBACK_PARAM,
  LOOKBACKS,
  lookedBackTo,
  parseLookback,
} from '~/api/audit-read'
import { useSearchWriter, withParam } from '~/hooks/use-search-writer'
import { useIsFleetViewer } from '~/layouts/fleet-viewer'
import {
  AUDIT_RESULTS,
  actorFilterText,
  actorText,
  auditEntryLink,
  operationFilterText,
  type UserNames,
} from '~/pages/system/audit-log/audit-range'
import { ResultBadge } from '~/pages/system/audit-log/result-badge'
import { useUserNames } from '~/pages/system/audit-log/user-names'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { type AuditResource, isAbout, resourceText } from '~/util/audit-match'
import { listFilterPredicate } from '~/util/list-filter'
import { DataTable } from '../data-table'
import { DateTime } from '../date-time'
import { ListPagination } from '../list-pagination'
import { ListStatusInSlot } from '../list-status'
import { ListToolbar } from '../list-toolbar'
import { TableLoading } from '../query-table'
import { type Column, columnHelper } from '../table-features'
import { useListUrlState } from '../use-list-url-state'

const col = columnHelper<AuditLogEntry>()
const columns = (names: UserNames): Column<AuditLogEntry>[] => [
  col.display({
    id: 'time',
    header: 'Time',
    cell: ({ row }) => DateTime({ date: row.original.timeCompleted }),
  }),
  col.display({
    id: 'actor',
    header: 'Actor',
    cell: ({ row }) => actorText(row.original.actor, names),
  }),
  col.display({
    id: 'operation',
    header: 'Operation',
    // the entry in the audit log, with every field
    cell: ({ row }) => (
      <Link className="mono" to={auditEntryLink(row.original)}>
        {row.original.operationId}
      </Link>
    ),
  }),
  col.display({
    id: 'result',
    header: 'Result',
    cell: ({ row }) => <ResultBadge result={row.original.result} />,
  }),
]

const ORDER_PARAM = 'order'

/**
 * A resource's Activity: the audit log entries whose request names it,
 * newest first, from the bounded read (`auditReadQuery`), with the list
 * recipe's filters, order and rows per page in the URL. For fleet viewers;
 * the page shows the tab to them only.
 */
export function ActivityList({ about }: { about: AuditResource }) {
  const mayRead = useIsFleetViewer()
  const [search, write] = useSearchWriter()
  const lookback = parseLookback(search)
  // fixed when the tab opens: the read's window does not move under the reader
  const [now] = useState(() => new Date())
  useEffect(followWrites, [])
  const read = useInfiniteQuery({ ...auditReadQuery(lookback, now), enabled: mayRead })
  const names = useUserNames()
  const tableColumns = useMemo(() => columns(names), [names])
  const { state, update, filterText, filterText2, typeFilter } = useListUrlState([])
  const statusSlot = useRef<HTMLSpanElement>(null)
  const [index, setIndex] = useState(0)
  const steps = read.data?.pages ?? []
  const aboutIt = useMemo(
    () => steps.flatMap((s) => s.items).filter((e) => isAbout(e.requestUri, about)),
    [steps, about],
  )
  if (!mayRead) {
    return (
      <EmptyState
        title="Activity is for fleet viewers"
        body="It is read from the audit log, which needs the fleet viewer role."
      />
    )
  }
  if (read.isPending) return <TableLoading />
  if (read.isError && !read.data) {
    return <Alert title="Could not read the audit log">{read.error.message}</Alert>
  }
  const oldestFirst = search.get(ORDER_PARAM) === 'oldest'
  const matches = aboutIt.filter(
    listFilterPredicate(
      state,
      (e) => actorFilterText(e, names),
      (e) => e.result.kind,
      operationFilterText,
    ),
  )
  const ordered = oldestFirst ? [...matches].reverse() : matches
  // a page past the end (the rows changed under it) shows the first
  const first = index < ordered.length ? index : 0
  const shown = ordered.slice(first, first + state.limit)
  const back = lookedBackTo(steps)
  return (
    <div>
      <div className="list-toolbar">
        <label className="list-control">
          Look back
          <select
            className="input"
            value={lookback}
            onChange={(e) => write((s) => withParam(s, LOOKBACK_PARAM, e.target.value))}
          >
            {LOOKBACKS.map((l) => (
              <option key={l.id} value={l.id}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
        <span role="status" className="cell-secondary">
          {back && (
            <>
              Read {steps.reduce((n, s) => n + s.items.length, 0).toLocaleString('en-US')} audit log
              entries, back to <DateTime date={back} />
            </>
          )}
        </span>
        <Button
          variant="secondary"
          size="sm"
          loading={read.isFetchingNextPage}
          onClick={() => read.fetchNextPage()}
        >
          Look further back
        </Button>
      </div>
      <ListToolbar
        label={`Activity of ${resourceText(about)}`}
        state={state}
        update={(changes) => {
          setIndex(0)
          update(changes)
        }}
        filterText={filterText}
        typeFilter={(text, key) => {
          setIndex(0)
          typeFilter(text, key)
        }}
        second={{ by: 'operation', text: filterText2 }}
        sortModes={[]}
        stateOptions={AUDIT_RESULTS}
        stateLabel="Result"
        filterBy="actor"
        statusRef={statusSlot}
        onFilterTyped={() => {}}
      />
      <ListStatusInSlot
        slot={statusSlot}
        updatedAt={read.dataUpdatedAt}
        refreshing={read.isRefetching && !read.isFetchingNextPage}
        onRefresh={() => read.refetch()}
      />
      <DataTable
        rows={shown}
        columns={tableColumns}
        label="Activity"
        rowId={(e) => e.id}
        sort={{
          column: 'time',
          direction: oldestFirst ? 'ascending' : 'descending',
          onToggle: () => write((s) => withParam(s, ORDER_PARAM, oldestFirst ? '' : 'oldest')),
        }}
        emptyState={
          <EmptyState
            title="No activity"
            body={`No audit log entry read is about ${resourceText(about)}.`}
          />
        }
      />
      {ordered.length > 0 && (
        <ListPagination
          label="Activity"
          first={first + 1}
          count={shown.length}
          limit={state.limit}
          onLimit={(limit) => {
            setIndex(0)
            update({ limit })
          }}
          onPrevious={first > 0 ? () => setIndex(Math.max(0, first - state.limit)) : undefined}
          onNext={
            first + state.limit < ordered.length ? () => setIndex(first + state.limit) : undefined
          }
        />
      )}
    </div>
  )
}
