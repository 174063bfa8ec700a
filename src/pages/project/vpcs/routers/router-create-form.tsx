import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation } from '~/api/query'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields } from '~/components/form/text-field'
import { useVpcSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { emptyRouter, type RouterFormValues, routerCreateRequest } from './router-form-values'

export function Component() {
  const navigate = useNavigate()
  const { project, vpc } = useVpcSelector()
  const sel = { project, vpc }
  const form = useForm<RouterFormValues>({ defaultValues: emptyRouter })
  const create = useApiMutation('vpcRouterCreate', { invalidates: ['vpcRouterList'] })
  return (
    <SideModalForm
      title="Create router"
      submitLabel="Create router"
      form={form}
      onDismiss={() => navigate(paths.vpcRouters(sel))}
      request={(v) => routerCreateRequest(v, sel)}
      onSubmit={(values) => create.mutateAsync(routerCreateRequest(values, sel).params)}
      onSuccess={() => {
        const router = form.getValues().name.trim()
        addToast({ title: 'Router created', content: router })
        // its routes are what a new router needs next
        navigate(paths.vpcRouter({ ...sel, router }))
      }}
    >
      <IdentityFields control={form.control} />
    </SideModalForm>
  )
}
