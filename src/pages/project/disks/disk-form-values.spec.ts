import { describe, expect, it } from 'vitest'
import { GiB } from '~/util/units'
import { emptyDisk, minSizeGiB, valuesToDiskCreate, valuesToDiskImport } from './disk-form-values'

describe('valuesToDiskCreate', () => {
  it('makes a blank disk with the picked block size', () => {
    expect(
      valuesToDiskCreate({ ...emptyDisk, name: ' data ', blockSize: '512', sizeGiB: 20 }),
    ).toEqual({
      name: 'data',
      description: '',
      size: 20 * GiB,
      diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 512 } },
    })
  })

  it('makes a disk from a snapshot or an image, ignoring the block size', () => {
    const base = { ...emptyDisk, name: 'd', snapshotId: 's1', imageId: 'i1' }
    expect(valuesToDiskCreate({ ...base, source: 'snapshot' }).diskBackend).toEqual({
      type: 'distributed',
      diskSource: { type: 'snapshot', snapshotId: 's1' },
    })
    expect(valuesToDiskCreate({ ...base, source: 'image' }).diskBackend).toEqual({
      type: 'distributed',
      diskSource: { type: 'image', imageId: 'i1' },
    })
  })
})

describe('minSizeGiB', () => {
  it('rounds the source up to whole GiB', () => {
    expect(minSizeGiB({ size: 20 * GiB })).toBe(20)
    expect(minSizeGiB({ size: 2.5 * GiB })).toBe(3)
    expect(minSizeGiB(undefined)).toBe(1)
    expect(minSizeGiB(null)).toBe(1)
    expect(minSizeGiB({ size: 1 })).toBe(1)
  })
})

describe('valuesToDiskImport', () => {
  it('takes name, description, size and block size; a snapshot only when named', () => {
    const values = {
      ...emptyDisk,
      source: 'upload' as const,
      name: ' up ',
      blockSize: '512',
      sizeGiB: 2,
    }
    expect(valuesToDiskImport(values)).toEqual({
      disk: { name: 'up', description: '', size: 2 * GiB },
      blockSize: 512,
    })
    expect(valuesToDiskImport({ ...values, snapshotName: ' first ' }).snapshotName).toBe('first')
  })
})
