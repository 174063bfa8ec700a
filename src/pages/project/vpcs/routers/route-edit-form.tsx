import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { useRouterRouteSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import { RouteSummary } from './route-cells'
import { RouteFields } from './route-fields'
import { type RouteFormValues, routeToValues, routeUpdateRequest } from './route-form-values'

export const handle: RouteHandle = { title: (p) => p.route ?? '' }

export function Component() {
  const navigate = useNavigate()
  const { project, vpc, router, route } = useRouterRouteSelector()
  const query = { project, vpc, router }
  const { data } = usePrefetchedApiQuery('vpcRouterRouteView', { path: { route }, query })
  const { data: vpcRouter } = usePrefetchedApiQuery('vpcRouterView', {
    path: { router },
    query: { project, vpc },
  })
  // the rack keeps the system router's routes; this form only shows one
  const readOnly = vpcRouter.kind === 'system'
  const form = useForm<RouteFormValues>({ defaultValues: routeToValues(data) })
  const toRouter = () => navigate(paths.vpcRouter(query))
  const action = {
    verb: 'update',
    noun: 'route',
    invalidates: ['vpcRouterRouteList', 'vpcRouterRouteView'],
  } as const
  const request = (v: RouteFormValues) => routeUpdateRequest(v, { ...query, route })
  const shell = requestFormProps(form, action, request, toRouter)
  return (
    <SideModalForm
      {...shell}
      title={readOnly ? 'Route' : shell.title}
      onSubmit={readOnly ? undefined : shell.onSubmit}
      onDismiss={toRouter}
    >
      {readOnly ? (
        <RouteSummary route={data} vpc={{ project, vpc }} />
      ) : (
        <RouteFields form={form} vpc={{ project, vpc }} />
      )}
    </SideModalForm>
  )
}
