import * as schema from '~/api/__generated__/validate'
import { DEBIAN_IMAGE_ID } from '~/mock-api/fixtures/image-ids'
import { WEB_1_BOOT_SNAPSHOT_ID } from '~/mock-api/fixtures/images'
import { type Case, GiB } from './types'

const P = 'project=web-prod'
const i = (name: string, rest = '') => `/v1/instances/${name}${rest}?${P}`

const instanceCases: Case[] = [
  {
    op: 'instanceList',
    method: 'GET',
    path: `/v1/instances?${P}`,
    schema: schema.InstanceResultsPage,
  },
  {
    op: 'instanceCreate',
    method: 'POST',
    path: `/v1/instances?${P}`,
    body: {
      name: 'new-vm',
      description: '',
      hostname: 'new-vm',
      memory: 4 * GiB,
      ncpus: 2,
      boot_disk: {
        type: 'create',
        name: 'new-vm-boot',
        description: '',
        size: 10 * GiB,
        disk_backend: {
          type: 'distributed',
          disk_source: { type: 'image', image_id: DEBIAN_IMAGE_ID },
        },
      },
      disks: [{ type: 'attach', name: 'scratch' }],
      external_ips: [{ type: 'ephemeral' }, { type: 'floating', floating_ip: 'spare-ip' }],
      anti_affinity_groups: ['web-spread'],
      ssh_public_keys: ['alice-laptop'],
    },
    schema: schema.Instance,
  },
  { op: 'instanceView', method: 'GET', path: i('web-1'), schema: schema.Instance },
  {
    op: 'instanceUpdate',
    method: 'PUT',
    path: i('db-primary'),
    body: {
      ncpus: 8,
      memory: 64 * GiB,
      boot_disk: 'db-primary-boot',
      auto_restart_policy: 'best_effort',
      cpu_platform: null,
      enable_jumbo_frames: true,
    },
    schema: schema.Instance,
  },
  { op: 'instanceDelete', method: 'DELETE', path: i('reporting'), schema: null },
  { op: 'instanceStart', method: 'POST', path: i('db-primary', '/start'), schema: schema.Instance },
  { op: 'instanceStop', method: 'POST', path: i('web-1', '/stop'), schema: schema.Instance },
  { op: 'instanceReboot', method: 'POST', path: i('web-2', '/reboot'), schema: schema.Instance },
  {
    op: 'instanceDiskList',
    method: 'GET',
    path: i('web-1', '/disks'),
    schema: schema.DiskResultsPage,
  },
  {
    op: 'instanceDiskAttach',
    method: 'POST',
    path: i('db-primary', '/disks/attach'),
    body: { disk: 'scratch' },
    schema: schema.Disk,
  },
  {
    op: 'instanceDiskDetach',
    method: 'POST',
    path: i('db-primary', '/disks/detach'),
    body: { disk: 'db-data' },
    schema: schema.Disk,
  },
  {
    op: 'instanceExternalIpList',
    method: 'GET',
    path: i('web-1', '/external-ips'),
    schema: schema.ExternalIpResultsPage,
  },
  {
    op: 'instanceEphemeralIpAttach',
    method: 'POST',
    path: i('web-2', '/external-ips/ephemeral'),
    body: {},
    schema: schema.ExternalIp,
  },
  {
    op: 'instanceEphemeralIpDetach',
    method: 'DELETE',
    path: i('web-1', '/external-ips/ephemeral'),
    schema: null,
  },
  {
    op: 'instanceSshPublicKeyList',
    method: 'GET',
    path: i('web-1', '/ssh-public-keys'),
    schema: schema.SshKeyResultsPage,
  },
  {
    op: 'instanceAntiAffinityGroupList',
    method: 'GET',
    path: i('web-1', '/anti-affinity-groups'),
    schema: schema.AntiAffinityGroupResultsPage,
  },
  {
    op: 'instanceAffinityGroupList',
    method: 'GET',
    path: i('cache-1', '/affinity-groups'),
    schema: schema.AffinityGroupResultsPage,
  },
  {
    op: 'instanceSerialConsole',
    method: 'GET',
    path: `${i('web-1', '/serial-console')}&most_recent=64`,
    schema: schema.InstanceSerialConsoleData,
  },
  {
    // the stream is a websocket (src/mock-api/serial-console.ts): a plain GET is refused
    op: 'instanceSerialConsoleStream',
    method: 'GET',
    path: i('web-1', '/serial-console/stream'),
    schema: schema.Error,
    status: 400,
  },
]

const d = (name: string, rest = '') => `/v1/disks/${name}${rest}?${P}`

