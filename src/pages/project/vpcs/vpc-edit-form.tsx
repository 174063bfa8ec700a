import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { useVpcSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import { VpcFields } from './vpc-fields'
import { type VpcFormValues, vpcToValues, vpcUpdateRequest } from './vpc-form-values'

export const handle: RouteHandle = { title: (p) => `Edit ${p.vpc}` }

export function Component() {
  const navigate = useNavigate()
  const { project, vpc } = useVpcSelector()
  const { data } = usePrefetchedApiQuery('vpcView', { path: { vpc }, query: { project } })
  const form = useForm<VpcFormValues>({ defaultValues: vpcToValues(data) })
  const toList = () => navigate(paths.vpcs({ project }))
  const action = { verb: 'update', noun: 'VPC', invalidates: ['vpcList', 'vpcView'] } as const
  const request = (v: VpcFormValues) => vpcUpdateRequest(v, { project, vpc })
  return (
    <SideModalForm {...requestFormProps(form, action, request, toList)} onDismiss={toList}>
      <VpcFields control={form.control} isCreate={false} />
    </SideModalForm>
  )
}
