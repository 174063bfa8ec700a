import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation, usePrefetchedApiQuery } from '~/api/query'
import { SideModalForm } from '~/components/form/side-modal-form'
import { useVpcSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { VpcFields } from './vpc-fields'
import { type VpcFormValues, vpcToValues, vpcUpdateRequest } from './vpc-form-values'

export function Component() {
  const navigate = useNavigate()
  const { project, vpc } = useVpcSelector()
  const { data } = usePrefetchedApiQuery('vpcView', { path: { vpc }, query: { project } })
  const form = useForm<VpcFormValues>({ defaultValues: vpcToValues(data) })
  const update = useApiMutation('vpcUpdate', { invalidates: ['vpcList', 'vpcView'] })
  return (
    <SideModalForm
      title="Edit VPC"
      submitLabel="Update VPC"
      form={form}
      onDismiss={() => navigate(paths.vpcs({ project }))}
      request={(v) => vpcUpdateRequest(v, { project, vpc })}
      onSubmit={(values) => update.mutateAsync(vpcUpdateRequest(values, { project, vpc }).params)}
      onSuccess={() => {
        addToast({ title: 'VPC updated', content: form.getValues().name.trim() })
        navigate(paths.vpcs({ project }))
      }}
    >
      <VpcFields control={form.control} isCreate={false} />
    </SideModalForm>
  )
}
