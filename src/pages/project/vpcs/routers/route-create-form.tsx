import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation } from '~/api/query'
import { SideModalForm } from '~/components/form/side-modal-form'
import { useVpcRouterSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { RouteFields } from './route-fields'
import { emptyRoute, type RouteFormValues, routeCreateRequest } from './route-form-values'

export function Component() {
  const navigate = useNavigate()
  const { project, vpc, router } = useVpcRouterSelector()
  const sel = { project, vpc, router }
  const form = useForm<RouteFormValues>({ defaultValues: emptyRoute })
  const create = useApiMutation('vpcRouterRouteCreate', { invalidates: ['vpcRouterRouteList'] })
  return (
    <SideModalForm
      title="Create route"
      submitLabel="Create route"
      form={form}
      onDismiss={() => navigate(paths.vpcRouter(sel))}
      request={(v) => routeCreateRequest(v, sel)}
      onSubmit={(values) => create.mutateAsync(routeCreateRequest(values, sel).params)}
      onSuccess={() => {
        addToast({ title: 'Route created', content: form.getValues().name.trim() })
        navigate(paths.vpcRouter(sel))
      }}
    >
      <RouteFields form={form} vpc={{ project, vpc }} />
    </SideModalForm>
  )
}
