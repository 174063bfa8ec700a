import { useMemo } from 'react'
import { Outlet, useNavigate } from 'react-router'
import type { VpcRouter } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import type { RouteHandle } from '~/components/breadcrumbs'
import { resourceColumns, valueColumn } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-delete'
import { routerDependents } from '~/components/delete-dependents'
import { ListTab } from '~/components/list-page'
import { getVpcSelector, type VpcSel } from '~/hooks/selectors'
import { Badge } from '~/ui/badge'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'
import { useStableVpcSel } from '../use-stable-vpc-sel'
import { systemRouterReason } from './router-form-values'

export const handle: RouteHandle = {
  crumbs: (params) => [{ label: 'Routers', to: paths.vpcRouters(getVpcSelector(params)) }],
}

/** Deleting a custom router; the API refuses while a subnet still uses it, and the toast says so. */
export function confirmDeleteRouter(sel: VpcSel, router: VpcRouter, onDeleted?: () => void) {
  confirmDelete({
    noun: 'router',
    name: router.name,
    consequence: ' and its routes? This cannot be undone.',
    request: apiRequest('vpcRouterDelete', { path: { router: router.name }, query: sel }),
    invalidates: ['vpcRouterList', 'vpcRouterRouteList'],
    onDeleted,
    dependents: () => routerDependents(sel, router),
  })
}

/** The edit and delete items of a router's menu; the system router's are disabled. */
export function routerMenuItems(
  sel: VpcSel,
  router: VpcRouter,
  edit: () => void,
  onDeleted?: () => void,
) {
  const reason = router.kind === 'system' ? systemRouterReason : undefined
  return [
    { label: 'Edit', onSelect: edit, disabledReason: reason },
    {
      label: 'Delete',
      destructive: true,
      disabledReason: reason,
      onSelect: () => confirmDeleteRouter(sel, router, onDeleted),
    },
  ]
}

export const routerKindBadge = (router: VpcRouter) =>
  router.kind === 'system' ? <Badge color="gray">system</Badge> : <Badge color="blue">custom</Badge>

/** A VPC's routers: the system router the rack made, and custom routers for subnets to use. */
export function Component() {
  const navigate = useNavigate()
  const sel = useStableVpcSel()
  // stable across renders, so an open row menu survives a refetch
  const columns = useMemo(
    () =>
      resourceColumns<VpcRouter>(
        (r) => paths.vpcRouter({ ...sel, router: r.name }),
        (r) =>
          routerMenuItems(sel, r, () => navigate(paths.vpcRouterEdit({ ...sel, router: r.name }))),
        [valueColumn<VpcRouter>('kind', 'Kind', (r) => routerKindBadge(r))],
      ),
    [navigate, sel],
  )
  const newLink = <LinkButton to={paths.vpcRoutersNew(sel)}>New router</LinkButton>
  return (
    <ListTab
      title="Routers"
      actions={newLink}
      operationId="vpcRouterList"
      params={{ query: sel }}
      columns={columns}
      empty={{
        title: 'No routers',
        body: "Custom routers send a subnet's traffic where its routes say.",
      }}
    >
      <Outlet />
    </ListTab>
  )
}
