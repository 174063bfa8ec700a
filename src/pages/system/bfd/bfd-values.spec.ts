import { describe, expect, it } from 'vitest'
import {
  bfdDisableRequest,
  emptyBfdSession,
  validateLocal,
  validateRemote,
  valuesToBfdEnable,
} from './bfd-values'

describe('BFD session values', () => {
  it('send an empty local address as null, the rest trimmed', () => {
    expect(valuesToBfdEnable({ ...emptyBfdSession, remote: ' 172.20.15.1 ' })).toEqual({
      remote: '172.20.15.1',
      local: null,
      switchSlot: 'switch0',
      mode: 'single_hop',
      detectionThreshold: 3,
      requiredRx: 300000,
    })
  })

  it('need a remote IP address', () => {
    expect(validateRemote('172.20.15.1')).toBeUndefined()
    expect(validateRemote('upstream')).toBe('Not a valid IP address')
  })

  it('take a local address of the remote’s family only', () => {
    expect(validateLocal('', '172.20.15.1')).toBeUndefined()
    expect(validateLocal('172.20.15.21', '172.20.15.1')).toBeUndefined()
    expect(validateLocal('fd00::1', '172.20.15.1')).toBe('Must be an IPv4 address, like the remote')
    expect(validateLocal('nope', '172.20.15.1')).toBe('Not a valid IP address')
  })

  it('disable a session by its remote and switch', () => {
    expect(bfdDisableRequest({ remote: '10.0.0.1', switchSlot: 'switch1' }).params).toEqual({
      body: { remote: '10.0.0.1', switchSlot: 'switch1' },
    })
  })
})
