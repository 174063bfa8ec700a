import { describe, expect, it } from 'vitest'
import type { Sled } from '~/api/__generated__/Api'
import { isDiskInService, provisionChange, sledLabel, sledPolicyLabel } from './hardware'

const sled = (policy: Sled['policy']): Sled => ({
  id: 's1',
  rackId: 'r1',
  baseboard: { part: '913-0000019', revision: 6, serial: 'BRM42200001' },
  slot: 14,
  state: 'active',
  policy,
  usableHardwareThreads: 128,
  usablePhysicalRam: 1024,
  timeCreated: new Date(0),
  timeModified: new Date(0),
})

const provisionable = sled({ kind: 'in_service', provisionPolicy: 'provisionable' })
const drained = sled({ kind: 'in_service', provisionPolicy: 'non_provisionable' })
const expunged = sled({ kind: 'expunged' })

describe('sled labels', () => {
  it('names a sled by its serial', () => expect(sledLabel(provisionable)).toBe('BRM42200001'))

  it('reads the policy as a person would', () => {
    expect(sledPolicyLabel(provisionable)).toBe('provisionable')
    expect(sledPolicyLabel(drained)).toBe('not provisionable')
    expect(sledPolicyLabel(expunged)).toBe('expunged')
  })
})

describe('provisionChange', () => {
  it('offers the other policy', () => {
    expect(provisionChange(provisionable)).toMatchObject({
      target: 'non_provisionable',
      label: 'Make non-provisionable',
    })
    expect(provisionChange(drained)).toMatchObject({
      target: 'provisionable',
      label: 'Make provisionable',
    })
    expect(provisionChange(drained).body).toContain('BRM42200001')
  })
})

describe('isDiskInService', () => {
  it('needs both the in-service policy and the active state', () => {
    expect(isDiskInService({ policy: { kind: 'in_service' }, state: 'active' })).toBe(true)
    expect(isDiskInService({ policy: { kind: 'expunged' }, state: 'active' })).toBe(false)
    expect(isDiskInService({ policy: { kind: 'in_service' }, state: 'decommissioned' })).toBe(false)
  })
})
