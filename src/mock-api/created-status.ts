import { HttpResponse } from 'msw'
import type { MSWHandlers } from '~/api/__generated__/msw-handlers'

/**
 * Operations whose success is 201 Created in the API document (the rest answer 200,
 * 202 or 204). `test/contract/created-status.spec.ts` keeps this list equal to the document.
 */
export const CREATED_OPERATIONS = [
  'probeCreate',
  'affinityGroupCreate',
  'affinityGroupMemberInstanceAdd',
  'alertReceiverSubscriptionAdd',
  'alertDeliveryResend',
  'antiAffinityGroupCreate',
  'antiAffinityGroupMemberInstanceAdd',
  'certificateCreate',
  'diskCreate',
  'externalSubnetCreate',
  'floatingIpCreate',
  'imageCreate',
  'instanceCreate',
  'instanceMulticastGroupJoin',
  'internetGatewayIpAddressCreate',
  'internetGatewayIpPoolCreate',
  'internetGatewayCreate',
  'currentUserSshKeyCreate',
  'instanceNetworkInterfaceCreate',
  'projectCreate',
  'snapshotCreate',
  'physicalDiskEnableAdoption',
  'localIdpUserCreate',
  'samlIdentityProviderCreate',
  'systemIpPoolCreate',
  'systemIpPoolRangeAdd',
  'systemIpPoolSiloLink',
  'networkingAddressLotCreate',
  'networkingBgpConfigCreate',
  'networkingLoopbackAddressCreate',
  'networkingSwitchPortSettingsCreate',
  'scimTokenCreate',
  'siloCreate',
  'systemSubnetPoolCreate',
  'systemSubnetPoolMemberAdd',
  'systemSubnetPoolSiloLink',
  'supportBundleCreate',
  'systemUpdateTrustRootCreate',
  'vpcRouterRouteCreate',
  'vpcRouterCreate',
  'vpcSubnetCreate',
  'vpcCreate',
  'webhookReceiverCreate',
  'webhookSecretsAdd',
] as const satisfies readonly (keyof MSWHandlers)[]

/**
 * Operations whose success is 202 Accepted: Nexus has started the change (an
 * instance booting, an address being plumbed) and answers before it is done.
 * Kept equal to the API document by the same test.
 */
export const ACCEPTED_OPERATIONS = [
  'externalSubnetAttach',
  'externalSubnetDetach',
  'floatingIpAttach',
  'floatingIpDetach',
  'imageDemote',
  'imagePromote',
  'instanceDiskAttach',
  'instanceDiskDetach',
  'instanceEphemeralIpAttach',
  'instanceReboot',
  'instanceStart',
  'instanceStop',
] as const satisfies readonly (keyof MSWHandlers)[]

const bodyStatus = new Map<string, number>([
  ...CREATED_OPERATIONS.map((op) => [op, 201] as const),
  ...ACCEPTED_OPERATIONS.map((op) => [op, 202] as const),
])

/**
 * The status of a success with a body, where it is not 200. (A success without a
 * body is a handler's `NoContent`, 204.)
 */
export const successStatus = (op: string): number => bodyStatus.get(op) ?? 200

type AnyHandler = (...args: never[]) => unknown

/** Handlers that return a body answer 201 or 202 where the API does, like the real server. */
export function withSuccessStatus<H extends Record<string, AnyHandler>>(handlers: H): H {
  return Object.fromEntries(
    Object.entries(handlers).map(([op, handler]) => {
      const status = bodyStatus.get(op)
      if (!status) return [op, handler]
      const wrapped = async (...args: never[]) => {
        const result = await handler(...args)
        return result !== null && typeof result === 'object' && !(result instanceof Response)
          ? HttpResponse.json(result, { status })
          : result
      }
      return [op, wrapped]
    }),
  ) as H
}
