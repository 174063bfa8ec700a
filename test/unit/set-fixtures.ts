import type { BgpAnnounceSet, RouterRoute, VpcFirewallRule } from '~/api/__generated__/Api'
import type { Policy } from '~/api/roles'

/** When the fixtures below were made (and, unless said, last changed). */
export const t = new Date('2026-01-01T00:00:00Z')

/** A stored firewall rule: inbound, allowing ICMP echo and port 22 to the VPC `default`. */
export const firewallRule = (name: string, priority = 10, timeModified = t): VpcFirewallRule => ({
  id: `id-${name}`,
  vpcId: 'vpc',
  timeCreated: t,
  timeModified,
  name,
  description: '',
  status: 'enabled',
  priority,
  action: 'allow',
  direction: 'inbound',
  targets: [{ type: 'vpc', value: 'default' }],
  filters: { ports: ['22'], protocols: [{ type: 'icmp', value: { icmpType: 8, code: '0' } }] },
})

/** A stored BGP announce set. */
export const announceSet = (name: string, description = 'd', timeModified = t): BgpAnnounceSet => ({
  id: `id-${name}`,
  name,
  description,
  timeCreated: t,
  timeModified,
})

/** The announce set `name` as the person writes it: one network from the block `b1`. */
export const announceSetCreate = (name: string, description: string) => ({
  name,
  description,
  announcement: [{ addressLotBlock: 'b1', network: '192.0.2.0/24' }],
})

/** A policy that gives each silo user (by id) its role. */
export const userPolicy = (...ras: [string, 'admin' | 'viewer' | 'collaborator'][]): Policy => ({
  roleAssignments: ras.map(([identityId, roleName]) => ({
    identityId,
    identityType: 'silo_user',
    roleName,
  })),
})

/** A stored custom route `to-lab`: 10.9.0.0/16 through the instance at 10.0.0.5. */
export const labRoute: RouterRoute = {
  id: 'r',
  name: 'to-lab',
  description: 'lab',
  kind: 'custom',
  vpcRouterId: 'router',
  destination: { type: 'ip_net', value: '10.9.0.0/16' },
  target: { type: 'ip', value: '10.0.0.5' },
  timeCreated: t,
  timeModified: t,
}
