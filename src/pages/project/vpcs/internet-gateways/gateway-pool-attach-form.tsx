import { useForm } from 'react-hook-form'
import { usePrefetchedQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields } from '~/components/form/text-field'
import { PoolField } from '../../attachables/attachable-form'
import {
  emptyGatewayPool,
  type GatewayPoolFormValues,
  gatewayPoolAttachRequest,
} from './gateway-form-values'
import { siloPoolsQuery } from './gateway-queries'
import { useBackToGateway } from './use-back-to-gateway'

export const handle: RouteHandle = { title: 'Attach IP pool' }

/** Attach one of the silo's IP pools: outbound traffic takes its source address from it. */
export function Component() {
  const { sel, back } = useBackToGateway()
  const pools = usePrefetchedQuery(siloPoolsQuery()).data.items
  const form = useForm<GatewayPoolFormValues>({ defaultValues: emptyGatewayPool })
  const shell = requestFormProps(
    form,
    { verb: 'attach', noun: 'IP pool', invalidates: ['internetGatewayIpPoolList'] },
    (v) => gatewayPoolAttachRequest(v, sel),
    back,
  )
  return (
    <SideModalForm {...shell} onDismiss={back}>
      <IdentityFields control={form.control} />
      <PoolField control={form.control} pools={pools} />
    </SideModalForm>
  )
}
