import { describe, expect, it } from 'vitest'
import {
  allowListToValues,
  networkLines,
  validateNetworks,
  valuesToAllowListUpdate,
} from './allow-list-values'

describe('allow list values', () => {
  it('reads the API value into the form and back', () => {
    expect(allowListToValues({ allow: 'any' })).toEqual({ mode: 'any', ips: '' })
    const list = { allow: 'list' as const, ips: ['10.0.0.0/8', 'fd00::/8'] }
    const values = allowListToValues(list)
    expect(values).toEqual({ mode: 'list', ips: '10.0.0.0/8\nfd00::/8' })
    expect(valuesToAllowListUpdate(values)).toEqual({ allowedIps: list })
    // the networks typed are kept aside while "any" is chosen, and not sent
    expect(valuesToAllowListUpdate({ mode: 'any', ips: '10.0.0.0/8' })).toEqual({
      allowedIps: { allow: 'any' },
    })
  })

  it('takes one network a line, ignoring blank lines and spaces', () => {
    expect(networkLines(' 10.0.0.0/8 \r\n\n192.168.1.0/24\n')).toEqual([
      '10.0.0.0/8',
      '192.168.1.0/24',
    ])
  })

  it('refuses an empty list, a line that is not an IP network, and a network listed twice', () => {
    expect(validateNetworks(' \n ')).toBe(
      'Add at least one IP network: an empty list would admit no one',
    )
    expect(validateNetworks('10.0.0.0/8\n10.0.0.1')).toBe(
      '10.0.0.1: Must contain an IP address and a width, separated by a /',
    )
    expect(validateNetworks('10.0.0.0/33')).toBe('10.0.0.0/33: Max width for IPv4 is 32')
    expect(validateNetworks('example.com/8')).toBe('example.com/8: Not a valid IP address')
    expect(validateNetworks('10.0.0.0/8\n10.0.0.0/8')).toBe('10.0.0.0/8 is listed twice')
    expect(validateNetworks('10.0.0.0/8\nfd00::/8\n127.0.0.1/32')).toBeUndefined()
  })
})
