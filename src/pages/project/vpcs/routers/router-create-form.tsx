import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { RouteHandle } from '~/components/breadcrumbs'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields } from '~/components/form/text-field'
import { useVpcSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import { emptyRouter, type RouterFormValues, routerCreateRequest } from './router-form-values'

export const handle: RouteHandle = { title: 'Create router' }

export function Component() {
  const navigate = useNavigate()
  const { project, vpc } = useVpcSelector()
  const sel = { project, vpc }
  const form = useForm<RouterFormValues>({ defaultValues: emptyRouter })
  const action = { verb: 'create', noun: 'router', invalidates: ['vpcRouterList'] } as const
  const shell = requestFormProps(
    form,
    action,
    (v) => routerCreateRequest(v, sel),
    // its routes are what a new router needs next
    (router) => navigate(paths.vpcRouter({ ...sel, router })),
  )
  return (
    <SideModalForm {...shell} onDismiss={() => navigate(paths.vpcRouters(sel))}>
      <IdentityFields control={form.control} />
    </SideModalForm>
  )
}
