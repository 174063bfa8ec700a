import { describe, expect, it } from 'vitest'
import { emptyImageUpload, valuesToImageUpload } from './image-upload-values'

describe('valuesToImageUpload', () => {
  it('trims the image fields, reads the block size and names the temporaries after the image', () => {
    const upload = valuesToImageUpload({
      ...emptyImageUpload,
      name: ' web-base ',
      description: ' Base ',
      os: ' debian ',
      version: ' 12 ',
      blockSize: '4096',
    })
    expect(upload.image).toEqual({
      name: 'web-base',
      description: 'Base',
      os: 'debian',
      version: '12',
    })
    expect(upload.blockSize).toBe(4096)
    expect(upload.diskName).toMatch(/^web-base-upload-[0-9a-f]{6}$/)
    expect(upload.snapshotName).toMatch(/^web-base-upload-snapshot-[0-9a-f]{6}$/)
  })

  it('defaults to 512-byte blocks', () => {
    expect(valuesToImageUpload({ ...emptyImageUpload, name: 'a' }).blockSize).toBe(512)
  })
})
