import { useForm } from 'react-hook-form'
import { type LoaderFunctionArgs, useNavigate } from 'react-router'
import { prefetch, useApiMutation } from '~/api/query'
import { SideModalForm } from '~/components/form/side-modal-form'
import { getVpcSelector, useVpcSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { routersQuery, SubnetFields } from './subnet-fields'
import { emptySubnet, type SubnetFormValues, valuesToSubnetCreate } from './subnet-form-values'

export async function loader({ params }: LoaderFunctionArgs) {
  const { project, vpc } = getVpcSelector(params)
  await prefetch(routersQuery({ project, vpc }))
  return null
}

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
      onSubmit={(values) => create.mutateAsync({ query: vpc, body: valuesToSubnetCreate(values) })}
      onSuccess={() => {
        addToast({ title: 'Subnet created', content: form.getValues().name.trim() })
        navigate(paths.vpcSubnets(vpc))
      }}
    >
      <SubnetFields control={form.control} isCreate vpc={vpc} />
    </SideModalForm>
  )
}
