import { useQuery } from '@tanstack/react-query'
import type { BgpImported } from '~/api/__generated__/Api'
import { valueColumn } from '~/components/columns'
import { DataTable } from '~/components/data-table'
import { DateTime } from '~/components/date-time'
import { JsonFieldsTable } from '~/components/json-fields-table'
import { ReadStatus } from '~/components/list-status'
import { TableLoading } from '~/components/query-table'
import { columnHelper } from '~/components/table-features'
import { Alert } from '~/ui/alert'
import { EmptyState } from '~/ui/empty-state'
import { type BgpMessageRow, bgpMessages } from './bgp-history'
import { bgpHistoryQuery, bgpImportedQuery } from './loaders'
import { bgpHistoryEntries } from './rack-networking-values'

const message = columnHelper<BgpMessageRow>()
const messageColumns = [
  valueColumn<BgpMessageRow>('time', 'Time', (r) =>
    r.time ? <DateTime date={new Date(r.time)} /> : '—',
  ),
  valueColumn<BgpMessageRow>('direction', 'Direction', (r) => r.direction),
  message.display({ id: 'type', header: 'Type', cell: ({ row }) => row.original.type }),
  valueColumn<BgpMessageRow>('details', 'Details', (r) => (
    <span className="mono">{r.details || '—'}</span>
  )),
]

const imported = columnHelper<BgpImported>()
const importedColumns = [
  valueColumn<BgpImported>('prefix', 'Prefix', (r) => <span className="mono">{r.prefix}</span>),
  valueColumn<BgpImported>('nexthop', 'Next hop', (r) => <span className="mono">{r.nexthop}</span>),
  imported.display({ id: 'switch', header: 'Switch', cell: ({ row }) => row.original.switch }),
  imported.display({ id: 'id', header: 'ID', cell: ({ row }) => row.original.id }),
]

/**
 * The imported IPv4 routes and message history of one ASN. The loader
 * prefetches them; read here without failing the page, since the API answers
 * 404 for an ASN whose configuration was just deleted: that shows in place.
 */
export function BgpAsnSection({ asn }: { asn: number }) {
  const routes = useQuery({ ...bgpImportedQuery(asn), throwOnError: false })
  const history = useQuery({ ...bgpHistoryQuery(asn), throwOnError: false })
  const entries = bgpHistoryEntries(history.data)
  return (
    <>
      <h3 className="section-title" id="bgp-imported-title">
        Imported IPv4 routes
      </h3>
      {routes.isPending ? (
        <TableLoading />
      ) : routes.isError ? (
        <Alert title="Could not load imported routes">{routes.error.message}</Alert>
      ) : (
        <DataTable
          rows={routes.data}
          columns={importedColumns}
          label={`Imported IPv4 routes of ASN ${asn}`}
          reads={[bgpImportedQuery(asn)]}
          rowId={(r) => `${r.switch}:${r.id}:${r.prefix}`}
          emptyState={
            <EmptyState
              title="No imported routes"
              body={`No switch has learned a route from a peer of ASN ${asn}.`}
            />
          }
        />
      )}
      <h3 className="section-title">Message history</h3>
      {history.isSuccess && (
        <ReadStatus reads={[bgpHistoryQuery(asn)]} what={`Message history of ASN ${asn}`} />
      )}
      {history.isPending ? (
        <TableLoading />
      ) : history.isError ? (
        <Alert title="Could not load message history">{history.error.message}</Alert>
      ) : entries.length === 0 ? (
        <EmptyState title="No messages" body={`No switch has a BGP session of ASN ${asn}.`} />
      ) : (
        entries.map((e) => {
          const label = `Messages of ${e.switch}, peer ${e.peer}`
          const messages = bgpMessages(e.history)
          return (
            <details key={`${e.switch}:${e.peer}`} className="bgp-history-entry">
              <summary>
                {e.switch}, peer {e.peer}
              </summary>
              {messages ? (
                <DataTable
                  rows={messages}
                  columns={messageColumns}
                  label={label}
                  rowId={(m) => `${m.direction}:${m.time}:${m.type}:${m.details}`}
                  emptyState={<p className="cell-secondary">No messages.</p>}
                />
              ) : (
                <JsonFieldsTable value={e.history} label={label} />
              )}
            </details>
          )
        })
      )}
    </>
  )
}
