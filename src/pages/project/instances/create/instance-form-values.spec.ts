import { describe, expect, it } from 'vitest'
import { GiB } from '~/util/units'
import {
  CUSTOM,
  emptyInstance,
  hardwareOf,
  minDiskGiB,
  presets,
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
      networkInterfaces: { type: 'default_dual_stack' },
      sshPublicKeys: ['alice-laptop'],
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
