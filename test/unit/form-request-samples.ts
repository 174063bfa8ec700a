import type { ApiRequest } from '~/api/client'
import {
  projectPolicyRequest,
  siloPolicyRequest,
  systemPolicyRequest,
} from '~/components/access/access-rows'
import { affinityKind, antiAffinityKind } from '~/pages/project/affinity/group-kind'
import {
  emptyGroup,
  groupCreateRequest,
  groupUpdateRequest,
} from '~/pages/project/affinity/group-values'
import {
  diskAttachRequest,
  diskCreateRequest,
  emptyDisk,
} from '~/pages/project/disks/disk-form-values'
import { externalSubnetKind } from '~/pages/project/external-subnets/external-subnet-kind'
import {
  emptyExternalSubnet,
  externalSubnetCreateRequest,
} from '~/pages/project/external-subnets/external-subnet-values'
import {
  emptyFloatingIp,
  floatingIpAttachRequest,
  floatingIpCreateRequest,
} from '~/pages/project/floating-ips/floating-ip-form-values'
import { floatingIpKind } from '~/pages/project/floating-ips/floating-ip-kind'
import {
  emptyInstance,
  instanceCreateRequest,
} from '~/pages/project/instances/create/instance-form-values'
import { multicastJoinRequest } from '~/pages/project/instances/multicast-values'
import {
  emptyNic,
  ephemeralIpAttachRequest,
  nicCreateRequest,
  nicUpdateRequest,
} from '~/pages/project/instances/networking-values'
import { emptyProbe, probeCreateRequest } from '~/pages/project/probes/probe-values'
import { emptyImage, imageCreateRequest } from '~/pages/project/snapshots/image-form-values'
import {
  emptySnapshot,
  snapshotCreateRequest,
} from '~/pages/project/snapshots/snapshot-form-values'
import {
  emptyFirewallRule,
  firewallRulesUpdateRequest,
} from '~/pages/project/vpcs/firewall-rule-values'
import {
  emptyGateway,
  emptyGatewayAddress,
  emptyGatewayPool,
  gatewayAddressAttachRequest,
  gatewayCreateRequest,
  gatewayPoolAttachRequest,
} from '~/pages/project/vpcs/internet-gateways/gateway-form-values'
import {
  emptyRoute,
  routeCreateRequest,
  routeUpdateRequest,
} from '~/pages/project/vpcs/routers/route-form-values'
import {
  emptyRouter,
  routerCreateRequest,
  routerUpdateRequest,
} from '~/pages/project/vpcs/routers/router-form-values'
import {
  emptySubnet,
  subnetCreateRequest,
  subnetUpdateRequest,
} from '~/pages/project/vpcs/subnet-form-values'
import { emptyVpc, vpcCreateRequest, vpcUpdateRequest } from '~/pages/project/vpcs/vpc-form-values'
import { emptySshKey, sshKeyCreateRequest } from '~/pages/settings/ssh-key-values'
import { imageDemoteRequest, imagePromoteRequest } from '~/pages/silo/images/image-requests'
import {
  emptyProject,
  projectCreateRequest,
  projectUpdateRequest,
} from '~/pages/silo/projects/project-form-values'
import { authSettingsUpdateRequest } from '~/pages/silo/silo-settings/auth-settings-values'
import { scimTokenCreateRequest } from '~/pages/silo/silo-settings/scim-token-values'
import { bfdEnableRequest, emptyBfdSession } from '~/pages/system/bfd/bfd-values'
import { addSledsRequest, enableAdoptionRequest } from '~/pages/system/inventory/membership'
import { ipPoolKind } from '~/pages/system/ip-pools/ip-pool-kind'
import { ipPoolSiloLinkRequest, ipRangeAddRequest } from '~/pages/system/ip-pools/ip-pool-values'
import { emptyPool } from '~/pages/system/pools/pool-values'
import {
  addressLotCreateRequest,
  announceSetUpdateRequest,
  bgpConfigCreateRequest,
  bgpConfigUpdateRequest,
  emptyAddressLot,
  emptyAnnounceSet,
  emptyBgpConfig,
  emptyLoopbackAddress,
  loopbackAddressCreateRequest,
} from '~/pages/system/rack-networking/rack-networking-values'
import { emptyIdp, samlIdpCreateRequest } from '~/pages/system/silos/idp-form-values'
import {
  emptyLocalUser,
  emptyPassword,
  localUserCreateRequest,
  localUserSetPasswordRequest,
} from '~/pages/system/silos/local-user-form-values'
import {
  emptySilo,
  siloCreateRequest,
  siloQuotasUpdateRequest,
} from '~/pages/system/silos/silo-form-values'
import { siloPolicyUpdateRequest } from '~/pages/system/silos/silo-roles-values'
import { subnetPoolKind } from '~/pages/system/subnet-pools/subnet-pool-kind'
import {
  emptyAddress,
  emptyBgpPeer,
  emptyPortSettings,
  emptyRoute as emptySwitchPortRoute,
  portSettingsCreateRequest,
} from '~/pages/system/switch-ports/port-settings-values'
import {
  applySettingsRequest,
  lldpConfigUpdateRequest,
  lldpToValues,
} from '~/pages/system/switch-ports/switch-port-values'
import { panelRequests } from './form-panel-samples'

