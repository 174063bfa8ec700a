// biome-ignore-all lint/suspicious/noTemplateCurlyInString: Terraform references and template text, not JS templates
/**
 * A project as the export reads it, by hand: two VPCs with a subnet of the
 * same name, a custom router with routes, a gateway, firewall rules, disks
 * from an image and a snapshot, an instance with NICs, disks, IPs, a group
 * and a key, and names and descriptions that try to break out of a string.
 */
import type { ProjectData } from '~/export/project-data'

const t = new Date('2026-01-01T00:00:00Z')
const times = { timeCreated: t, timeModified: t }
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

export const HOSTILE = 'say "hi" ${var.x} %{if 1} \\ back\nnew line'

export function exportFixture(): ProjectData {
  const project = { id: uuid(1), name: 'web-prod', description: HOSTILE, ...times }
  const vpcA = {
    id: uuid(10),
    name: 'web',
    description: 'web tier',
    dnsName: 'web',
    ipv6Prefix: 'fd00:1::/48',
    projectId: project.id,
    systemRouterId: uuid(11),
    ...times,
  }
  const vpcB = {
    ...vpcA,
    id: uuid(20),
    name: 'web-b',
    dnsName: 'web-b',
    ipv6Prefix: 'fd00:2::/48',
    systemRouterId: uuid(21),
  }
  // "web" + "b-default" and "web-b" + "default" make the same identifier
  const subnetA = {
    id: uuid(12),
    name: 'b-default',
    description: '',
    ipv4Block: '10.0.0.0/24',
    ipv6Block: 'fd00:1::/64',
    vpcId: vpcA.id,
    customRouterId: uuid(13),
    ...times,
  }
  const subnetB = {
    ...subnetA,
    id: uuid(22),
    name: 'default',
    vpcId: vpcB.id,
    customRouterId: null,
  }
  const router = {
    id: uuid(13),
    name: 'edge',
    description: 'edge',
    kind: 'custom' as const,
    vpcId: vpcA.id,
    ...times,
  }
  const gateway = { id: uuid(14), name: 'igw', description: 'out', vpcId: vpcA.id, ...times }
  const routes = [
    {
      id: uuid(15),
      name: 'default-v4',
      description: 'to the world',
      kind: 'custom' as const,
      vpcRouterId: router.id,
      destination: { type: 'ip_net' as const, value: '0.0.0.0/0' },
      target: { type: 'internet_gateway' as const, value: 'igw' },
      ...times,
    },
    {
      id: uuid(16),
      name: 'blackhole',
      description: '',
      kind: 'custom' as const,
      vpcRouterId: router.id,
      destination: { type: 'ip' as const, value: '192.0.2.1' },
      target: { type: 'drop' as const },
      ...times,
    },
  ]
  const rules = [
    {
      id: uuid(17),
      name: 'allow-https',
      description: HOSTILE,
      action: 'allow' as const,
      direction: 'inbound' as const,
      priority: 50,
      status: 'enabled' as const,
      filters: {
        hosts: [{ type: 'ip_net' as const, value: '0.0.0.0/0' }],
        ports: ['443', '8000-8080'],
        protocols: [
          { type: 'tcp' as const },
          { type: 'icmp' as const, value: { icmpType: 0, code: '1-3' } },
        ],
      },
      targets: [{ type: 'vpc' as const, value: 'web' }],
      vpcId: vpcA.id,
      ...times,
    },
    {
      id: uuid(18),
      name: 'deny-all',
      description: '',
      action: 'deny' as const,
      direction: 'outbound' as const,
      priority: 65535,
      status: 'disabled' as const,
      filters: { hosts: null, ports: null, protocols: null },
      targets: [{ type: 'subnet' as const, value: 'b-default' }],
      vpcId: vpcA.id,
      ...times,
    },
  ]
  const image = {
    id: uuid(30),
    name: 'debian',
    description: '',
    os: 'debian',
    version: '13',
    blockSize: 512 as const,
    size: 1024 ** 3,
    projectId: project.id,
    ...times,
  }
  const disk = (n: number, name: string, extra: object = {}) => ({
    id: uuid(n),
    name,
    description: `${name} disk`,
    blockSize: 4096 as const,
    size: 10 * 1024 ** 3,
    devicePath: `/mnt/${name}`,
    diskType: 'distributed' as const,
    projectId: project.id,
    readOnly: false,
    state: { state: 'attached' as const, instance: uuid(50) },
    ...times,
    ...extra,
  })
  const boot = disk(31, 'boot', { imageId: image.id })
  const data = disk(32, 'data')
  const snapshot = {
    id: uuid(33),
    name: 'data-snap',
    description: '',
    diskId: data.id,
    projectId: project.id,
    size: data.size,
    state: 'ready' as const,
    ...times,
  }
  const restored = disk(34, 'restored', {
    snapshotId: snapshot.id,
    readOnly: true,
    state: { state: 'detached' as const },
  })
  const pool = {
    id: uuid(40),
    name: 'default',
    description: '',
    ipVersion: 'v4' as const,
    isDefault: true,
    poolType: 'unicast' as const,
    ...times,
  }
  const fip = {
    id: uuid(41),
    name: 'web-ip',
    description: '',
    ip: '192.0.2.10',
    ipPoolId: pool.id,
    instanceId: uuid(50),
    projectId: project.id,
    ...times,
  }
  const group = {
    id: uuid(42),
    name: 'spread',
    description: '',
    failureDomain: 'sled' as const,
    policy: 'allow' as const,
    projectId: project.id,
    ...times,
  }
  const key = {
    id: uuid(43),
    name: 'alice',
    description: '',
    publicKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIE alice@example',
    siloUserId: uuid(44),
    ...times,
  }
  const instance = {
    id: uuid(50),
    name: 'db1',
    description: 'database',
    hostname: 'db1',
    memory: 4 * 1024 ** 3,
    ncpus: 2,
    bootDiskId: boot.id,
    autoRestartEnabled: true,
    autoRestartPolicy: 'best_effort' as const,
    cpuPlatform: null,
    enableJumboFrames: false,
    projectId: project.id,
    runState: 'running' as const,
    timeRunStateUpdated: t,
    ...times,
  }
  const nic = {
    id: uuid(51),
    name: 'nic0',
    description: '',
    instanceId: instance.id,
    mac: 'A8:40:25:00:00:01',
    primary: true,
    subnetId: subnetB.id,
    vpcId: vpcB.id,
    ipStack: { type: 'v4' as const, value: { ip: '10.0.0.5', transitIps: [] } },
    ...times,
  }
  return {
    project,
    wholeProject: true,
    vpcs: [
      {
        vpc: vpcA,
        subnets: [subnetA],
        routers: [{ router, routes }],
        internetGateways: [
          {
            gateway,
            ipPools: [
              {
                id: uuid(19),
                name: 'default',
                description: '',
                internetGatewayId: gateway.id,
                ipPoolId: pool.id,
                ...times,
              },
            ],
          },
        ],
        firewallRules: rules,
      },
      { vpc: vpcB, subnets: [subnetB], routers: [], internetGateways: [], firewallRules: [] },
    ],
    disks: [boot, data, restored],
    snapshots: [snapshot],
    images: [image],
    instances: [
      {
        instance,
        nics: [nic],
        disks: [boot, data],
        externalIps: [
          { kind: 'ephemeral', ip: '192.0.2.20', ipPoolId: pool.id },
          { kind: 'snat', ip: '192.0.2.21', ipPoolId: pool.id, firstPort: 0, lastPort: 16383 },
          { kind: 'floating', ...fip },
        ],
        antiAffinityGroups: [group],
        sshKeys: [key],
      },
    ],
    floatingIps: [fip],
    antiAffinityGroups: [group],
    sshKeys: [key],
    ipPools: [pool],
  }
}
