import { useForm } from 'react-hook-form'
import { type LoaderFunctionArgs, useNavigate } from 'react-router'
import { ensure, useApiMutation, usePrefetchedApiQuery } from '~/api/query'
import { SideModalForm } from '~/components/form/side-modal-form'
import { getRouterRouteSelector, useRouterRouteSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { RouteSummary } from './route-cells'
import { prefetchRouteChoices, RouteFields } from './route-fields'
import { type RouteFormValues, routeToValues, valuesToRouteUpdate } from './route-form-values'

export async function loader({ params }: LoaderFunctionArgs) {
  const { project, vpc, router, route } = getRouterRouteSelector(params)
  await Promise.all([
    ensure('vpcRouterRouteView', { path: { route }, query: { project, vpc, router } }),
    ensure('vpcRouterView', { path: { router }, query: { project, vpc } }),
    prefetchRouteChoices({ project, vpc }),
  ])
  return null
}

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
      onSubmit={
        readOnly
          ? undefined
          : (values) =>
              update.mutateAsync({ path: { route }, query, body: valuesToRouteUpdate(values) })
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
