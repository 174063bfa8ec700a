import { Fragment, type ReactNode } from 'react'
import { Link } from 'react-router'
import type { LldpNeighbor, ManagementAddress } from '~/api/__generated__/Api'
import { useApiQuery, usePrefetchedQuery } from '~/api/query'
import { LastChanged } from '~/components/activity/last-changed'
import { valueColumn } from '~/components/columns'
import { DataTable } from '~/components/data-table'
import { DateTime } from '~/components/date-time'
import { columnHelper } from '~/components/table-features'
import { Spinner } from '~/ui/spinner'
import { paths } from '~/util/paths'
import { lldpNeighborsQuery, portParams } from './loaders'
import { type PortSel, portAuditResource } from './switch-port-values'

/** An LLDP management address: an IP, or a MAC-style IEEE 802 address. */
const addressText = ({ addr }: ManagementAddress) =>
  'ipAddr' in addr
    ? addr.ipAddr
    : addr.iEEE802.map((b) => b.toString(16).padStart(2, '0')).join(':')

const col = columnHelper<LldpNeighbor>()
const neighborColumns = [
  valueColumn<LldpNeighbor>('system', 'System name', (r) => r.systemName ?? '—'),
  valueColumn<LldpNeighbor>('chassis', 'Chassis ID', (r) => (
    <span className="mono">{r.chassisId}</span>
  )),
  valueColumn<LldpNeighbor>('link', 'Their port', (r) => (
    <>
      {r.linkName}
      {r.linkDescription && <div className="cell-secondary">{r.linkDescription}</div>}
    </>
  )),
  valueColumn<LldpNeighbor>('management', 'Management address', (r) => (
    <span className="mono">{r.managementIp.map(addressText).join(', ') || '—'}</span>
  )),
  col.display({
    id: 'lastSeen',
    header: 'Last seen',
    // the client makes Dates of `time_*` fields only: `last_seen` arrives as a string
    cell: ({ row }) =>
      DateTime({ date: new Date(row.original.lastSeen), className: 'cell-secondary' }),
  }),
]

/** The devices the port hears LLDP from: what is plugged into it. */
export function LldpNeighborsSection({ sel }: { sel: PortSel }) {
  const neighbors = usePrefetchedQuery(lldpNeighborsQuery(sel)).data.items
  return (
    <section aria-labelledby="lldp-neighbors-title">
      <h2 className="section-title" id="lldp-neighbors-title">
        LLDP neighbors
      </h2>
      <DataTable
        rows={neighbors}
        columns={neighborColumns}
        label="LLDP neighbors"
        reads={[lldpNeighborsQuery(sel)]}
        rowId={(n) => n.chassisId}
        emptyState={<p className="cell-secondary">No LLDP neighbor is seen on this port.</p>}
      />
    </section>
  )
}

const CONFIG_FIELDS = [
  ['Link name', 'linkName'],
  ['Link description', 'linkDescription'],
  ['Chassis ID', 'chassisId'],
  ['System name', 'systemName'],
  ['System description', 'systemDescription'],
  ['Management IP', 'managementIp'],
] as const

/** What the port's link says about itself over LLDP; fleet admins change it. */
export function LldpConfigSection({
  sel,
  hasSettings,
  isAdmin,
}: {
  sel: PortSel
  hasSettings: boolean
  isAdmin: boolean
}) {
  // optional data: without settings there is no link, and the API answers 404
  const config = useApiQuery('networkingSwitchPortLldpConfigView', portParams(sel), {
    enabled: hasSettings,
    throwOnError: false,
  })
  let body: ReactNode
  if (!hasSettings) {
    body = <p className="cell-secondary">Apply settings to the port to configure LLDP.</p>
  } else if (config.isPending) {
    body = <Spinner label="Loading LLDP configuration" />
  } else if (config.isError) {
    body = <p className="cell-secondary">No LLDP configuration: {config.error.message}</p>
  } else {
    const c = config.data
    body = (
      <dl className="properties" aria-label="LLDP configuration">
        <dt>LLDP</dt>
        <dd>{c.enabled ? 'Enabled' : 'Disabled'}</dd>
        {CONFIG_FIELDS.map(([label, key]) => (
          <Fragment key={key}>
            <dt>{label}</dt>
            <dd>{c[key] || '—'}</dd>
          </Fragment>
        ))}
      </dl>
    )
  }
  return (
    <section aria-labelledby="lldp-config-title">
      <div className="compute-section-header">
        <h2 className="section-title" id="lldp-config-title">
          LLDP configuration
        </h2>
        {isAdmin && config.isSuccess && (
          <Link className="btn btn-secondary btn-sm" to={paths.systemSwitchPortLldpEdit(sel)}>
            Edit LLDP configuration
          </Link>
        )}
      </div>
      {hasSettings && (
        <LastChanged
          operation="networking_switch_port_lldp_config_update"
          about={portAuditResource(sel)}
        />
      )}
      {body}
    </section>
  )
}
