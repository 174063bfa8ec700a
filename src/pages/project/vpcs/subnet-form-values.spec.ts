import { describe, expect, it } from 'vitest'
import {
  emptySubnet,
  subnetToValues,
  validateIpv4Block,
  validateIpv6Block,
  valuesToSubnetCreate,
  valuesToSubnetUpdate,
} from './subnet-form-values'

describe('subnet blocks', () => {
  it.each([
    ['10.1.0.0/24', undefined],
    ['', 'Must contain an IP address and a width, separated by a /'],
    ['10.1.0/24', 'Not a valid IP address'],
    ['10.1.0.0/2a', 'Width must be an integer'],
    ['10.1.0.0/33', 'Max width for IPv4 is 32'],
    ['fd00::/64', 'Must be an IPv4 block'],
  ])('IPv4 %s -> %s', (value, message) => expect(validateIpv4Block(value)).toBe(message))

  it.each([
    ['', undefined],
    ['fd00:1:2:3::/64', undefined],
    ['fd00::/129', 'Max width for IPv6 is 128'],
    ['10.0.0.0/24', 'Must be an IPv6 block'],
    ['fd00::/48', 'Must be a /64 block'],
  ])('IPv6 %s -> %s', (value, message) => expect(validateIpv6Block(value)).toBe(message))
})

describe('subnet form values', () => {
  it('leaves out what was not given', () => {
    expect(
      valuesToSubnetCreate({ ...emptySubnet, name: ' s ', ipv4Block: ' 10.0.0.0/24 ' }),
    ).toEqual({ name: 's', description: '', ipv4Block: '10.0.0.0/24' })
  })

  it('sends an IPv6 block and a custom router when given', () => {
    const body = valuesToSubnetCreate({
      ...emptySubnet,
      name: 's',
      ipv4Block: '10.0.0.0/24',
      ipv6Block: 'fd00::/64',
      customRouter: 'r',
    })
    expect(body).toMatchObject({ ipv6Block: 'fd00::/64', customRouter: 'r' })
  })

  it('round-trips a subnet; no router unsets it', () => {
    const subnet = {
      id: '1',
      vpcId: 'v',
      name: 's',
      description: 'd',
      ipv4Block: '10.0.0.0/24',
      ipv6Block: 'fd00::/64',
      customRouterId: 'r-1',
      timeCreated: new Date(0),
      timeModified: new Date(0),
    }
    const values = subnetToValues(subnet, (id) => (id === 'r-1' ? 'edge' : undefined))
    expect(values.customRouter).toBe('edge')
    expect(valuesToSubnetUpdate(values)).toEqual({
      name: 's',
      description: 'd',
      customRouter: 'edge',
    })
    expect(valuesToSubnetUpdate({ ...values, customRouter: '' }).customRouter).toBeNull()
  })
})
