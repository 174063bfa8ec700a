import type { RowData } from '@tanstack/react-table'
import { type ReactNode, useMemo } from 'react'
import type {
  BgpPeer,
  SwitchInterfaceConfig,
  SwitchPortAddressView,
  SwitchPortLinkConfig,
  SwitchPortRouteConfig,
} from '~/api/__generated__/Api'
import { DataTable } from '~/components/data-table'
import { type Column, columnHelper } from '~/components/table-features'

/** The parts of a port settings object, each as a table (its view page). */

const mono = (text: string) => <span className="mono">{text}</span>
const optional = (n: number | null | undefined) => (n === null || n === undefined ? '—' : String(n))
const enabled = (on: boolean | undefined) => (on ? 'enabled' : 'disabled')
/** `speed100_g` -> `100 Gbit/s` */
const speedText = (speed: string) => speed.replace(/^speed(\d+)_g$/, '$1 Gbit/s')
/** The taps that are set, `main 40, post1 -4`; none set: the switch's defaults. */
const txEqText = (tx: SwitchPortLinkConfig['txEqConfig']) => {
  const taps = tx
    ? (['pre1', 'pre2', 'main', 'post2', 'post1'] as const).flatMap((k) =>
        tx[k] === null || tx[k] === undefined ? [] : [`${k} ${tx[k]}`],
      )
    : []
  return taps.length ? taps.join(', ') : 'default'
}

/** A column as data: its id, its header and what a row shows in it. */
type Cell<T> = readonly [id: string, header: string, cell: (row: T) => ReactNode]

const columnsOf = <T extends RowData>(cells: Cell<T>[]): Column<T>[] =>
  cells.map(([id, header, cell]) =>
    columnHelper<T>().display({ id, header, cell: ({ row }) => cell(row.original) }),
  )

/** One part's table: "No links." when it has none (`what`: the label's words, in a sentence). */
function PartTable<T extends RowData>({
  what,
  ...props
}: {
  rows: T[]
  columns: Column<T>[]
  label: string
  what?: string
  rowId: (row: T) => string
}) {
  const empty = <p className="cell-secondary">No {what ?? props.label.toLowerCase()}.</p>
  return <DataTable {...props} emptyState={empty} />
}

const linkColumns = columnsOf<SwitchPortLinkConfig>([
  ['name', 'Link', (l) => l.linkName],
  ['speed', 'Speed', (l) => speedText(l.speed)],
  ['fec', 'FEC', (l) => l.fec ?? 'default'],
  ['mtu', 'MTU', (l) => l.mtu],
  ['autoneg', 'Autonegotiation', (l) => (l.autoneg ? 'on' : 'off')],
  ['lldp', 'LLDP', (l) => enabled(l.lldpLinkConfig?.enabled)],
  ['txeq', 'Transceiver equalization', (l) => txEqText(l.txEqConfig)],
])

export const LinksTable = ({ links }: { links: SwitchPortLinkConfig[] }) => (
  <PartTable rows={links} columns={linkColumns} label="Links" rowId={(l) => l.linkName} />
)

const interfaceColumns = columnsOf<SwitchInterfaceConfig>([
  ['link', 'Link', (i) => i.interfaceName],
  ['kind', 'Kind', ({ kind }) => (kind.type === 'vlan' ? `VLAN ${kind.vid}` : kind.type)],
  ['v6', 'IPv6', (i) => enabled(i.v6Enabled)],
])

export const InterfacesTable = ({ interfaces }: { interfaces: SwitchInterfaceConfig[] }) => (
  <PartTable rows={interfaces} columns={interfaceColumns} label="Interfaces" rowId={(i) => i.id} />
)

const addressColumns = columnsOf<SwitchPortAddressView>([
  ['link', 'Link', (a) => a.interfaceName],
  ['address', 'Address', (a) => mono(a.address)],
  ['lot', 'Address lot', (a) => a.addressLotName],
  ['vlan', 'VLAN ID', (a) => optional(a.vlanId)],
])

export const AddressesTable = ({ addresses }: { addresses: SwitchPortAddressView[] }) => (
  <PartTable
    rows={addresses}
    columns={addressColumns}
    label="Addresses"
    rowId={(a) => `${a.interfaceName} ${a.address} ${a.vlanId ?? ''}`}
  />
)

const routeColumns = columnsOf<SwitchPortRouteConfig>([
  ['link', 'Link', (r) => r.interfaceName],
  ['dst', 'Destination', (r) => mono(r.dst)],
  ['gw', 'Gateway', (r) => mono(r.gw)],
  ['vlan', 'VLAN ID', (r) => optional(r.vlanId)],
  ['rib', 'RIB priority', (r) => optional(r.ribPriority)],
])

export const RoutesTable = ({ routes }: { routes: SwitchPortRouteConfig[] }) => (
  <PartTable
    rows={routes}
    columns={routeColumns}
    label="Routes"
    rowId={(r) => `${r.interfaceName} ${r.dst} ${r.gw} ${r.vlanId ?? ''}`}
  />
)

/** Which prefixes a peer's routes are filtered to, or that they are not. */
const policyText = (p: BgpPeer['allowedImport']) =>
  p.type === 'allow' ? (p.value.length ? p.value.join(', ') : 'nothing') : 'no filtering'

/** A numbered peer by its address; an unnumbered one is reached over the link itself. */
const peerAddress = (p: BgpPeer) =>
  p.addr.type === 'numbered' ? p.addr.targetAddr : 'unnumbered (the link)'

const peerColumns = (configName: (idOrName: string) => string) =>
  columnsOf<BgpPeer>([
    ['addr', 'Peer', (p) => mono(peerAddress(p))],
    ['asn', 'Remote ASN', (p) => optional(p.remoteAsn)],
    ['config', 'BGP configuration', (p) => configName(p.bgpConfig)],
    ['timers', 'Hold / keepalive', (p) => `${p.holdTime} s / ${p.keepalive} s`],
    ['communities', 'Communities', (p) => (p.communities.length ? p.communities.join(', ') : '—')],
    ['import', 'Import policy', (p) => policyText(p.allowedImport)],
    ['export', 'Export policy', (p) => policyText(p.allowedExport)],
    // the key itself is never shown again: only whether there is one
    ['md5', 'MD5 key', (p) => (p.md5AuthKey ? 'set' : 'none')],
  ])

export function BgpPeersTable({
  peers,
  configName,
}: {
  peers: BgpPeer[]
  configName: (idOrName: string) => string
}) {
  const columns = useMemo(() => peerColumns(configName), [configName])
  return (
    <PartTable
      rows={peers}
      columns={columns}
      label="BGP peers"
      what="BGP peers"
      rowId={(p) => `${peerAddress(p)} ${p.bgpConfig} ${p.vlanId ?? ''}`}
    />
  )
}
