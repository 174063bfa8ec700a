import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { mutate, readFresh, usePrefetchedApiQuery } from '~/api/query'
import { routeReview } from '~/api/set-diff'
import { mergeRouteUpdate } from '~/api/whole-set'
import type { RouteHandle } from '~/components/breadcrumbs'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { useWholeSet } from '~/components/form/whole-set'
import { useRouterRouteSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import { RouteSummary } from './route-cells'
import { RouteFields } from './route-fields'
import {
  type RouteFormValues,
  routeToValues,
  routeUpdateRequest,
  valuesToRouteUpdate,
} from './route-form-values'

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
  // destination and target are required: read the route again right before the write, so
  // what the person left alone is sent as it is now, not as the form saw it
  const wholeSet = useWholeSet(data)
  const params = { path: { route }, query }
  const onSubmit = (v: RouteFormValues) =>
    wholeSet.write({
      read: () => readFresh('vpcRouterRouteView', params),
      merge: (base, fresh) => mergeRouteUpdate(base, fresh, valuesToRouteUpdate(v)),
      review: routeReview,
      write: (body) =>
        mutate('vpcRouterRouteUpdate', { ...params, body }, { invalidates: action.invalidates }),
    })
  return (
    <SideModalForm
      {...shell}
      title={readOnly ? 'Route' : shell.title}
      onSubmit={readOnly ? undefined : onSubmit}
      review={wholeSet.review}
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
