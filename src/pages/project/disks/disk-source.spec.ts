import { describe, expect, it } from 'vitest'
import { diskSource } from './disk-source'

describe('diskSource', () => {
  it('is the image, the snapshot, or blank', () => {
    expect(diskSource({ imageId: 'i-1', snapshotId: null })).toEqual({ kind: 'Image', id: 'i-1' })
    expect(diskSource({ imageId: null, snapshotId: 's-1' })).toEqual({
      kind: 'Snapshot',
      id: 's-1',
    })
    expect(diskSource({})).toEqual({ kind: 'Blank' })
  })
})