/** Sample values a person could submit, and each form's call built from them (form-requests.spec.ts). */
const sel = { project: 'web-prod', vpc: 'default' }
const gw = { ...sel, gateway: 'default' }
const id = '2a7c3f00-0000-4000-8000-000000000001'
const time = new Date('2026-01-01T00:00:00Z')
const named = { name: 'web-2', description: 'The second web tier' }
const nic = {
  id,
  name: 'nic0',
  description: '',
  instanceId: id,
  vpcId: id,
  subnetId: id,
  primary: false,
  mac: 'A8:40:25:F0:00:01',
  ipStack: { type: 'v4' as const, value: { ip: '172.30.0.5', transitIps: [] } },
  timeCreated: time,
  timeModified: time,
}
const der = { fileName: 'key.der', content: 'AAAA' }

const policy = {
  roleAssignments: [
    { identityId: id, identityType: 'silo_user' as const, roleName: 'viewer' as const },
  ],
}
/** Each form by its title, with its call from sample values a person could submit. */
export const formRequests: [string, ApiRequest][] = [
  ['Add user or group (project)', projectPolicyRequest('web-prod', policy)],
  ['Add user or group (silo)', siloPolicyRequest(policy)],
  ['Add user or group (system)', systemPolicyRequest(policy)],
  ['Add user or group (silo page)', siloPolicyUpdateRequest('acme', policy)],
  ['Edit auth settings', authSettingsUpdateRequest({ maxTtlSeconds: 3600 })],
  ['Create SCIM token', scimTokenCreateRequest({ silo: 'acme' })],
  ['Create project', projectCreateRequest({ ...emptyProject, ...named })],
  ['Edit project', projectUpdateRequest(named, 'web-prod')],
  [
    'Create instance',
    instanceCreateRequest(
      { ...emptyInstance(['alice-laptop'], 'default'), ...named, imageId: id },
      'web-prod',
      'web-2-boot-3fa9c1',
    ),
  ],
  [
    'Create instance (custom networking, extra disks, floating IP)',
    instanceCreateRequest(
      {
        ...emptyInstance([], 'default'),
        ...named,
        imageId: id,
        networking: 'custom',
        nics: [
          { name: 'nic0', description: '', vpcName: 'default', subnetName: 'default', ip: '' },
        ],
        disks: [
          { type: 'create', ...emptyDisk, name: 'data' },
          { type: 'attach', name: 'logs' },
        ],
        floatingIps: ['web-vip'],
        ephemeralIp: false,
        autoRestartPolicy: 'never',
      },
      'web-prod',
      'web-2-boot-3fa9c1',
    ),
  ],
  ['Create disk (blank)', diskCreateRequest({ ...emptyDisk, ...named }, 'web-prod') as ApiRequest],
  [
    'Create disk (from snapshot)',
    diskCreateRequest(
      { ...emptyDisk, ...named, source: 'snapshot', snapshotId: id },
      'web-prod',
    ) as ApiRequest,
  ],
  ['Attach disk', diskAttachRequest(id, 'data')],
  [
    'Create snapshot',
    snapshotCreateRequest({ ...emptySnapshot, ...named, disk: 'data' }, 'web-prod'),
  ],
  [
    'Create image',
    imageCreateRequest({ ...emptyImage, ...named, os: 'debian', version: '12' }, 'web-prod', id),
  ],
  ['Promote image', imagePromoteRequest(id)],
  ['Demote image', imageDemoteRequest(id, 'web-prod')],
  ['Create VPC', vpcCreateRequest({ ...emptyVpc, ...named, dnsName: 'web' }, 'web-prod')],
  ['Edit VPC', vpcUpdateRequest({ ...emptyVpc, ...named, dnsName: 'web' }, sel)],
  [
    'Create subnet',
    subnetCreateRequest({ ...emptySubnet, ...named, ipv4Block: '10.1.0.0/24' }, sel),
  ],
  [
    'Edit subnet',
    subnetUpdateRequest(
      { ...emptySubnet, ...named, ipv4Block: '10.1.0.0/24', customRouter: 'r1' },
      { ...sel, subnet: 'web' },
    ),
  ],
  [
    'Create firewall rule',
    firewallRulesUpdateRequest(
      {
        ...emptyFirewallRule,
        name: 'allow-web',
        targets: [
          { type: 'instance', value: 'web-1' },
          { type: 'ip_net', value: '10.0.0.0/8' },
        ],
        hosts: [{ type: 'ip', value: '192.168.0.1' }],
        protocols: [{ type: 'tcp' }, { type: 'icmp', value: { icmpType: 3, code: '0-4' } }],
        ports: ['80', '8000-8080'],
      },
      sel,
      [],
    ),
  ],
  [
    'Edit firewall rule',
    firewallRulesUpdateRequest(
      { ...emptyFirewallRule, name: 'allow-ssh', targets: [{ type: 'vpc', value: 'default' }] },
      sel,
      [],
      'allow-ssh',
    ),
  ],
  ['Create router', routerCreateRequest({ ...emptyRouter, ...named }, sel)],
  ['Create internet gateway', gatewayCreateRequest({ ...emptyGateway, ...named }, sel)],
  [
    'Join multicast group',
    multicastJoinRequest(
      { group: 'video-feed', sources: '192.0.2.9' },
      { project: 'web-prod', instance: 'web-1' },
    ),
  ],
  [
    'Attach IP pool to a gateway',
    gatewayPoolAttachRequest({ ...emptyGatewayPool, ...named, pool: 'default' }, gw),
  ],
  [
    'Attach IP address to a gateway',
    gatewayAddressAttachRequest({ ...emptyGatewayAddress, ...named, address: '192.0.2.50' }, gw),
  ],
  ['Edit router', routerUpdateRequest({ ...emptyRouter, ...named }, { ...sel, router: 'r1' })],
  [
    'Create route',
    routeCreateRequest(
      { ...emptyRoute, ...named, destinationValue: '10.2.0.0/16', targetValue: '10.0.0.1' },
      { ...sel, router: 'r1' },
    ),
  ],
  [
    'Edit route',
    routeUpdateRequest(
      { ...emptyRoute, ...named, destinationValue: '10.2.0.0/16', targetType: 'drop' },
      { ...sel, router: 'r1', route: 'to-db' },
    ),
  ],
  [
    'Create floating IP',
    floatingIpCreateRequest({ ...emptyFloatingIp('default'), ...named }, 'web-prod'),
  ],
  [
    'Create floating IP (explicit address)',
    floatingIpCreateRequest(
      { ...emptyFloatingIp('default'), ...named, allocation: 'ip', ip: '192.0.2.9' },
      'web-prod',
    ),
  ],
  ['Edit floating IP', floatingIpKind.requests.update('web-prod', 'vip', named)],
  [
    'Attach floating IP',
    floatingIpAttachRequest({ project: 'web-prod', floatingIp: 'vip' }, 'web-1'),
  ],
  [
    'Create external subnet',
    externalSubnetCreateRequest({ ...emptyExternalSubnet, ...named }, 'web-prod'),
  ],
  [
    'Create external subnet (explicit block)',
    externalSubnetCreateRequest(
      { ...emptyExternalSubnet, ...named, allocation: 'explicit', subnet: '203.0.113.64/28' },
      'web-prod',
    ),
  ],
  ['Edit external subnet', externalSubnetKind.requests.update('web-prod', 'edge', named)],
  ['Attach external subnet', externalSubnetKind.requests.attach('web-prod', 'edge', 'web-1')],
  [
    'Create probe',
    probeCreateRequest(
      { ...emptyProbe, ...named, sled: '5e1d0000-1a2b-4c3d-8e4f-5a6b7c8d9e01', pool: 'default' },
      'web-prod',
    ),
  ],
  [
    'Attach ephemeral IP',
    ephemeralIpAttachRequest('default', { project: 'web-prod', instance: 'web-1' }),
  ],
  [
    'Add network interface',
    nicCreateRequest(
      { ...emptyNic('default'), name: 'eth1', subnet: 'default', ip: '172.30.0.40' },
      { project: 'web-prod', instance: 'web-1' },
    ),
  ],
  [
    'Edit network interface',
    nicUpdateRequest({ name: 'eth1', description: 'x', primary: true }, nic),
  ],
  ...[antiAffinityKind, affinityKind].flatMap((kind): [string, ApiRequest][] => [
    [`Create ${kind.noun}`, groupCreateRequest(kind, { ...emptyGroup, ...named }, 'web-prod')],
    [
      `Edit ${kind.noun}`,
      groupUpdateRequest(
        kind,
        { ...emptyGroup, ...named },
        { project: 'web-prod', group: 'spread' },
      ),
    ],
    [
      `Add instance to ${kind.noun}`,
      kind.requests.memberAdd({ project: 'web-prod', group: 'spread' }, 'web-1'),
    ],
  ]),
  [
    'Add SSH key',
    sshKeyCreateRequest({ ...emptySshKey, ...named, publicKey: 'ssh-ed25519 AAAAC3Nz alice' }),
  ],
  [
    'Create silo',
    siloCreateRequest({
      ...emptySilo,
      ...named,
      adminGroupName: 'admins',
      cpus: 8,
      memoryGiB: 16,
      storageGiB: 100,
      mappedFleetRoles: {
        admin: ['admin'],
        collaborator: [],
        limited_collaborator: [],
        viewer: [],
      },
    }),
  ],
  ['Edit quotas', siloQuotasUpdateRequest({ cpus: 8, memoryGiB: 16, storageGiB: 100 }, 'acme')],
  [
    'Create user',
    localUserCreateRequest(
      {
        ...emptyLocalUser,
        externalId: 'bob',
        password: 'hunter2hunter2',
        confirmPassword: 'hunter2hunter2',
      },
      'acme',
    ),
  ],
  [
    'Set password',
    localUserSetPasswordRequest({ ...emptyPassword, passwordMode: 'login_disallowed' }, 'acme', id),
  ],
  [
    'Create identity provider',
    samlIdpCreateRequest(
      {
        ...emptyIdp,
        ...named,
        metadataUrl: 'https://idp.example.com/metadata',
        idpEntityId: 'https://idp.example.com',
        spClientId: 'oxide',
        acsUrl: 'https://rack.example.com/login/acme/saml/web-2',
        sloUrl: 'https://idp.example.com/slo',
        technicalContactEmail: 'ops@example.com',
        signingPublicCert: der,
        signingPrivateKey: der,
      },
      'acme',
    ),
  ],
  ['Create IP pool', ipPoolKind.requests.create({ ...emptyPool, ...named })],
  ['Edit IP pool', ipPoolKind.requests.update({ ...emptyPool, ...named }, 'default')],
  ['Create subnet pool', subnetPoolKind.requests.create({ ...emptyPool, ...named })],
  ['Edit subnet pool', subnetPoolKind.requests.update({ ...emptyPool, ...named }, 'default')],
  // the forms whose panels show placeholders for secrets (form-panels.spec.ts), but the image
  // upload's, whose snapshot id is a placeholder the body schema refuses, and the bundle
  // comment's, which the CLI has no command for
  ...panelRequests.filter(
    ([name]) => !['Upload image', 'Edit support bundle comment'].includes(name),
  ),
  ['Link silo / subnet pool', subnetPoolKind.requests.siloLink('default', 'acme', true)],
  ['Add IP range', ipRangeAddRequest({ first: '192.0.2.10', last: '192.0.2.20' }, 'default')],
  ['Link silo / pool', ipPoolSiloLinkRequest('default', 'acme', true)],
  // rack networking, part A
  [
    'Create address lot',
    addressLotCreateRequest({
      ...emptyAddressLot,
      ...named,
      blocks: [
        { firstAddress: '192.0.2.0', lastAddress: '192.0.2.127' },
        { firstAddress: 'fd00::1', lastAddress: 'fd00::ff' },
      ],
    }),
  ],
  [
    'Edit BGP configuration',
    bgpConfigUpdateRequest(
      { name: 'as65547', description: 'edge', announceSet: 'as65547-announce', maxPaths: 4 },
      'as65547',
    ),
  ],
  [
    'Add sleds to rack',
    addSledsRequest({ rackId: id, serials: ['BRM42200004'] }, [
      {
        rackId: id,
        cubby: 17,
        baseboard: { part: '913-0000019', revision: 6, serial: 'BRM42200004' },
      },
    ]),
  ],
  [
    'Enable disk adoption',
    enableAdoptionRequest({ vendor: '1b96', model: 'WUS5EA138ESP7E1', serial: 'U2-NEW03' }),
  ],
  [
    'Create loopback address',
    loopbackAddressCreateRequest({
      ...emptyLoopbackAddress(id),
      address: '172.20.15.29',
      mask: 32,
      addressLot: 'initial-infra',
    }),
  ],
  [
    'Create BGP configuration',
    bgpConfigCreateRequest({ ...emptyBgpConfig, ...named, asn: 65001, announceSet: 'edge' }),
  ],
  [
    'Create announce set',
    announceSetUpdateRequest({
      ...emptyAnnounceSet,
      ...named,
      announcements: [{ addressLotBlock: id, network: '192.0.2.0/25' }],
    }),
  ],
  // rack networking, part B
  [
    'Apply port settings',
    applySettingsRequest({ rackId: id, switchSlot: 'switch1', port: 'qsfp3' }, 'default-uplink0'),
  ],
  [
    'LLDP configuration',
    lldpConfigUpdateRequest(
      { ...lldpToValues({ id, enabled: true }), systemName: 'edge-1', managementIp: '10.0.0.9' },
      id,
      { rackId: id, switchSlot: 'switch0', port: 'qsfp0' },
    ),
  ],
  [
    'Create port settings',
    portSettingsCreateRequest({
      ...emptyPortSettings,
      ...named,
      name: 'uplink1',
      addresses: [{ ...emptyAddress(), address: '172.20.15.22/28', addressLot: 'initial-infra' }],
      routes: [{ ...emptySwitchPortRoute(), dst: '0.0.0.0/0', gw: '172.20.15.17' }],
      bgpPeers: [{ ...emptyBgpPeer(), bgpConfig: 'as65547', address: '172.20.15.17' }],
    }),
  ],
  ['Enable BFD session', bfdEnableRequest({ ...emptyBfdSession, remote: '172.20.15.1' })],
]
