import { useMemo } from 'react'
import type {
  BgpPeer,
  SwitchInterfaceConfig,
  SwitchPortAddressView,
  SwitchPortLinkConfig,
  SwitchPortRouteConfig,
} from '~/api/__generated__/Api'
import { DataTable } from '~/components/data-table'
import { columnHelper } from '~/components/table-features'

/** The parts of a port settings object, each as a table (its view page). */

const none = (what: string) => <p className="cell-secondary">No {what}.</p>
const mono = (text: string) => <span className="mono">{text}</span>
const optional = (n: number | null | undefined) => (n === null || n === undefined ? '—' : String(n))
/** `speed100_g` -> `100 Gbit/s` */
const speedText = (speed: string) => speed.replace(/^speed(\d+)_g$/, '$1 Gbit/s')

const linkCol = columnHelper<SwitchPortLinkConfig>()
const linkColumns = [
  linkCol.display({ id: 'name', header: 'Link', cell: ({ row }) => row.original.linkName }),
  linkCol.display({
    id: 'speed',
    header: 'Speed',
    cell: ({ row }) => speedText(row.original.speed),
  }),
  linkCol.display({ id: 'fec', header: 'FEC', cell: ({ row }) => row.original.fec ?? 'default' }),
  linkCol.display({ id: 'mtu', header: 'MTU', cell: ({ row }) => row.original.mtu }),
  linkCol.display({
    id: 'autoneg',
    header: 'Autonegotiation',
    cell: ({ row }) => (row.original.autoneg ? 'on' : 'off'),
  }),
  linkCol.display({
    id: 'lldp',
    header: 'LLDP',
    cell: ({ row }) => (row.original.lldpLinkConfig?.enabled ? 'enabled' : 'disabled'),
  }),
]

export const LinksTable = ({ links }: { links: SwitchPortLinkConfig[] }) => (
  <DataTable
    rows={links}
    columns={linkColumns}
    label="Links"
    rowId={(l) => l.linkName}
    emptyState={none('links')}
  />
)

const ifCol = columnHelper<SwitchInterfaceConfig>()
const interfaceColumns = [
  ifCol.display({ id: 'link', header: 'Link', cell: ({ row }) => row.original.interfaceName }),
  ifCol.display({
    id: 'kind',
    header: 'Kind',
    cell: ({ row }) => {
      const kind = row.original.kind
      return kind.type === 'vlan' ? `VLAN ${kind.vid}` : kind.type
    },
  }),
  ifCol.display({
    id: 'v6',
    header: 'IPv6',
    cell: ({ row }) => (row.original.v6Enabled ? 'enabled' : 'disabled'),
  }),
]

export const InterfacesTable = ({ interfaces }: { interfaces: SwitchInterfaceConfig[] }) => (
  <DataTable
    rows={interfaces}
    columns={interfaceColumns}
    label="Interfaces"
    rowId={(i) => i.id}
    emptyState={none('interfaces')}
  />
)

const addrCol = columnHelper<SwitchPortAddressView>()
const addressColumns = [
  addrCol.display({ id: 'link', header: 'Link', cell: ({ row }) => row.original.interfaceName }),
  addrCol.display({
    id: 'address',
    header: 'Address',
    cell: ({ row }) => mono(row.original.address),
  }),
  addrCol.display({
    id: 'lot',
    header: 'Address lot',
    cell: ({ row }) => row.original.addressLotName,
  }),
  addrCol.display({
    id: 'vlan',
    header: 'VLAN ID',
    cell: ({ row }) => optional(row.original.vlanId),
  }),
]

export const AddressesTable = ({ addresses }: { addresses: SwitchPortAddressView[] }) => (
  <DataTable
    rows={addresses}
    columns={addressColumns}
    label="Addresses"
    rowId={(a) => `${a.interfaceName} ${a.address} ${a.vlanId ?? ''}`}
    emptyState={none('addresses')}
  />
)

const routeCol = columnHelper<SwitchPortRouteConfig>()
const routeColumns = [
  routeCol.display({ id: 'link', header: 'Link', cell: ({ row }) => row.original.interfaceName }),
  routeCol.display({ id: 'dst', header: 'Destination', cell: ({ row }) => mono(row.original.dst) }),
  routeCol.display({ id: 'gw', header: 'Gateway', cell: ({ row }) => mono(row.original.gw) }),
  routeCol.display({
    id: 'vlan',
    header: 'VLAN ID',
    cell: ({ row }) => optional(row.original.vlanId),
  }),
  routeCol.display({
    id: 'rib',
    header: 'RIB priority',
    cell: ({ row }) => optional(row.original.ribPriority),
  }),
]

export const RoutesTable = ({ routes }: { routes: SwitchPortRouteConfig[] }) => (
  <DataTable
    rows={routes}
    columns={routeColumns}
    label="Routes"
    rowId={(r) => `${r.interfaceName} ${r.dst} ${r.gw} ${r.vlanId ?? ''}`}
    emptyState={none('routes')}
  />
)

/** A numbered peer by its address; an unnumbered one is reached over the link itself. */
const peerAddress = (p: BgpPeer) =>
  p.addr.type === 'numbered' ? p.addr.targetAddr : 'unnumbered (the link)'

const peerCol = columnHelper<BgpPeer>()
const peerColumns = (configName: (idOrName: string) => string) => [
  peerCol.display({
    id: 'addr',
    header: 'Peer',
    cell: ({ row }) => mono(peerAddress(row.original)),
  }),
  peerCol.display({
    id: 'asn',
    header: 'Remote ASN',
    cell: ({ row }) => optional(row.original.remoteAsn),
  }),
  peerCol.display({
    id: 'config',
    header: 'BGP configuration',
    cell: ({ row }) => configName(row.original.bgpConfig),
  }),
  peerCol.display({
    id: 'timers',
    header: 'Hold / keepalive',
    cell: ({ row }) => `${row.original.holdTime} s / ${row.original.keepalive} s`,
  }),
]

export function BgpPeersTable({
  peers,
  configName,
}: {
  peers: BgpPeer[]
  configName: (idOrName: string) => string
}) {
  const columns = useMemo(() => peerColumns(configName), [configName])
  return (
    <DataTable
      rows={peers}
      columns={columns}
      label="BGP peers"
      rowId={(p) => `${peerAddress(p)} ${p.bgpConfig} ${p.vlanId ?? ''}`}
      emptyState={none('BGP peers')}
    />
  )
}
