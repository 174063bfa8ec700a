import { describe, expect, it } from 'vitest'
import { nicAddresses } from './nic-addresses'

describe('nicAddresses', () => {
  it('lists the address of each stack, IPv4 first', () => {
    expect(nicAddresses({ type: 'v4', value: { ip: '172.30.0.5', transitIps: [] } })).toEqual([
      '172.30.0.5',
    ])
    expect(nicAddresses({ type: 'v6', value: { ip: 'fd00::5', transitIps: [] } })).toEqual([
      'fd00::5',
    ])
    expect(
      nicAddresses({
        type: 'dual_stack',
        value: {
          v4: { ip: '172.30.0.11', transitIps: [] },
          v6: { ip: 'fd4b::11', transitIps: [] },
        },
      }),
    ).toEqual(['172.30.0.11', 'fd4b::11'])
  })
})
