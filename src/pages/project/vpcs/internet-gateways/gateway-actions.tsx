import type { InternetGateway } from '~/api/__generated__/Api'
import type { ApiRequest } from '~/api/client'
import { mutateRequest } from '~/api/query'
import { confirmDelete } from '~/components/confirm-delete'
import { confirmAction } from '~/ui/confirm'
import type { MenuItem } from '~/ui/dropdown-menu'
import {
  gatewayAddressDetachRequest,
  gatewayDeleteRequest,
  gatewayPoolDetachRequest,
} from './gateway-form-values'

type VpcSel = { project: string; vpc: string }

/**
 * A gateway's menu: "Delete" asks the API to delete it as it is, which it
 * refuses while pools or addresses are attached (the toast gives the API's
 * words); "Delete with attachments" sends `cascade`, which also takes away
 * the attachments and every route of the VPC that targets the gateway.
 */
export function gatewayMenuItems(
  sel: VpcSel,
  gateway: InternetGateway,
  onDeleted?: () => void,
): MenuItem[] {
  const target = { ...sel, gateway: gateway.name }
  const invalidates = [
    'internetGatewayList',
    'internetGatewayIpPoolList',
    'internetGatewayIpAddressList',
    'vpcRouterRouteList',
  ] as const
  return [
    {
      label: 'Delete',
      destructive: true,
      onSelect: () =>
        confirmDelete({
          noun: 'internet gateway',
          name: gateway.name,
          request: gatewayDeleteRequest(target, false),
          invalidates,
          onDeleted,
        }),
    },
    {
      label: 'Delete with attachments',
      destructive: true,
      onSelect: () =>
        confirmDelete({
          noun: 'internet gateway',
          name: gateway.name,
          consequence:
            ', its IP pools and addresses, and every route of this VPC that targets it? This cannot be undone.',
          request: gatewayDeleteRequest(target, true),
          invalidates,
          onDeleted,
        }),
    },
  ]
}

/** Detach a pool or an address from a gateway, after a confirm naming both. */
function confirmDetach(noun: string, name: string, gateway: string, request: ApiRequest) {
  confirmAction({
    title: `Detach ${noun}`,
    body: (
      <>
        Detach {noun} <strong>{name}</strong> from internet gateway <strong>{gateway}</strong>?
        Outbound traffic no longer leaves through it.
      </>
    ),
    confirmLabel: 'Detach',
    errorTitle: `Could not detach ${noun}`,
    action: () =>
      mutateRequest(request, {
        invalidates: ['internetGatewayIpPoolList', 'internetGatewayIpAddressList'],
        toast: { title: `${noun} detached`, content: name },
      }),
  })
}

export const detachPool = (sel: VpcSel & { gateway: string }, pool: string) =>
  confirmDetach('IP pool', pool, sel.gateway, gatewayPoolDetachRequest(sel, pool))

export const detachAddress = (sel: VpcSel & { gateway: string }, address: string) =>
  confirmDetach('IP address', address, sel.gateway, gatewayAddressDetachRequest(sel, address))
