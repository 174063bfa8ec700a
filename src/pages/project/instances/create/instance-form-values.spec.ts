import { describe, expect, it } from 'vitest'
import { emptyDisk } from '~/pages/project/disks/disk-form-values'
import { GiB } from '~/util/units'
import {
  CUSTOM,
  diskToAttachment,
  emptyInstance,
  externalIpsOf,
  hardwareOf,
  MAX_USER_DATA_BYTES,
  minDiskGiB,
  networkingOf,
  nicToCreate,
  placeCreateError,
  presets,
  validateHostname,
  validateUserData,
  valuesToInstanceCreate,
} from './instance-form-values'

describe('hardwareOf', () => {
  it('takes a preset’s size, ignoring the custom fields', () => {
    expect(hardwareOf({ preset: 'highmem-md', ncpus: 1, memoryGiB: 1 })).toEqual({
      ncpus: 8,
      memoryGiB: 64,
    })
  })
  it('takes the custom fields for custom', () => {
    expect(hardwareOf({ preset: CUSTOM, ncpus: 3, memoryGiB: 12 })).toEqual({
      ncpus: 3,
      memoryGiB: 12,
    })
  })
})

describe('minDiskGiB', () => {
  it('rounds the image size up to whole GiB, at least 1', () => {
    expect(minDiskGiB({ size: 3 * GiB })).toBe(3)
    expect(minDiskGiB({ size: 3 * GiB + 1 })).toBe(4)
    expect(minDiskGiB({ size: 0 })).toBe(1)
    expect(minDiskGiB(undefined)).toBe(1)
  })
})

describe('valuesToInstanceCreate', () => {
  it('builds the body with a new boot disk from the image', () => {
    const values = {
      ...emptyInstance(['alice-laptop']),
      name: ' web-3 ',
      description: ' front ',
      preset: CUSTOM,
      ncpus: 6,
      memoryGiB: 24,
      imageId: 'img-1',
      bootDiskSizeGiB: 30,
      start: false,
    }
    expect(valuesToInstanceCreate(values, 'web-3-boot-abc123')).toEqual({
      name: 'web-3',
      description: 'front',
      hostname: 'web-3',
      ncpus: 6,
      memory: 24 * GiB,
      bootDisk: {
        type: 'create',
        name: 'web-3-boot-abc123',
        description: 'Boot disk of web-3',
        size: 30 * GiB,
        diskBackend: { type: 'distributed', diskSource: { type: 'image', imageId: 'img-1' } },
      },
      disks: [],
      networkInterfaces: { type: 'default_dual_stack' },
      externalIps: [{ type: 'ephemeral', poolSelector: { type: 'auto' } }],
      sshPublicKeys: ['alice-laptop'],
      autoRestartPolicy: null,
      antiAffinityGroups: [],
      start: false,
    })
  })

  it('sends an empty key list when no key is picked (not all keys)', () => {
    const body = valuesToInstanceCreate(
      { ...emptyInstance([]), name: 'a', imageId: 'i', preset: presets[1].id },
      'a-disk',
    )
    expect(body.sshPublicKeys).toEqual([])
    expect(body.ncpus).toBe(4)
    expect(body.start).toBe(true)
  })
})

describe('valuesToInstanceCreate, the other sections', () => {
  const base = { ...emptyInstance([], 'default-v4'), name: 'web-3', imageId: 'img-1' }

  it('takes the hostname when given, trimmed', () => {
    expect(valuesToInstanceCreate({ ...base, hostname: ' web3.internal ' }, 'd').hostname).toBe(
      'web3.internal',
    )
  })

  it('sends user data base64-encoded, and none when empty', () => {
    const body = valuesToInstanceCreate({ ...base, userData: '#cloud-config\n' }, 'd')
    expect(body.userData).toBe('I2Nsb3VkLWNvbmZpZwo=')
    expect('userData' in valuesToInstanceCreate(base, 'd')).toBe(false)
  })

  it('sends the auto-restart policy, and null for the silo default', () => {
    expect(valuesToInstanceCreate({ ...base, autoRestartPolicy: 'never' }, 'd')).toMatchObject({
      autoRestartPolicy: 'never',
    })
    expect(valuesToInstanceCreate(base, 'd').autoRestartPolicy).toBeNull()
  })

  it('names the anti-affinity groups to join', () => {
    const body = valuesToInstanceCreate({ ...base, antiAffinityGroups: ['web-spread'] }, 'd')
    expect(body.antiAffinityGroups).toEqual(['web-spread'])
  })

  it('lists extra disks after the boot disk', () => {
    const body = valuesToInstanceCreate(
      {
        ...base,
        disks: [
          { type: 'create', ...emptyDisk, name: 'data', sizeGiB: 20 },
          { type: 'attach', name: 'old-disk' },
        ],
      },
      'd',
    )
    expect(body.disks).toEqual([
      {
        type: 'create',
        name: 'data',
        description: '',
        size: 20 * GiB,
        diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 4096 } },
      },
      { type: 'attach', name: 'old-disk' },
    ])
  })
})

