import { describe, expect, it } from 'vitest'
import { trimmedIdentity } from '~/util/names'
import {
  emptyFloatingIp,
  floatingIpToValues,
  valuesToFloatingIpCreate,
} from './floating-ip-form-values'

describe('floating IP form values', () => {
  it('asks a chosen pool for its next free address', () => {
    expect(valuesToFloatingIpCreate({ ...emptyFloatingIp('public'), name: ' vip ' })).toEqual({
      name: 'vip',
      description: '',
      addressAllocator: { type: 'auto', poolSelector: { type: 'explicit', pool: 'public' } },
    })
  })

  it("leaves the pool to the API when none is chosen (the silo's default)", () => {
    expect(
      valuesToFloatingIpCreate({ ...emptyFloatingIp(), name: 'vip' }).addressAllocator,
    ).toEqual({ type: 'auto' })
  })

  it('asks for a specific address, whatever pool is selected', () => {
    const body = valuesToFloatingIpCreate({
      ...emptyFloatingIp('public'),
      name: 'vip',
      allocation: 'ip',
      ip: ' 192.0.2.50 ',
    })
    expect(body.addressAllocator).toEqual({ type: 'explicit', ip: '192.0.2.50' })
  })

  it('round-trips a floating IP through the edit form', () => {
    const fip = {
      id: '1',
      name: 'vip',
      description: 'd',
      ip: '192.0.2.1',
      ipPoolId: 'p',
      projectId: 'pr',
      instanceId: null,
      timeCreated: new Date(0),
      timeModified: new Date(0),
    }
    expect(trimmedIdentity(floatingIpToValues(fip))).toEqual({
      name: 'vip',
      description: 'd',
    })
  })
})
