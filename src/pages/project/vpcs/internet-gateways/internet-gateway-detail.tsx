import type { QueryKey, UseQueryOptions } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link, useNavigate, useOutlet } from 'react-router'
import type { ApiError } from '~/api/errors'
import { usePrefetchedApiQuery, usePrefetchedQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { actionsColumn, valueColumn } from '~/components/columns'
import { DataTable } from '~/components/data-table'
import { Property, TimeProperty } from '~/components/property'
import { columnHelper } from '~/components/table-features'
import { useInternetGatewaySelector } from '~/hooks/selectors'
import { Button } from '~/ui/button'
import { LinkButton } from '~/ui/link-button'
import { SideModal } from '~/ui/side-modal'
import { paths } from '~/util/paths'
import { routersQuery } from '../loaders'
import { RouteDestinationText } from '../routers/route-cells'
import { detachAddress, detachPool } from './gateway-actions'
import {
  gatewayAddressesQuery,
  gatewayPoolsQuery,
  routesQuery,
  siloPoolsQuery,
} from './gateway-queries'
import { type RouterAndRoute, routesTargetingGateway } from './gateway-routes'
import { useVpcRoutes } from './use-vpc-routes'

export const handle: RouteHandle = { title: (p) => p.gateway ?? '' }

const routeCol = columnHelper<RouterAndRoute>()

/**
 * One internet gateway, over its VPC's gateway list: the IP pools and
 * addresses it sends traffic out from (attached and detached here), and the
 * routes that send traffic to it. The attach forms open over it.
 */
export function Component() {
  const navigate = useNavigate()
  const { project, vpc, gateway } = useInternetGatewaySelector()
  const sel = { project, vpc }
  const gw = { ...sel, gateway }
  const { data } = usePrefetchedApiQuery('internetGatewayView', { path: { gateway }, query: sel })
  const siloPools = usePrefetchedQuery(siloPoolsQuery()).data.items
  const routes = routesTargetingGateway(useVpcRoutes(sel), data.name)
  const routers = usePrefetchedQuery(routersQuery(sel)).data.items
  const close = () => navigate(paths.vpcInternetGateways(sel))
  // an attach form takes the panel's place; closing it brings the panel back
  const form = useOutlet()

  const routeColumns = [
    routeCol.display({
      id: 'router',
      header: 'Router',
      cell: ({ row }) => (
        <Link to={paths.vpcRouter({ ...sel, router: row.original.router.name })}>
          {row.original.router.name}
        </Link>
      ),
    }),
    routeCol.display({ id: 'route', header: 'Route', cell: ({ row }) => row.original.route.name }),
    valueColumn<RouterAndRoute>('destination', 'Destination', (r) => (
      <RouteDestinationText dest={r.route.destination} vpc={sel} />
    )),
  ]

  if (form) return form
  return (
    <SideModal
      title={data.name}
      onDismiss={close}
      footer={
        <Button variant="secondary" onClick={close}>
          Close
        </Button>
      }
    >
      <dl className="properties" aria-label="Internet gateway properties">
        <Property term="Description">{data.description || '—'}</Property>
        <TimeProperty date={data.timeCreated} />
      </dl>
      <AttachedSection
        title="IP pools"
        help="Outbound traffic takes a source address from these pools."
        attach={{ label: 'Attach IP pool', to: paths.vpcInternetGatewayPoolsAdd(gw) }}
        query={gatewayPoolsQuery(sel, gateway)}
        column={{
          id: 'pool',
          header: 'IP pool',
          cell: (p) =>
            siloPools.find((s) => s.id === p.ipPoolId)?.name ?? (
              <span className="mono">{p.ipPoolId}</span>
            ),
        }}
        detach={(name) => detachPool(gw, name)}
        none="No IP pools are attached."
      />
      <AttachedSection
        title="IP addresses"
        help="Fixed source addresses for outbound traffic."
        attach={{ label: 'Attach IP address', to: paths.vpcInternetGatewayAddressesAdd(gw) }}
        query={gatewayAddressesQuery(sel, gateway)}
        column={{
          id: 'address',
          header: 'Address',
          cell: (a) => <span className="mono cell-nowrap">{a.address}</span>,
        }}
        detach={(name) => detachAddress(gw, name)}
        none="No IP addresses are attached."
      />
      <Section
        title="Routes targeting this gateway"
        help="Routes of this VPC's routers whose target is this gateway."
      >
        <DataTable
          rows={routes}
          columns={routeColumns}
          label="Routes targeting this gateway"
          reads={[routersQuery(sel), ...routers.map((r) => routesQuery(sel, r.name))]}
          rowId={(r) => r.route.id}
          emptyState={<p className="cell-secondary">No route sends traffic to this gateway.</p>}
        />
      </Section>
    </SideModal>
  )
}

function Section({
  title,
  help,
  action,
  children,
}: {
  title: string
  help: string
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-label={title}>
      <div className="section-header">
        <h3 className="form-section-title">{title}</h3>
        {action}
      </div>
      <p className="field-help">{help}</p>
      {children}
    </section>
  )
}

type Attached = { id: string; name: string; description: string }

/**
 * The pools or the addresses the gateway sends traffic out from: the name,
 * the column of their own, the description, "Detach"; and the link to attach
 * more.
 */
function AttachedSection<T extends Attached>({
  title,
  help,
  attach,
  query,
  column,
  detach,
  none,
}: {
  title: string
  help: string
  attach: { label: string; to: string }
  query: UseQueryOptions<{ items: T[] }, ApiError> & { queryKey: QueryKey }
  column: { id: string; header: string; cell: (row: T) => ReactNode }
  detach: (name: string) => void
  none: string
}) {
  const rows = usePrefetchedQuery(query).data.items
  const col = columnHelper<T>()
  const columns = [
    valueColumn<T>('name', 'Name', (r) => <span className="cell-nowrap">{r.name}</span>),
    col.display({ ...column, cell: ({ row }) => column.cell(row.original) }),
    valueColumn<T>('description', 'Description', (r) => (
      <span className="cell-secondary">{r.description}</span>
    )),
    actionsColumn<T>((row) => [
      { label: 'Detach', destructive: true, onSelect: () => detach(row.name) },
    ]),
  ]
  return (
    <Section
      title={title}
      help={help}
      action={
        <LinkButton variant="secondary" to={attach.to}>
          {attach.label}
        </LinkButton>
      }
    >
      <DataTable
        rows={rows}
        columns={columns}
        label={title}
        reads={[query]}
        rowId={(r) => r.id}
        emptyState={<p className="cell-secondary">{none}</p>}
      />
    </Section>
  )
}
