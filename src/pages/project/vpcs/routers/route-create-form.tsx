import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { RouteHandle } from '~/components/breadcrumbs'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { useVpcRouterSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import { RouteFields } from './route-fields'
import { emptyRoute, type RouteFormValues, routeCreateRequest } from './route-form-values'

export const handle: RouteHandle = { title: 'Create route' }

export function Component() {
  const navigate = useNavigate()
  const { project, vpc, router } = useVpcRouterSelector()
  const sel = { project, vpc, router }
  const form = useForm<RouteFormValues>({ defaultValues: emptyRoute })
  const toRouter = () => navigate(paths.vpcRouter(sel))
  const action = { verb: 'create', noun: 'route', invalidates: ['vpcRouterRouteList'] } as const
  const shell = requestFormProps(form, action, (v) => routeCreateRequest(v, sel), toRouter)
  return (
    <SideModalForm {...shell} onDismiss={toRouter}>
      <RouteFields form={form} vpc={{ project, vpc }} />
    </SideModalForm>
  )
}
