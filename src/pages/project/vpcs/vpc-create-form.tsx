import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation } from '~/api/query'
import { SideModalForm } from '~/components/form/side-modal-form'
import { useProjectSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { VpcFields } from './vpc-fields'
import { emptyVpc, type VpcFormValues, vpcCreateRequest } from './vpc-form-values'

export function Component() {
  const navigate = useNavigate()
  const { project } = useProjectSelector()
  const form = useForm<VpcFormValues>({ defaultValues: emptyVpc })
  const create = useApiMutation('vpcCreate', { invalidates: ['vpcList'] })
  return (
    <SideModalForm
      title="Create VPC"
      submitLabel="Create VPC"
      form={form}
      onDismiss={() => navigate(paths.vpcs({ project }))}
      request={(v) => vpcCreateRequest(v, project)}
      onSubmit={(values) => create.mutateAsync(vpcCreateRequest(values, project).params)}
      onSuccess={() => {
        const name = form.getValues().name.trim()
        addToast({ title: 'VPC created', content: name })
        navigate(paths.vpc({ project, vpc: name }))
      }}
    >
      <VpcFields control={form.control} isCreate />
    </SideModalForm>
  )
}