describe('diskToAttachment', () => {
  it('makes a new disk from a snapshot or an image', () => {
    expect(
      diskToAttachment({
        type: 'create',
        ...emptyDisk,
        name: ' snap-copy ',
        source: 'snapshot',
        snapshotId: 'snap-1',
        sizeGiB: 8,
      }),
    ).toMatchObject({
      type: 'create',
      name: 'snap-copy',
      size: 8 * GiB,
      diskBackend: { diskSource: { type: 'snapshot', snapshotId: 'snap-1' } },
    })
    expect(
      diskToAttachment({ type: 'create', ...emptyDisk, name: 'x', source: 'image', imageId: 'i' }),
    ).toMatchObject({ diskBackend: { diskSource: { type: 'image', imageId: 'i' } } })
  })
})

describe('networkingOf', () => {
  const nic = { name: 'net1', description: ' back ', vpcName: 'backend', subnetName: 'db', ip: '' }
  it('default, none, or the custom interfaces', () => {
    expect(networkingOf({ networking: 'default', nics: [nic] })).toEqual({
      type: 'default_dual_stack',
    })
    expect(networkingOf({ networking: 'none', nics: [nic] })).toEqual({ type: 'none' })
    expect(networkingOf({ networking: 'custom', nics: [nic] })).toEqual({
      type: 'create',
      params: [{ name: 'net1', description: 'back', vpcName: 'backend', subnetName: 'db' }],
    })
  })
  it('an explicit address goes on the stack of its version', () => {
    expect(nicToCreate({ ...nic, ip: ' 10.0.0.9 ' }).ipConfig).toEqual({
      type: 'v4',
      value: { ip: { type: 'explicit', value: '10.0.0.9' } },
    })
    expect(nicToCreate({ ...nic, ip: 'fd00::9' }).ipConfig).toEqual({
      type: 'v6',
      value: { ip: { type: 'explicit', value: 'fd00::9' } },
    })
  })
})

describe('externalIpsOf', () => {
  it('an ephemeral IP from the chosen pool, then the floating IPs', () => {
    expect(
      externalIpsOf({ ephemeralIp: true, ephemeralIpPool: 'pool-a', floatingIps: ['fip-1'] }),
    ).toEqual([
      { type: 'ephemeral', poolSelector: { type: 'explicit', pool: 'pool-a' } },
      { type: 'floating', floatingIp: 'fip-1' },
    ])
  })
  it('nothing when neither is asked for', () => {
    expect(externalIpsOf({ ephemeralIp: false, ephemeralIpPool: 'p', floatingIps: [] })).toEqual([])
  })
})

describe('validateHostname', () => {
  it('accepts RFC 1035 names, and empty (the name is used)', () => {
    expect(validateHostname('')).toBeUndefined()
    expect(validateHostname('web-1')).toBeUndefined()
    expect(validateHostname('Web1.example.com')).toBeUndefined()
  })
  it('refuses what the API refuses', () => {
    expect(validateHostname('web_1')).toBe('Can only contain letters, numbers, dashes and dots')
    expect(validateHostname('-web')).toBe(
      'Each part between dots must start and end with a letter or number',
    )
    expect(validateHostname('web-.example')).toBe(
      'Each part between dots must start and end with a letter or number',
    )
    expect(validateHostname('web..example')).toBe(
      'Cannot start or end with a dot, or have two dots in a row',
    )
    expect(validateHostname('a'.repeat(64))).toBe(
      'Each part between dots must be 63 characters or fewer',
    )
    expect(validateHostname(Array(64).fill('abc').join('.'))).toBe(
      'Must be 253 characters or fewer',
    )
  })
})

describe('user data', () => {
  it('allows up to 32 KiB once encoded as UTF-8', () => {
    expect(validateUserData('a'.repeat(MAX_USER_DATA_BYTES))).toBeUndefined()
    expect(validateUserData('a'.repeat(MAX_USER_DATA_BYTES + 1))).toBe(
      'Must be 32 KiB (32768 bytes) or less; this is 32769 bytes',
    )
    // two bytes per é
    expect(validateUserData('é'.repeat(MAX_USER_DATA_BYTES / 2 + 1))).toMatch(/32770 bytes/)
  })
})

describe('placeCreateError', () => {
  it('keeps an instance name clash for the name field', () => {
    const e = { message: 'Instance name already exists', errorCode: 'ObjectAlreadyExists' }
    expect(placeCreateError(e)).toBe(e)
  })
  it('sends another resource’s clash to the form’s error alert', () => {
    expect(
      placeCreateError({ message: 'Disk name already exists', errorCode: 'ObjectAlreadyExists' }),
    ).toEqual({ message: 'Disk name already exists', errorCode: undefined })
  })
})
