import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import { notImplemented as notImplementedError } from '../errors'
import { addressLotHandlers } from './address-lots'
import { affinityHandlers } from './affinity'
import { alertHandlers } from './alerts'
import { allowListHandlers } from './allow-list'
import { auditLogHandlers } from './audit-log'
import { bfdHandlers } from './bfd'
import { bgpHandlers } from './bgp'
import { bgpStatusHandlers } from './bgp-status'
import { certificateHandlers } from './certificates'
import { deviceAuthHandlers } from './device-auth'
import { diskHandlers } from './disks'
import { externalSubnetHandlers } from './external-subnets'
import { floatingIpHandlers } from './floating-ips'
import { hardwareHandlers } from './hardware'
import { hardwareServiceHandlers } from './hardware-service'
import { imageHandlers } from './images'
import { instanceExtraHandlers } from './instance-extras'
import { instanceHandlers } from './instances'
import { internetGatewayHandlers } from './internet-gateways'
import { ipPoolHandlers } from './ip-pools'
import { loopbackHandlers } from './loopback'
import { metricsHandlers } from './metrics'
import { multicastHandlers } from './multicast'
import { networkInterfaceHandlers } from './network-interfaces'
import { networkingSettingsHandlers } from './networking-settings'
import { notImplemented } from './not-implemented'
import { policyHandlers } from './policies'
import { probeHandlers } from './probes'
import { projectHandlers } from './projects'
import { samlLoginHandlers } from './saml-login'
import { sessionHandlers } from './session'
import { siloAdminHandlers } from './silo-admin'
import { siloHandlers } from './silos'
import { snapshotHandlers } from './snapshots'
import { sshKeyHandlers } from './ssh-keys'
import { subnetPoolHandlers } from './subnet-pools'
import { supportBundleHandlers } from './support-bundles'
import { switchPortSettingsHandlers } from './switch-port-settings'
import { switchPortHandlers } from './switch-ports'
import { updateRepoHandlers } from './update-repos'
import { utilizationHandlers } from './utilization'
import { vpcRouterHandlers } from './vpc-routers'
import { vpcSubnetHandlers } from './vpc-subnets'
import { vpcHandlers } from './vpcs'
import { webhookHandlers } from './webhooks'

const implemented = {
  ...sessionHandlers,
  ...samlLoginHandlers,
  ...deviceAuthHandlers,
  ...sshKeyHandlers,
  ...projectHandlers,
  ...policyHandlers,
  ...instanceHandlers,
  ...instanceExtraHandlers,
  ...diskHandlers,
  ...snapshotHandlers,
  ...imageHandlers,
  ...vpcHandlers,
  ...vpcSubnetHandlers,
  ...vpcRouterHandlers,
  ...internetGatewayHandlers,
  ...multicastHandlers,
  ...floatingIpHandlers,
  ...externalSubnetHandlers,
  ...probeHandlers,
  ...networkInterfaceHandlers,
  ...affinityHandlers,
  ...siloHandlers,
  ...siloAdminHandlers,
  ...ipPoolHandlers,
  ...subnetPoolHandlers,
  ...hardwareHandlers,
  ...hardwareServiceHandlers,
  ...networkingSettingsHandlers,
  ...updateRepoHandlers,
  ...utilizationHandlers,
  ...metricsHandlers,
  ...addressLotHandlers,
  ...loopbackHandlers,
  ...bgpHandlers,
  ...bgpStatusHandlers,
  ...bfdHandlers,
  ...switchPortHandlers,
  ...switchPortSettingsHandlers,
  // alerts and webhooks
  ...alertHandlers,
  ...webhookHandlers,
  ...certificateHandlers,
  ...supportBundleHandlers,
  ...allowListHandlers,
  ...auditLogHandlers,
}

type NotImplemented = (typeof notImplemented)[number]

// an operation must not be both implemented and listed as not implemented
type AssertNever<T extends never> = T
export type NoOverlap = AssertNever<Extract<keyof typeof implemented, NotImplemented>>

const notImplementedHandlers = Object.fromEntries(
  notImplemented.map((op) => [
    op,
    () => {
      throw notImplementedError()
    },
  ]),
) as Record<NotImplemented, () => never>

/** One handler per operation of the generated interface. */
export const mswHandlers = {
  ...implemented,
  ...notImplementedHandlers,
} satisfies MSWHandlers

export const implementedOperations = Object.keys(implemented) as (keyof MSWHandlers)[]
