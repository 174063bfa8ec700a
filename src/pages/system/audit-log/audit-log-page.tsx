import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import type { AuditLogEntry } from '~/api/__generated__/Api'
import { allPagesQuery, queryClient, sortedAllPagesQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { actionsColumn, valueColumn } from '~/components/columns'
import { DateTime } from '~/components/date-time'
import { PageHeader } from '~/components/page-header'
import { QueryTable } from '~/components/query-table'
import { useSearchWriter, withParam } from '~/hooks/use-search-writer'
import { useTimeZone } from '~/hooks/use-time-zone'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { addToast } from '~/ui/toast'
import { listFilterPredicate } from '~/util/list-filter'
import { parseListUrlState } from '~/util/list-url-state'
import { paths } from '~/util/paths'
import { saveFile } from '~/util/save-file'
import { AuditEntryModal } from './audit-entry-modal'
import {
  AUDIT_RESULTS,
  type AuditWindow,
  actorFilterText,
  actorText,
  auditLogParams,
  auditWindow,
  operationFilterText,
  parseAuditRange,
  toJsonLines,
  type UserNames,
} from './audit-range'
import { AuditRangeBar } from './audit-range-bar'
import { ResultBadge } from './result-badge'
import { useUserNames } from './user-names'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Audit Log', to: paths.systemAuditLog() }],
}

const columns = (view: (e: AuditLogEntry) => void, names: UserNames) => [
  valueColumn<AuditLogEntry>('time', 'Time', (r) => DateTime({ date: r.timeCompleted })),
  valueColumn<AuditLogEntry>('actor', 'Actor', (r) => actorText(r.actor, names)),
  valueColumn<AuditLogEntry>('operation', 'Operation', (r) => (
    <span className="mono">{r.operationId}</span>
  )),
  valueColumn<AuditLogEntry>('result', 'Result', (r) => {
    const { result } = r
    return (
      <>
        <ResultBadge result={result} />
        {result.kind === 'error' && (
          <span className="cell-secondary cell-truncate"> {result.errorMessage}</span>
        )}
      </>
    )
  }),
  valueColumn<AuditLogEntry>('source', 'Source IP', (r) => (
    <span className="mono">{r.sourceIp}</span>
  )),
  valueColumn<AuditLogEntry>('agent', 'User agent', (r) => (
    <span className="cell-secondary cell-truncate">{r.userAgent ?? '—'}</span>
  )),
  valueColumn<AuditLogEntry>('request', 'Request ID', (r) => (
    <span className="mono">{r.requestId}</span>
  )),
  actionsColumn<AuditLogEntry>((e) => [{ label: 'View entry', onSelect: () => view(e) }]),
]

const resultFilter = {
  options: AUDIT_RESULTS,
  of: (e: AuditLogEntry) => e.result.kind,
  label: 'Result',
}

const operationFilter = { by: 'operation', text: operationFilterText }

/**
 * Every entry the shown window and filter hold, read page by page (the
 * list's own all-pages read, so a filter already read costs nothing more).
 */
async function exportEntries(window: AuditWindow, search: URLSearchParams, names: UserNames) {
  const params = auditLogParams(window)
  const { items } = await queryClient.fetchQuery(
    sortedAllPagesQuery('auditLogList', params, undefined),
  )
  const filter = parseListUrlState(search, [])
  const shown = items.filter(
    listFilterPredicate(
      filter,
      (e) => actorFilterText(e, names),
      resultFilter.of,
      operationFilterText,
    ),
  )
  const stamp = window.startTime.toISOString().replace(/[:.]/g, '-')
  saveFile(
    new Blob([toJsonLines(shown)], { type: 'application/jsonl' }),
    `audit-log-${stamp}.jsonl`,
  )
  return shown.length
}

/** Who changed what: the audit log, for fleet viewers, newest first in a time range. */
export function Component() {
  const [search, write] = useSearchWriter()
  // fixed when the page opens: the list's query does not move under the reader
  const [now] = useState(() => new Date())
  const range = parseAuditRange(search)
  const zone = useTimeZone()
  const window = auditWindow(range, now, zone)
  const [entry, setEntry] = useState<AuditLogEntry>()
  // an entry linked to (from a resource's Activity): the page reads its minute and opens it
  const linkedId = search.get('entry')
  const linked = useQuery({
    ...allPagesQuery('auditLogList', 'error' in window ? { query: {} } : auditLogParams(window)),
    enabled: !!linkedId && !('error' in window),
  })
  const linkedEntry = linked.data?.items.find((e) => e.id === linkedId)
  const [exporting, setExporting] = useState(false)
  const names = useUserNames()
  const tableColumns = useMemo(() => columns(setEntry, names), [names])
  const exportButton =
    'error' in window ? undefined : (
      <Button
        variant="secondary"
        loading={exporting}
        onClick={() => {
          setExporting(true)
          exportEntries(window, search, names)
            .then((n) => addToast({ title: 'Audit log exported', content: `${n} entries` }))
            .catch((e: { message?: string }) =>
              addToast({
                title: 'Could not export the audit log',
                content: e.message,
                variant: 'error',
              }),
            )
            .finally(() => setExporting(false))
        }}
      >
        Export JSON Lines
      </Button>
    )
  return (
    <>
      <PageHeader title="Audit Log" actions={exportButton} />
      <AuditRangeBar range={range} />
      {'error' in window ? (
        <Alert title="Choose a time range">{window.error}</Alert>
      ) : (
        <QueryTable
          operationId="auditLogList"
          params={auditLogParams(window)}
          columns={tableColumns}
          label="Audit log"
          filterText={(e) => actorFilterText(e, names)}
          filterBy="actor"
          secondFilter={operationFilter}
          stateFilter={resultFilter}
          emptyState={
            <EmptyState
              title="No entries"
              body="Nothing was changed through the API in this time range."
            />
          }
        />
      )}
      {linkedId && linked.data && !linkedEntry && (
        <Alert title="Entry not found">No entry {linkedId} in this time range.</Alert>
      )}
      {entry && <AuditEntryModal entry={entry} onDismiss={() => setEntry(undefined)} />}
      {!entry && linkedEntry && (
        <AuditEntryModal
          entry={linkedEntry}
          onDismiss={() => write((s) => withParam(s, 'entry', ''))}
        />
      )}
    </>
  )
}
