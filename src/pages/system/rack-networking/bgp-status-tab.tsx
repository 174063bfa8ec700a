import { useMemo } from 'react'
import type { BgpExported, BgpPeerStatus } from '~/api/__generated__/Api'
import { apiQuery, usePrefetchedApiQuery, usePrefetchedQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { valueColumn } from '~/components/columns'
import { DataTable } from '~/components/data-table'
import { columnHelper } from '~/components/table-features'
import { TitledSection } from '~/components/titled-section'
import { useSearchWriter, withParam } from '~/hooks/use-search-writer'
import { Badge } from '~/ui/badge'
import { EmptyState } from '~/ui/empty-state'
import { paths } from '~/util/paths'
import { timeAgo } from '~/util/time-ago'
import { BgpAsnSection } from './bgp-asn-section'
import { asnsOf, bgpConfigsQuery, chosenAsn } from './loaders'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Status', to: paths.systemBgpStatus() }],
}

const peer = columnHelper<BgpPeerStatus>()
const sessionColumns = [
  valueColumn<BgpPeerStatus>('addr', 'Peer address', (r) => <span className="mono">{r.addr}</span>),
  peer.display({ id: 'switch', header: 'Switch', cell: ({ row }) => row.original.switch }),
  peer.display({
    id: 'state',
    header: 'State',
    cell: ({ row }) => (
      <Badge color={row.original.state === 'established' ? 'green' : 'yellow'}>
        {row.original.state}
      </Badge>
    ),
  }),
  valueColumn<BgpPeerStatus>('duration', 'In state for', (r) => timeAgo(r.stateDurationMillis)),
  peer.display({ id: 'local', header: 'Local ASN', cell: ({ row }) => row.original.localAsn }),
  peer.display({ id: 'remote', header: 'Remote ASN', cell: ({ row }) => row.original.remoteAsn }),
  valueColumn<BgpPeerStatus>('peerId', 'Peer ID', (r) => (
    <span className="mono cell-secondary">{r.peerId}</span>
  )),
]

const exported = columnHelper<BgpExported>()
const exportedColumns = [
  valueColumn<BgpExported>('prefix', 'Prefix', (r) => <span className="mono">{r.prefix}</span>),
  exported.display({ id: 'switch', header: 'Switch', cell: ({ row }) => row.original.switch }),
  valueColumn<BgpExported>('peerId', 'Peer ID', (r) => <span className="mono">{r.peerId}</span>),
]

/** What the switches' BGP routers report: sessions, the routes they export, and per ASN what they learn. */
export function Component() {
  const { data: sessions } = usePrefetchedApiQuery('networkingBgpStatus', {})
  const { data: routes } = usePrefetchedApiQuery('networkingBgpExported', {})
  const { data: configs } = usePrefetchedQuery(bgpConfigsQuery())
  const [search, write] = useSearchWriter()
  const asns = useMemo(() => asnsOf(configs.items), [configs])
  const asn = chosenAsn(search, asns)
  return (
    <>
      <section aria-labelledby="bgp-sessions-title">
        <h2 className="section-title" id="bgp-sessions-title">
          Sessions
        </h2>
        <DataTable
          rows={sessions}
          columns={sessionColumns}
          label="BGP sessions"
          reads={[apiQuery('networkingBgpStatus', {})]}
          rowId={(s) => `${s.switch}:${s.addr}`}
          emptyState={
            <EmptyState
              title="No BGP sessions"
              body="A session starts when port settings with a BGP peer are applied to a switch port."
            />
          }
        />
      </section>
      <section aria-labelledby="bgp-exported-title">
        <h2 className="section-title" id="bgp-exported-title">
          Exported routes
        </h2>
        <DataTable
          rows={routes}
          columns={exportedColumns}
          label="Exported routes"
          reads={[apiQuery('networkingBgpExported', {})]}
          rowId={(r) => `${r.switch}:${r.peerId}:${r.prefix}`}
          emptyState={
            <EmptyState title="No exported routes" body="The switches announce nothing to peers." />
          }
        />
      </section>
      <TitledSection
        title="Routes and messages by ASN"
        actions={
          asns.length > 0 && (
            <label className="inline-field">
              ASN{' '}
              <select
                className="input"
                value={asn}
                onChange={(e) =>
                  write((s) => withParam(s, 'asn', e.target.value), { replace: true })
                }
              >
                {asns.map((a) => (
                  <option key={a} value={a}>
                    {a}
                  </option>
                ))}
              </select>
            </label>
          )
        }
      >
        {asn === undefined ? (
          <EmptyState
            title="No BGP configurations"
            body="Routes and message history are read per ASN, from the BGP configurations."
          />
        ) : (
          <BgpAsnSection asn={asn} />
        )}
      </TitledSection>
    </>
  )
}
