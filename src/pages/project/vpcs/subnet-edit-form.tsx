import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation, usePrefetchedApiQuery } from '~/api/query'
import { SideModalForm } from '~/components/form/side-modal-form'
import { useVpcSubnetSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { routersQuery } from './loaders'
import { SubnetFields } from './subnet-fields'
import { type SubnetFormValues, subnetToValues, subnetUpdateRequest } from './subnet-form-values'

export function Component() {
  const navigate = useNavigate()
  const { project, vpc, subnet } = useVpcSubnetSelector()
  const query = { project, vpc }
  const { data } = usePrefetchedApiQuery('vpcSubnetView', { path: { subnet }, query })
  const routers = useQuery(routersQuery(query)).data?.items ?? []
  const form = useForm<SubnetFormValues>({
    defaultValues: subnetToValues(data, (id) => routers.find((r) => r.id === id)?.name),
  })
  const update = useApiMutation('vpcSubnetUpdate', {
    invalidates: ['vpcSubnetList', 'vpcSubnetView'],
  })
  return (
    <SideModalForm
      title="Edit subnet"
      submitLabel="Update subnet"
      form={form}
      onDismiss={() => navigate(paths.vpcSubnets(query))}
      request={(v) => subnetUpdateRequest(v, { ...query, subnet })}
      onSubmit={(values) =>
        update.mutateAsync(subnetUpdateRequest(values, { ...query, subnet }).params)
      }
      onSuccess={() => {
        addToast({ title: 'Subnet updated', content: form.getValues().name.trim() })
        navigate(paths.vpcSubnets(query))
      }}
    >
      <SubnetFields control={form.control} isCreate={false} vpc={query} />
    </SideModalForm>
  )
}