const storageCases: Case[] = [
  { op: 'diskList', method: 'GET', path: `/v1/disks?${P}`, schema: schema.DiskResultsPage },
  {
    op: 'diskCreate',
    method: 'POST',
    path: `/v1/disks?${P}`,
    body: {
      name: 'new-disk',
      description: '',
      size: 10 * GiB,
      disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
    },
    schema: schema.Disk,
  },
  { op: 'diskView', method: 'GET', path: d('scratch'), schema: schema.Disk },
  { op: 'diskDelete', method: 'DELETE', path: d('scratch'), schema: null },
  {
    op: 'diskBulkWriteImportStart',
    method: 'POST',
    path: d('import-target', '/bulk-write-start'),
    schema: null,
  },
  {
    op: 'diskBulkWriteImport',
    method: 'POST',
    path: d('import-target', '/bulk-write'),
    // one whole 512-byte block: writes cover whole blocks
    body: { offset: 0, base64_encoded_data: btoa('\0'.repeat(512)) },
    setup: [['POST', d('import-target', '/bulk-write-start')]],
    schema: null,
  },
  {
    op: 'diskBulkWriteImportStop',
    method: 'POST',
    path: d('import-target', '/bulk-write-stop'),
    setup: [['POST', d('import-target', '/bulk-write-start')]],
    schema: null,
  },
  {
    op: 'diskFinalizeImport',
    method: 'POST',
    path: d('import-target', '/finalize'),
    body: { snapshot_name: 'imported' },
    schema: null,
  },
  {
    op: 'snapshotList',
    method: 'GET',
    path: `/v1/snapshots?${P}`,
    schema: schema.SnapshotResultsPage,
  },
  {
    op: 'snapshotCreate',
    method: 'POST',
    path: `/v1/snapshots?${P}`,
    body: { name: 'snap-new', description: '', disk: 'scratch' },
    schema: schema.Snapshot,
  },
  {
    op: 'snapshotView',
    method: 'GET',
    path: `/v1/snapshots/web-1-boot-golden?${P}`,
    schema: schema.Snapshot,
  },
  {
    op: 'snapshotDelete',
    method: 'DELETE',
    path: `/v1/snapshots/scratch-broken?${P}`,
    schema: null,
  },
  { op: 'imageList', method: 'GET', path: '/v1/images', schema: schema.ImageResultsPage },
  {
    op: 'imageCreate',
    method: 'POST',
    path: `/v1/images?${P}`,
    body: {
      name: 'img-new',
      description: '',
      os: 'debian',
      version: '1',
      source: { type: 'snapshot', id: WEB_1_BOOT_SNAPSHOT_ID },
    },
    schema: schema.Image,
  },
  { op: 'imageView', method: 'GET', path: '/v1/images/debian-12', schema: schema.Image },
  { op: 'imageDelete', method: 'DELETE', path: `/v1/images/web-base-2025?${P}`, schema: null },
  {
    op: 'imagePromote',
    method: 'POST',
    path: `/v1/images/web-base-2025/promote?${P}`,
    schema: schema.Image,
  },
  {
    op: 'imageDemote',
    method: 'POST',
    path: `/v1/images/fedora-41/demote?${P}`,
    schema: schema.Image,
  },
]

/** Affinity and anti-affinity groups take the same requests. */
function groupCases(kind: 'affinity' | 'antiAffinity', group: string, member: string): Case[] {
  const base = kind === 'affinity' ? '/v1/affinity-groups' : '/v1/anti-affinity-groups'
  const op = (suffix: string) => `${kind}Group${suffix}` as Case['op']
  const s = kind === 'affinity' ? schema.AffinityGroup : schema.AntiAffinityGroup
  const m = kind === 'affinity' ? schema.AffinityGroupMember : schema.AntiAffinityGroupMember
  return [
    {
      op: op('List'),
      method: 'GET',
      path: `${base}?${P}`,
      schema:
        kind === 'affinity' ? schema.AffinityGroupResultsPage : schema.AntiAffinityGroupResultsPage,
    },
    {
      op: op('Create'),
      method: 'POST',
      path: `${base}?${P}`,
      body: { name: 'group-new', description: '', policy: 'allow', failure_domain: 'sled' },
      schema: s,
    },
    { op: op('View'), method: 'GET', path: `${base}/${group}?${P}`, schema: s },
    {
      op: op('Update'),
      method: 'PUT',
      path: `${base}/${group}?${P}`,
      body: { description: 'updated' },
      schema: s,
    },
    { op: op('Delete'), method: 'DELETE', path: `${base}/${group}?${P}`, schema: null },
    {
      op: op('MemberList'),
      method: 'GET',
      path: `${base}/${group}/members?${P}`,
      schema:
        kind === 'affinity'
          ? schema.AffinityGroupMemberResultsPage
          : schema.AntiAffinityGroupMemberResultsPage,
    },
    {
      op: op('MemberInstanceView'),
      method: 'GET',
      path: `${base}/${group}/members/instance/${member}?${P}`,
      schema: m,
    },
    {
      op: op('MemberInstanceAdd'),
      method: 'POST',
      path: `${base}/${group}/members/instance/db-primary?${P}`,
      schema: m,
    },
    {
      op: op('MemberInstanceDelete'),
      method: 'DELETE',
      path: `${base}/${group}/members/instance/${member}?${P}`,
      schema: null,
    },
  ]
}

export const computeCases: Case[] = [
  ...instanceCases,
  ...storageCases,
  ...groupCases('antiAffinity', 'web-spread', 'web-1'),
  ...groupCases('affinity', 'cache-near-web', 'cache-1'),
]
