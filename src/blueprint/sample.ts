import { apiVersion } from '~/api/operations'

import type { Blueprint } from './schema'

/** A blueprint with one of everything, as an export of a small project writes it */
export const sample: Blueprint = {
  schemaVersion: 1,
  apiVersion,
  project: { name: 'web-prod', description: 'Production web tier' },
  vpcs: [
    {
      name: 'web',
      description: 'front',
      dnsName: 'web',
      subnets: [{ name: 'front', description: '', ipv4Block: '10.1.0.0/24', customRouter: 'edge' }],
      routers: [
        {
          name: 'edge',
          description: '',
          routes: [
            {
              name: 'out',
              description: '',
              destination: { type: 'ip_net', value: '0.0.0.0/0' },
              target: { type: 'internet_gateway', value: 'gw' },
            },
          ],
        },
      ],
      internetGateways: [
        {
          name: 'gw',
          description: '',
          ipPools: [{ name: 'gw-pool', description: '', ipPool: 'default' }],
        },
      ],
      firewallRules: [
        {
          name: 'allow-https',
          description: 'HTTPS in',
          action: 'allow',
          direction: 'inbound',
          priority: 100,
          status: 'enabled',
          targets: [{ type: 'vpc', value: 'web' }],
          filters: { ports: ['443'], protocols: [{ type: 'tcp' }], hosts: null },
        },
      ],
    },
  ],
  disks: [
    {
      name: 'boot',
      description: '',
      size: 10 * 1024 ** 3,
      diskBackend: { type: 'distributed', diskSource: { type: 'image', image: 'ubuntu' } },
    },
    {
      name: 'data',
      description: '',
      size: 1024 ** 3,
      diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 4096 } },
    },
  ],
  snapshots: [{ name: 'data-snap', description: '', disk: 'data' }],
  images: [
    {
      name: 'data-image',
      description: '',
      os: 'linux',
      version: '1',
      source: { type: 'snapshot', snapshot: 'data-snap' },
    },
  ],
  instances: [
    {
      name: 'web-1',
      description: '',
      hostname: 'web-1',
      ncpus: 2,
      memory: 4 * 1024 ** 3,
      bootDisk: { type: 'attach', name: 'boot' },
      disks: [{ type: 'attach', name: 'data' }],
      networkInterfaces: {
        type: 'create',
        params: [{ name: 'nic0', description: '', vpcName: 'web', subnetName: 'front' }],
      },
      externalIps: [
        { type: 'ephemeral', poolSelector: { type: 'explicit', pool: 'default' } },
        { type: 'floating', floatingIp: 'web-ip' },
      ],
      antiAffinityGroups: ['spread'],
      sshPublicKeys: ['alice-laptop'],
    },
  ],
  floatingIps: [
    {
      name: 'web-ip',
      description: '',
      addressAllocator: { type: 'auto', poolSelector: { type: 'explicit', pool: 'default' } },
    },
  ],
  sshKeys: [{ name: 'alice-laptop', description: '', publicKey: 'ssh-ed25519 AAAA alice' }],
  antiAffinityGroups: [{ name: 'spread', description: '', failureDomain: 'sled', policy: 'allow' }],
}
