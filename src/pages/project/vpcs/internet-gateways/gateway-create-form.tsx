import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { RouteHandle } from '~/components/breadcrumbs'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields } from '~/components/form/text-field'
import { useVpcSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import { emptyGateway, type GatewayFormValues, gatewayCreateRequest } from './gateway-form-values'

export const handle: RouteHandle = { title: 'Create internet gateway' }

/** A new internet gateway; its page, where pools and addresses are attached, opens next. */
export function Component() {
  const navigate = useNavigate()
  const { project, vpc } = useVpcSelector()
  const sel = { project, vpc }
  const form = useForm<GatewayFormValues>({ defaultValues: emptyGateway })
  const action = {
    verb: 'create',
    noun: 'internet gateway',
    invalidates: ['internetGatewayList'],
  } as const
  const shell = requestFormProps(
    form,
    action,
    (v) => gatewayCreateRequest(v, sel),
    (gateway) => navigate(paths.vpcInternetGateway({ ...sel, gateway })),
  )
  return (
    <SideModalForm {...shell} onDismiss={() => navigate(paths.vpcInternetGateways(sel))}>
      <IdentityFields control={form.control} />
    </SideModalForm>
  )
}
