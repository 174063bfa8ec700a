import { useMemo } from 'react'
import { Link, Outlet, useNavigate } from 'react-router'
import type { RouterRoute, VpcRouter } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { usePrefetchedAllPages, usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { actionsColumn, descriptionColumn, nameColumn, valueColumn } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-delete'
import { PageHeader } from '~/components/page-header'
import { Property, TimeProperty } from '~/components/property'
import { QueryTable } from '~/components/query-table'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { TitledSection } from '~/components/titled-section'
import { getVpcRouterSelector, useVpcRouterSelector } from '~/hooks/selectors'
import { Button } from '~/ui/button'
import { DropdownMenu } from '~/ui/dropdown-menu'
import { EmptyState } from '~/ui/empty-state'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'
import { useStableVpcSel } from '../use-stable-vpc-sel'
import { vpcCrumbs } from '../vpc-crumbs'
import { RouteDestinationText, RouteTargetText, systemRoutesReason } from './route-cells'
import { routerKindBadge, routerMenuItems } from './routers-tab'

type RouterSel = { project: string; vpc: string; router: string }

export const handle: RouteHandle = {
  crumbs: (params) => {
    const sel = getVpcRouterSelector(params)
    return [
      ...vpcCrumbs(sel),
      { label: 'Routers', to: paths.vpcRouters(sel) },
      { label: sel.router, to: paths.vpcRouter(sel) },
      // the page is the router's list of routes, so the trail ends there
      { label: 'Routes', to: paths.vpcRouter(sel) },
    ]
  },
}

function confirmDeleteRoute(sel: RouterSel, route: RouterRoute) {
  confirmDelete({
    noun: 'route',
    name: route.name,
    request: apiRequest('vpcRouterRouteDelete', { path: { route: route.name }, query: sel }),
    invalidates: ['vpcRouterRouteList'],
  })
}

/** One router: what it is, which subnets use it, and its routes. */
export function Component() {
  const navigate = useNavigate()
  const { project, vpc, router } = useVpcRouterSelector()
  const sel = useMemo(() => ({ project, vpc, router }), [project, vpc, router])
  const vpcSel = useStableVpcSel()
  const { data } = usePrefetchedApiQuery('vpcRouterView', { path: { router }, query: vpcSel })
  const isSystem = data.kind === 'system'

  // stable across renders, so an open row menu survives a refetch
  const columns = useMemo(
    () => [
      nameColumn<RouterRoute>(),
      valueColumn<RouterRoute>('destination', 'Destination', (r) => (
        <RouteDestinationText dest={r.destination} vpc={vpcSel} />
      )),
      valueColumn<RouterRoute>('target', 'Target', (r) => (
        <RouteTargetText target={r.target} vpc={vpcSel} />
      )),
      descriptionColumn<RouterRoute>(),
      actionsColumn<RouterRoute>((r) => {
        const reason = isSystem ? systemRoutesReason : undefined
        return [
          {
            label: isSystem ? 'View' : 'Edit',
            onSelect: () => navigate(paths.vpcRouterRouteEdit({ ...sel, route: r.name })),
          },
          {
            label: 'Delete',
            destructive: true,
            disabledReason: reason,
            onSelect: () => confirmDeleteRoute(sel, r),
          },
        ]
      }),
    ],
    [isSystem, navigate, sel, vpcSel],
  )

  const newRoute = isSystem ? (
    <Button disabled disabledReason={systemRoutesReason}>
      New route
    </Button>
  ) : (
    <LinkButton to={paths.vpcRouterRoutesNew(sel)}>New route</LinkButton>
  )
  return (
    <>
      <PageHeader
        title={data.name}
        actions={
          <DropdownMenu
            label="Router actions"
            items={routerMenuItems(
              vpcSel,
              data,
              () => navigate(paths.vpcRouterEdit(sel)),
              () => navigate(paths.vpcRouters(vpcSel)),
            )}
          />
        }
      />
      <dl className="properties" aria-label="Router properties">
        <Property term="Kind">{routerKindBadge(data)}</Property>
        <Property term="Description">{data.description || '—'}</Property>
        <Property term="Subnets">
          <RouterSubnets router={data} vpc={vpcSel} />
        </Property>
        <TimeProperty date={data.timeCreated} />
      </dl>
      <ViewRequestDisclosure
        request={apiRequest('vpcRouterView', { path: { router }, query: vpcSel })}
      />
      <TitledSection title="Routes" actions={newRoute}>
        {isSystem && (
          <p className="field-help">{systemRoutesReason}: they can be read, not changed.</p>
        )}
        <QueryTable
          operationId="vpcRouterRouteList"
          params={{ query: sel }}
          columns={columns}
          label="Routes"
          emptyState={
            <EmptyState
              title="No routes"
              body="Without routes of its own, a subnet using this router follows the system router."
              action={newRoute}
            />
          }
        />
      </TitledSection>
      <Outlet />
    </>
  )
}

/** The subnets whose traffic this router directs: every subnet for the system router. */
function RouterSubnets({
  router,
  vpc,
}: {
  router: VpcRouter
  vpc: { project: string; vpc: string }
}) {
  const subnets = usePrefetchedAllPages('vpcSubnetList', { query: vpc }).items
  if (router.kind === 'system') return <>Every subnet of the VPC</>
  const using = subnets.filter((s) => s.customRouterId === router.id)
  if (using.length === 0) {
    return (
      <span className="cell-secondary">None yet: choose this router in a subnet's settings</span>
    )
  }
  return (
    <span>
      {using.map((s, i) => (
        <span key={s.id}>
          {i > 0 && ', '}
          <Link to={paths.vpcSubnet({ ...vpc, subnet: s.name })}>{s.name}</Link>
        </span>
      ))}
    </span>
  )
}
