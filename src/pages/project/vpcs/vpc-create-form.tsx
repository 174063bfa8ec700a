import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { RouteHandle } from '~/components/breadcrumbs'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { useProjectSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import { VpcFields } from './vpc-fields'
import { emptyVpc, type VpcFormValues, vpcCreateRequest } from './vpc-form-values'

export const handle: RouteHandle = { title: 'Create VPC' }

export function Component() {
  const navigate = useNavigate()
  const { project } = useProjectSelector()
  const form = useForm<VpcFormValues>({ defaultValues: emptyVpc })
  const action = { verb: 'create', noun: 'VPC', invalidates: ['vpcList'] } as const
  const shell = requestFormProps(
    form,
    action,
    (v) => vpcCreateRequest(v, project),
    (vpc) => navigate(paths.vpc({ project, vpc })),
  )
  return (
    <SideModalForm {...shell} onDismiss={() => navigate(paths.vpcs({ project }))}>
      <VpcFields control={form.control} isCreate />
    </SideModalForm>
  )
}
