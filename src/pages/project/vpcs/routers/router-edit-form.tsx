import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation, usePrefetchedApiQuery } from '~/api/query'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields } from '~/components/form/text-field'
import { useVpcRouterSelector } from '~/hooks/selectors'
import { Alert } from '~/ui/alert'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import {
  type RouterFormValues,
  routerToValues,
  routerUpdateRequest,
  systemRouterReason,
} from './router-form-values'

export function Component() {
  const navigate = useNavigate()
  const { project, vpc, router } = useVpcRouterSelector()
  const query = { project, vpc }
  const { data } = usePrefetchedApiQuery('vpcRouterView', { path: { router }, query })
  const form = useForm<RouterFormValues>({ defaultValues: routerToValues(data) })
  const update = useApiMutation('vpcRouterUpdate', {
    invalidates: ['vpcRouterList', 'vpcRouterView'],
  })
  const isSystem = data.kind === 'system'
  return (
    <SideModalForm
      title="Edit router"
      submitLabel="Update router"
      form={form}
      onDismiss={() => navigate(paths.vpcRouters(query))}
      request={(v) => routerUpdateRequest(v, { ...query, router })}
      onSubmit={
        isSystem
          ? undefined
          : (values) => update.mutateAsync(routerUpdateRequest(values, { ...query, router }).params)
      }
      onSuccess={() => {
        addToast({ title: 'Router updated', content: form.getValues().name.trim() })
        navigate(paths.vpcRouters(query))
      }}
    >
      {isSystem && (
        <Alert variant="info" title="Read only">
          {systemRouterReason}.
        </Alert>
      )}
      <IdentityFields control={form.control} readOnly={isSystem} />
    </SideModalForm>
  )
}
