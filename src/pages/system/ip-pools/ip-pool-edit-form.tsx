import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation, usePrefetchedApiQuery } from '~/api/query'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { useIpPoolSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { type IpPoolFormValues, ipPoolToValues, ipPoolUpdateRequest } from './ip-pool-values'

export function Component() {
  const navigate = useNavigate()
  const selector = useIpPoolSelector()
  const { data: pool } = usePrefetchedApiQuery('systemIpPoolView', { path: selector })
  const form = useForm<IpPoolFormValues>({ defaultValues: ipPoolToValues(pool) })
  const update = useApiMutation('systemIpPoolUpdate', {
    invalidates: ['systemIpPoolList', 'systemIpPoolView', 'siloIpPoolList'],
  })
  return (
    <SideModalForm
      title="Edit IP pool"
      submitLabel="Update IP pool"
      form={form}
      onDismiss={() => navigate(paths.systemIpPool(selector))}
      request={(v) => ipPoolUpdateRequest(v, selector.pool)}
      onSubmit={(values) => update.mutateAsync(ipPoolUpdateRequest(values, selector.pool).params)}
      onSuccess={() => {
        const name = form.getValues().name.trim()
        addToast({ title: 'IP pool updated', content: name })
        navigate(paths.systemIpPool({ pool: name }))
      }}
    >
      <NameField control={form.control} />
      <DescriptionField control={form.control} />
    </SideModalForm>
  )
}
