import { describe, expect, it } from 'vitest'
import { bigIntToIp, ipToBigInt } from './ip-alloc'

describe('ipToBigInt and bigIntToIp', () => {
  it('read and write IPv4 addresses, the lowest and highest included', () => {
    expect(ipToBigInt('0.0.0.0')).toBe(0n)
    expect(ipToBigInt('10.0.0.5')).toBe(0x0a000005n)
    expect(ipToBigInt('255.255.255.255')).toBe(0xffffffffn)
    for (const ip of ['0.0.0.0', '10.0.0.5', '172.30.255.0', '192.168.1.254', '255.255.255.255']) {
      expect(bigIntToIp(ipToBigInt(ip), false)).toBe(ip)
    }
    expect(bigIntToIp(ipToBigInt('10.0.0.255') + 1n, false)).toBe('10.0.1.0')
  })

  it('read IPv6 addresses in full and compressed forms', () => {
    expect(ipToBigInt('::')).toBe(0n)
    expect(ipToBigInt('::1')).toBe(1n)
    expect(ipToBigInt('fd00::5')).toBe((0xfd00n << 112n) + 5n)
    expect(ipToBigInt('fd00:0:0:0:0:0:0:5')).toBe(ipToBigInt('fd00::5'))
  })

  it('write IPv6 addresses with the longest run of zero groups compressed', () => {
    expect(bigIntToIp(0n, true)).toBe('::')
    expect(bigIntToIp(1n, true)).toBe('::1')
    expect(bigIntToIp(ipToBigInt('fd00:0:0:0:0:0:0:5'), true)).toBe('fd00::5')
    // a single zero group is not compressed
    expect(bigIntToIp(ipToBigInt('1:0:2:3:4:5:6:7'), true)).toBe('1:0:2:3:4:5:6:7')
    expect(bigIntToIp(ipToBigInt('1:0:0:2:0:0:0:3'), true)).toBe('1:0:0:2::3')
    expect(bigIntToIp((1n << 128n) - 1n, true)).toBe('ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff')
  })
})
