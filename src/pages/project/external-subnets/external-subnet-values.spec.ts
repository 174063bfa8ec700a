import { describe, expect, it } from 'vitest'
import {
  emptyExternalSubnet,
  validateExternalSubnet,
  valuesToExternalSubnetCreate,
} from './external-subnet-values'

describe('valuesToExternalSubnetCreate', () => {
  it('asks the silo default pool for a block of the prefix length when no pool is chosen', () => {
    expect(
      valuesToExternalSubnetCreate({ ...emptyExternalSubnet, name: ' lb ', prefixLength: 29 }),
    ).toEqual({
      name: 'lb',
      description: '',
      allocator: { type: 'auto', prefixLength: 29, poolSelector: { type: 'auto' } },
    })
  })

  it('names the chosen pool', () => {
    const body = valuesToExternalSubnetCreate({
      ...emptyExternalSubnet,
      name: 'lb',
      pool: 'customer-subnets',
    })
    expect(body.allocator).toEqual({
      type: 'auto',
      prefixLength: 28,
      poolSelector: { type: 'explicit', pool: 'customer-subnets' },
    })
  })

  it('sends a block asked for by hand as it is, trimmed', () => {
    const body = valuesToExternalSubnetCreate({
      ...emptyExternalSubnet,
      name: 'lb',
      description: ' edge ',
      allocation: 'explicit',
      subnet: ' 203.0.113.64/28 ',
    })
    expect(body).toEqual({
      name: 'lb',
      description: 'edge',
      allocator: { type: 'explicit', subnet: '203.0.113.64/28' },
    })
  })
})

describe('validateExternalSubnet', () => {
  it.each([
    ['203.0.113.64/28', undefined],
    ['fd00:99::/56', undefined],
    ['203.0.113.64', 'Must contain an IP address and a width, separated by a /'],
    ['203.0.113/28', 'Not a valid IP address'],
    ['203.0.113.64/33', 'Max width for IPv4 is 32'],
    ['203.0.113.65/28', 'Host bits must be zero: use the network address'],
    ['fd00:99::1/64', 'Host bits must be zero: use the network address'],
  ])('%s', (input, message) => {
    expect(validateExternalSubnet(input)).toBe(message)
  })
})
