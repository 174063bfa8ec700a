import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { useVpcSubnetSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import { routersQuery } from './loaders'
import { SubnetFields } from './subnet-fields'
import { type SubnetFormValues, subnetToValues, subnetUpdateRequest } from './subnet-form-values'

export const handle: RouteHandle = { title: (p) => `Edit ${p.subnet}` }

export function Component() {
  const navigate = useNavigate()
  const { project, vpc, subnet } = useVpcSubnetSelector()
  const query = { project, vpc }
  const { data } = usePrefetchedApiQuery('vpcSubnetView', { path: { subnet }, query })
  const routers = useQuery(routersQuery(query)).data?.items ?? []
  const form = useForm<SubnetFormValues>({
    defaultValues: subnetToValues(data, (id) => routers.find((r) => r.id === id)?.name),
  })
  const toList = () => navigate(paths.vpcSubnets(query))
  const action = {
    verb: 'update',
    noun: 'subnet',
    invalidates: ['vpcSubnetList', 'vpcSubnetView'],
  } as const
  const request = (v: SubnetFormValues) => subnetUpdateRequest(v, { ...query, subnet })
  return (
    <SideModalForm {...requestFormProps(form, action, request, toList)} onDismiss={toList}>
      <SubnetFields control={form.control} isCreate={false} vpc={query} />
    </SideModalForm>
  )
}
