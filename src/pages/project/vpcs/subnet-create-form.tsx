import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { RouteHandle } from '~/components/breadcrumbs'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { useVpcSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import { SubnetFields } from './subnet-fields'
import { emptySubnet, type SubnetFormValues, subnetCreateRequest } from './subnet-form-values'

export const handle: RouteHandle = { title: 'Create subnet' }

export function Component() {
  const navigate = useNavigate()
  const sel = useVpcSelector()
  const vpc = { project: sel.project, vpc: sel.vpc }
  const form = useForm<SubnetFormValues>({ defaultValues: emptySubnet })
  const toList = () => navigate(paths.vpcSubnets(vpc))
  const action = { verb: 'create', noun: 'subnet', invalidates: ['vpcSubnetList'] } as const
  const shell = requestFormProps(form, action, (v) => subnetCreateRequest(v, vpc), toList)
  return (
    <SideModalForm {...shell} onDismiss={toList}>
      <SubnetFields control={form.control} isCreate vpc={vpc} />
    </SideModalForm>
  )
}
