import { useForm } from 'react-hook-form'
import type { RouteHandle } from '~/components/breadcrumbs'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields, TextField } from '~/components/form/text-field'
import { validateIp } from '~/util/ip'
import {
  emptyGatewayAddress,
  type GatewayAddressFormValues,
  gatewayAddressAttachRequest,
} from './gateway-form-values'
import { useBackToGateway } from './use-back-to-gateway'

export const handle: RouteHandle = { title: 'Attach IP address' }

/** Attach a fixed address: outbound traffic leaves from it. */
export function Component() {
  const { sel, back } = useBackToGateway()
  const form = useForm<GatewayAddressFormValues>({ defaultValues: emptyGatewayAddress })
  const shell = requestFormProps(
    form,
    { verb: 'attach', noun: 'IP address', invalidates: ['internetGatewayIpAddressList'] },
    (v) => gatewayAddressAttachRequest(v, sel),
    back,
  )
  return (
    <SideModalForm {...shell} onDismiss={back}>
      <IdentityFields control={form.control} />
      <TextField
        control={form.control}
        name="address"
        label="Address"
        required
        validate={validateIp}
        description="An IPv4 or IPv6 address outbound traffic leaves from."
      />
    </SideModalForm>
  )
}
