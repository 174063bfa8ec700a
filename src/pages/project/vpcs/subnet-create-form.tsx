import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation } from '~/api/query'
import { SideModalForm } from '~/components/form/side-modal-form'
import { useVpcSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { SubnetFields } from './subnet-fields'
import { emptySubnet, type SubnetFormValues, subnetCreateRequest } from './subnet-form-values'

export function Component() {
  const navigate = useNavigate()
  const sel = useVpcSelector()
  const vpc = { project: sel.project, vpc: sel.vpc }
  const form = useForm<SubnetFormValues>({ defaultValues: emptySubnet })
  const create = useApiMutation('vpcSubnetCreate', { invalidates: ['vpcSubnetList'] })
  return (
    <SideModalForm
      title="Create subnet"
      submitLabel="Create subnet"
      form={form}
      onDismiss={() => navigate(paths.vpcSubnets(vpc))}
      request={(v) => subnetCreateRequest(v, vpc)}
      onSubmit={(values) => create.mutateAsync(subnetCreateRequest(values, vpc).params)}
      onSuccess={() => {
        addToast({ title: 'Subnet created', content: form.getValues().name.trim() })
        navigate(paths.vpcSubnets(vpc))
      }}
    >
      <SubnetFields control={form.control} isCreate vpc={vpc} />
    </SideModalForm>
  )
}
