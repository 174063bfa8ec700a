import { describe, expect, it } from 'vitest'
import { formatIp, ipVersion, parseIp, validateIp } from './ip'

const validV4 = [
  '0.0.0.0',
  '1.2.3.4',
  '10.0.0.1',
  '192.168.1.255',
  '255.255.255.255',
  '100.64.9.99',
]
const validV6 = [
  '::',
  '::1',
  '1::',
  'fe80::1',
  '2001:db8::8a2e:370:7334',
  '2001:0db8:0000:0000:0000:ff00:0042:8329',
  'FE80::ABCD',
  '1:2:3:4:5:6:7:8',
  '1::8',
  '1:2:3:4:5:6:7::',
  '::2:3:4:5:6:7:8',
  '1:2:3::6:7:8',
  '::ffff:1.2.3.4',
  '::1.2.3.4',
  '64:ff9b::192.0.2.33',
  '1:2:3:4:5:6:1.2.3.4',
  '1:2:3:4:5::1.2.3.4',
]
const invalid = [
  '',
  ' ',
  'abc',
  '1.2.3',
  '1.2.3.4.5',
  '256.1.1.1',
  '1.2.3.-1',
  '01.2.3.4',
  '1.2.3.04',
  '1.2.3.4 ',
  ' 1.2.3.4',
  '1..2.3',
  '1.2.3.4/24',
  ':',
  ':::',
  '1:::2',
  ':1:2:3:4:5:6:7',
  '1:2:3:4:5:6:7:',
  '1::2::3',
  '1:2:3:4:5:6:7',
  '1:2:3:4:5:6:7:8:9',
  '1:2:3:4:5:6:7::8',
  '::1:2:3:4:5:6:7:8',
  '12345::',
  'g::1',
  'fe80::1%eth0',
  '[::1]',
  '1.2.3.4::',
  '1.2.3.4:1::',
  '::ffff:1.2.3',
  '::ffff:256.1.1.1',
  '1:2:3:4:5:6:7:1.2.3.4',
  // forms some parsers take: octal, hex, fewer than four parts, leading zeros inside IPv6
  '010.0.0.1',
  '0x0a.0.0.1',
  '10.1',
  '::ffff:01.2.3.4',
  '::ffff:0x1.2.3.4',
]

describe('validateIp', () => {
  it.each(validV4)('accepts IPv4 %s', (ip) => expect(validateIp(ip)).toBeUndefined())
  it.each(validV6)('accepts IPv6 %s', (ip) => expect(validateIp(ip)).toBeUndefined())
  it.each(invalid)('rejects %j', (ip) => expect(validateIp(ip)).toBe('Not a valid IP address'))
})

describe('parseIp', () => {
  it('gives IPv4 as a 32-bit number', () => {
    expect(parseIp('0.0.0.0')).toEqual({ type: 'v4', value: 0n })
    expect(parseIp('1.2.3.4')).toEqual({ type: 'v4', value: 0x01020304n })
    expect(parseIp('255.255.255.255')).toEqual({ type: 'v4', value: 2n ** 32n - 1n })
  })

  it('gives IPv6 as a 128-bit number', () => {
    expect(parseIp('::')).toEqual({ type: 'v6', value: 0n })
    expect(parseIp('::1')).toEqual({ type: 'v6', value: 1n })
    expect(parseIp('1::')).toEqual({ type: 'v6', value: 1n << 112n })
    expect(parseIp('ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff')?.value).toBe(2n ** 128n - 1n)
    expect(parseIp('::ffff:1.2.3.4')).toEqual({ type: 'v6', value: 0xffff01020304n })
  })

  it('gives the same value for every spelling of an address', () => {
    const full = parseIp('2001:0db8:0000:0000:0000:0000:0000:0001')
    expect(parseIp('2001:db8::1')).toEqual(full)
    expect(parseIp('2001:DB8:0:0::0:1')).toEqual(full)
  })

  it('orders addresses of a range', () => {
    const first = parseIp('10.0.0.9')!
    const last = parseIp('10.0.1.0')!
    expect(first.value < last.value).toBe(true)
    expect(parseIp('fd00::ff')!.value < parseIp('fd00::1:0')!.value).toBe(true)
  })

  it('returns undefined for anything else', () => {
    expect(parseIp('1.2.3')).toBeUndefined()
    expect(parseIp('1::2::3')).toBeUndefined()
  })
})

describe('ipVersion', () => {
  it('tells the versions apart', () => {
    expect(ipVersion('10.0.0.1')).toBe('v4')
    expect(ipVersion('::ffff:10.0.0.1')).toBe('v6')
    expect(ipVersion('fd00::1')).toBe('v6')
    expect(ipVersion('nope')).toBeUndefined()
  })
})

describe('formatIp', () => {
  it('writes IPv4 dotted and IPv6 with its longest zero run compressed', () => {
    expect(formatIp({ type: 'v4', value: 0x0a000105n })).toBe('10.0.1.5')
    expect(formatIp(parseIp('2001:0db8:0000:0000:0000:0000:0000:0001')!)).toBe('2001:db8::1')
    expect(formatIp({ type: 'v6', value: 0n })).toBe('::')
  })
})
