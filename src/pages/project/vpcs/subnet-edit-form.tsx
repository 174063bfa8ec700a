import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { type LoaderFunctionArgs, useNavigate } from 'react-router'
import { ensure, prefetch, useApiMutation, usePrefetchedApiQuery } from '~/api/query'
import { SideModalForm } from '~/components/form/side-modal-form'
import { getVpcSubnetSelector, useVpcSubnetSelector } from '~/hooks/selectors'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { routersQuery, SubnetFields } from './subnet-fields'
import { type SubnetFormValues, subnetToValues, valuesToSubnetUpdate } from './subnet-form-values'

export async function loader({ params }: LoaderFunctionArgs) {
  const { project, vpc, subnet } = getVpcSubnetSelector(params)
  await Promise.all([
    ensure('vpcSubnetView', { path: { subnet }, query: { project, vpc } }),
    prefetch(routersQuery({ project, vpc })),
  ])
  return null
}

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
      onSubmit={(values) =>
        update.mutateAsync({ path: { subnet }, query, body: valuesToSubnetUpdate(values) })
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
