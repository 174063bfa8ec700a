import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Outlet } from 'react-router'
import type { InternetGateway } from '~/api/__generated__/Api'
import { usePrefetchedQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { resourceColumns, valueColumn } from '~/components/columns'
import { ListTab } from '~/components/list-page'
import { getVpcSelector, type VpcSel } from '~/hooks/selectors'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'
import { useStableVpcSel } from '../use-stable-vpc-sel'
import { gatewayMenuItems } from './gateway-actions'
import { gatewayAddressesQuery, gatewayPoolsQuery, siloPoolsQuery } from './gateway-queries'
import { routesTargetingGateway } from './gateway-routes'
import { useVpcRoutes } from './use-vpc-routes'

export const handle: RouteHandle = {
  crumbs: (params) => [
    { label: 'Internet Gateways', to: paths.vpcInternetGateways(getVpcSelector(params)) },
  ],
}

/**
 * The silo pools a gateway draws addresses from, by name. The loader prefetches
 * the first page's gateways' pools and addresses; a later page's load here.
 */
function PoolsCell({ sel, gateway }: { sel: VpcSel; gateway: string }) {
  const pools = useQuery(gatewayPoolsQuery(sel, gateway)).data?.items ?? []
  const siloPools = usePrefetchedQuery(siloPoolsQuery()).data.items
  if (pools.length === 0) return <span className="cell-secondary">—</span>
  const name = (id: string, fallback: string) =>
    siloPools.find((s) => s.id === id)?.name ?? fallback
  return <>{pools.map((p) => name(p.ipPoolId, p.name)).join(', ')}</>
}

function AddressesCell({ sel, gateway }: { sel: VpcSel; gateway: string }) {
  const addresses = useQuery(gatewayAddressesQuery(sel, gateway)).data?.items ?? []
  if (addresses.length === 0) return <span className="cell-secondary">—</span>
  return <span className="mono">{addresses.map((a) => a.address).join(', ')}</span>
}

function RoutesCell({ sel, gateway }: { sel: VpcSel; gateway: string }) {
  const count = routesTargetingGateway(useVpcRoutes(sel), gateway).length
  return <>{count}</>
}

/**
 * A VPC's internet gateways: its way out to the internet, through the IP pools
 * and addresses attached to each, for the routes that target them.
 */
export function Component() {
  const sel = useStableVpcSel()
  const columns = useMemo(
    () =>
      resourceColumns<InternetGateway>(
        (g) => paths.vpcInternetGateway({ ...sel, gateway: g.name }),
        (g) => gatewayMenuItems(sel, g),
        [],
        {
          after: [
            valueColumn<InternetGateway>('pools', 'IP pools', (r) => (
              <PoolsCell sel={sel} gateway={r.name} />
            )),
            valueColumn<InternetGateway>('addresses', 'IP addresses', (r) => (
              <AddressesCell sel={sel} gateway={r.name} />
            )),
            valueColumn<InternetGateway>('routes', 'Routes', (r) => (
              <RoutesCell sel={sel} gateway={r.name} />
            )),
          ],
        },
      ),
    [sel],
  )
  return (
    <ListTab
      title="Internet Gateways"
      actions={<LinkButton to={paths.vpcInternetGatewaysNew(sel)}>New internet gateway</LinkButton>}
      operationId="internetGatewayList"
      params={{ query: sel }}
      columns={columns}
      label="Internet gateways"
      empty={{
        title: 'No internet gateways',
        body: 'Without an internet gateway, instances in this VPC have no way out to the internet.',
      }}
    >
      <Outlet />
    </ListTab>
  )
}
