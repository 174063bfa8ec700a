import { describe, expect, it } from 'vitest'
import {
  emptyVpc,
  validateVpcIpv6Prefix,
  valuesToVpcCreate,
  valuesToVpcUpdate,
  vpcToValues,
} from './vpc-form-values'

describe('validateVpcIpv6Prefix', () => {
  it.each([
    ['', undefined],
    ['fd12:3456:789a::/48', undefined],
    ['FD00::/48', undefined],
    ['fd12::', 'Must contain an IP address and a width, separated by a /'],
    ['fd12::g/48', 'Not a valid IP address'],
    ['fd12::/4x', 'Width must be an integer'],
    ['fd12::/129', 'Max width for IPv6 is 128'],
    ['10.0.0.0/8', 'Must be an IPv6 prefix'],
    ['fd12::/64', 'Must be a /48 prefix'],
    ['2001:db8::/48', 'Must be a unique local address (fd00::/8)'],
    ['fc00::/48', 'Must be a unique local address (fd00::/8)'],
  ])('%s -> %s', (value, message) => expect(validateVpcIpv6Prefix(value)).toBe(message))
})

describe('VPC form values', () => {
  it('trims the create body and leaves out an empty prefix', () => {
    expect(
      valuesToVpcCreate({ ...emptyVpc, name: ' net ', dnsName: ' net ', description: ' d ' }),
    ).toEqual({ name: 'net', description: 'd', dnsName: 'net' })
  })

  it('sends a prefix that was given', () => {
    const body = valuesToVpcCreate({
      ...emptyVpc,
      name: 'n',
      dnsName: 'n',
      ipv6Prefix: 'fd00::/48',
    })
    expect(body.ipv6Prefix).toBe('fd00::/48')
  })

  it('round-trips a VPC through the edit form without the prefix', () => {
    const vpc = {
      id: '1',
      name: 'net',
      description: 'd',
      dnsName: 'dns',
      ipv6Prefix: 'fd00::/48',
      projectId: 'p',
      systemRouterId: 'r',
      timeCreated: new Date(0),
      timeModified: new Date(0),
    }
    expect(valuesToVpcUpdate(vpcToValues(vpc))).toEqual({
      name: 'net',
      description: 'd',
      dnsName: 'dns',
    })
  })
})
