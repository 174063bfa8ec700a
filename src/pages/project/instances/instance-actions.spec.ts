import { describe, expect, it } from 'vitest'
import { instanceDisabledReason } from './instance-actions'

describe('instanceDisabledReason', () => {
  it('is undefined where the state table allows the action', () => {
    expect(instanceDisabledReason('start', { runState: 'stopped' })).toBeUndefined()
    expect(instanceDisabledReason('stop', { runState: 'starting' })).toBeUndefined()
    expect(instanceDisabledReason('delete', { runState: 'failed' })).toBeUndefined()
  })

  it('says which states allow it otherwise', () => {
    expect(instanceDisabledReason('delete', { runState: 'running' })).toBe(
      'Only available when the instance is stopped or failed',
    )
    expect(instanceDisabledReason('reboot', { runState: 'stopped' })).toBe(
      'Only available when the instance is running',
    )
  })
})
