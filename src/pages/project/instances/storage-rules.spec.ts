import { describe, expect, it } from 'vitest'
import {
  attachReason,
  detachReason,
  setBootReason,
  splitBootDisk,
  unsetBootReason,
} from './storage-rules'

const attached = { state: 'attached' as const, instance: 'i' }
const stopped = { runState: 'stopped' as const, bootDiskId: 'boot' }
const running = { runState: 'running' as const, bootDiskId: 'boot' }

describe('detachReason', () => {
  it('refuses the boot disk, then checks the instance, then the disk', () => {
    expect(detachReason(stopped, { id: 'boot', state: attached })).toBe(
      'Unset it as the boot disk first',
    )
    expect(detachReason(running, { id: 'd', state: attached })).toBe(
      'Only available when the instance is creating, stopped, or failed',
    )
    expect(detachReason(stopped, { id: 'd', state: { state: 'attaching', instance: 'i' } })).toBe(
      'Only available when the disk is attached',
    )
    expect(detachReason(stopped, { id: 'd', state: attached })).toBeUndefined()
  })
})

describe('boot disk rules', () => {
  it('sets and unsets only while the instance is stopped, failed or creating', () => {
    expect(setBootReason(stopped, { id: 'd', state: attached })).toBeUndefined()
    expect(setBootReason(running, { id: 'd', state: attached })).toBe(
      'Only available when the instance is stopped, failed, or creating',
    )
    expect(unsetBootReason(stopped)).toBeUndefined()
    expect(unsetBootReason(running)).toMatch(/^Only available when the instance is/)
  })
})

describe('attachReason', () => {
  it('allows attaching while creating or stopped', () => {
    expect(attachReason({ runState: 'creating', bootDiskId: null })).toBeUndefined()
    expect(attachReason(running)).toBe('Only available when the instance is creating or stopped')
  })
})

describe('splitBootDisk', () => {
  it('finds the boot disk and keeps the rest in order', () => {
    const disks = [
      { id: 'a', state: attached },
      { id: 'boot', state: attached },
      { id: 'c', state: attached },
    ]
    expect(splitBootDisk(stopped, disks)).toEqual({
      boot: disks[1],
      others: [disks[0], disks[2]],
    })
    expect(splitBootDisk({ ...stopped, bootDiskId: null }, disks).boot).toBeUndefined()
  })
})
