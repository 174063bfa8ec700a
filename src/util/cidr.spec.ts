import { describe, expect, it } from 'vitest'
import { cidrSize, parseCidr, validateCidr, validateNetworkCidr } from './cidr'

describe('validateCidr', () => {
  it.each([
    '10.0.0.0/8',
    '0.0.0.0/0',
    '192.168.1.0/24',
    '1.2.3.4/32',
    '10.0.0.0/08',
    '::/0',
    'fd00::/64',
    '2001:db8::1/128',
    '::ffff:10.0.0.0/104',
  ])('accepts %s', (s) => expect(validateCidr(s)).toBeUndefined())

  it.each([
    ['', 'Must contain an IP address and a width, separated by a /'],
    ['10.0.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['10.0.0.0/8/8', 'Must contain an IP address and a width, separated by a /'],
    ['fd00::', 'Must contain an IP address and a width, separated by a /'],
    ['10.0.0/8', 'Not a valid IP address'],
    ['/8', 'Not a valid IP address'],
    ['fd00:::/64', 'Not a valid IP address'],
    ['10.0.0.0/', 'Width must be an integer'],
    ['10.0.0.0/a', 'Width must be an integer'],
    ['10.0.0.0/8.5', 'Width must be an integer'],
    ['10.0.0.0/-1', 'Width must be an integer'],
    ['10.0.0.0/ 8', 'Width must be an integer'],
    ['10.0.0.0/33', 'Max width for IPv4 is 32'],
    ['10.0.0.0/100', 'Max width for IPv4 is 32'],
    ['fd00::/129', 'Max width for IPv6 is 128'],
    ['fd00::/99999999999999999999', 'Max width for IPv6 is 128'],
  ])('rejects %j with %j', (s, message) => expect(validateCidr(s)).toBe(message))
})

describe('parseCidr', () => {
  it('returns the address and width', () => {
    expect(parseCidr('10.1.0.0/16')).toEqual({ type: 'v4', value: 0x0a010000n, width: 16 })
    expect(parseCidr('fd00::/8')).toEqual({ type: 'v6', value: 0xfdn << 120n, width: 8 })
  })

  it('returns undefined when invalid', () => {
    expect(parseCidr('10.0.0.0/33')).toBeUndefined()
    expect(parseCidr('nope')).toBeUndefined()
  })
})

describe('validateNetworkCidr', () => {
  it.each([
    ['203.0.113.64/28', undefined],
    ['fd00:99::/56', undefined],
    ['0.0.0.0/0', undefined],
    ['203.0.113.64', 'Must contain an IP address and a width, separated by a /'],
    ['203.0.113.65/28', 'Host bits must be zero: use the network address'],
    ['fd00:99::1/64', 'Host bits must be zero: use the network address'],
  ])('%s', (input, message) => {
    expect(validateNetworkCidr(input)).toBe(message)
  })
})

it('cidrSize counts every address, IPv6 beyond 2^64 included', () => {
  expect(cidrSize({ type: 'v4', value: 0n, width: 28 })).toBe(16n)
  expect(cidrSize({ type: 'v6', value: 0n, width: 48 })).toBe(1n << 80n)
})
