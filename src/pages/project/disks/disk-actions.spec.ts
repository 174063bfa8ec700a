import { describe, expect, it } from 'vitest'
import { diskDisabledReason, diskInstanceId, isDiskBusy, isImporting } from './disk-actions'

describe('diskDisabledReason', () => {
  it('is undefined when the state allows the action, says why otherwise', () => {
    expect(diskDisabledReason('delete', { state: { state: 'detached' } })).toBeUndefined()
    expect(diskDisabledReason('delete', { state: { state: 'attached', instance: 'i' } })).toBe(
      'Only available when the disk is detached or faulted',
    )
    expect(diskDisabledReason('snapshot', { state: { state: 'import_ready' } })).toBe(
      'Only available when the disk is attached or detached',
    )
  })
})

describe('diskInstanceId', () => {
  it('is the instance of an attached, attaching or detaching disk', () => {
    expect(diskInstanceId({ state: { state: 'attached', instance: 'i1' } })).toBe('i1')
    expect(diskInstanceId({ state: { state: 'detaching', instance: 'i2' } })).toBe('i2')
    expect(diskInstanceId({ state: { state: 'detached' } })).toBeUndefined()
  })
})

describe('isDiskBusy', () => {
  it('holds for states that settle by themselves', () => {
    expect(isDiskBusy({ state: { state: 'creating' } })).toBe(true)
    expect(isDiskBusy({ state: { state: 'detaching', instance: 'i' } })).toBe(true)
    expect(isDiskBusy({ state: { state: 'detached' } })).toBe(false)
    expect(isDiskBusy({ state: { state: 'import_ready' } })).toBe(false)
  })
})

describe('isImporting', () => {
  it('holds for the two bulk-import states only', () => {
    expect(isImporting({ state: { state: 'import_ready' } })).toBe(true)
    expect(isImporting({ state: { state: 'importing_from_bulk_writes' } })).toBe(true)
    expect(isImporting({ state: { state: 'finalizing' } })).toBe(false)
    expect(isImporting({ state: { state: 'detached' } })).toBe(false)
  })
})
