import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation, usePrefetchedApiQuery } from '~/api/query'
import { SideModalForm } from '~/components/form/side-modal-form'
import { useRouterRouteSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { RouteSummary } from './route-cells'
import { RouteFields } from './route-fields'
import { type RouteFormValues, routeToValues, routeUpdateRequest } from './route-form-values'

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
  const update = useApiMutation('vpcRouterRouteUpdate', {
    invalidates: ['vpcRouterRouteList', 'vpcRouterRouteView'],
  })
  return (
    <SideModalForm
      title={readOnly ? 'Route' : 'Edit route'}
      submitLabel="Update route"
      form={form}
      onDismiss={() => navigate(paths.vpcRouter(query))}
      request={(v) => routeUpdateRequest(v, { ...query, route })}
      onSubmit={
        readOnly
          ? undefined
          : (values) => update.mutateAsync(routeUpdateRequest(values, { ...query, route }).params)
      }
      onSuccess={() => {
        addToast({ title: 'Route updated', content: form.getValues().name.trim() })
        navigate(paths.vpcRouter(query))
      }}
    >
      {readOnly ? (
        <RouteSummary route={data} vpc={{ project, vpc }} />
      ) : (
        <RouteFields form={form} vpc={{ project, vpc }} />
      )}
    </SideModalForm>
  )
}
