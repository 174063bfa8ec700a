import { HttpResponse } from 'msw'
import type { MSWHandlers } from '~/api/__generated__/msw-handlers'

/**
 * Operations whose success is 201 Created in the API document (the rest answer 200 or
 * 204). `test/contract/created-status.spec.ts` keeps this list equal to nexus.json.
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

const created = new Set<string>(CREATED_OPERATIONS)

type AnyHandler = (...args: never[]) => unknown

/** Handlers that return a body answer 201 where the API does, like the real server. */
export function withCreatedStatus<H extends Record<string, AnyHandler>>(handlers: H): H {
  return Object.fromEntries(
    Object.entries(handlers).map(([op, handler]) => [
      op,
      created.has(op)
        ? async (...args: never[]) => {
            const result = await handler(...args)
            return result !== null && typeof result === 'object' && !(result instanceof Response)
              ? HttpResponse.json(result, { status: 201 })
              : result
          }
        : handler,
    ]),
  ) as H
}
