import { describe, expect, it } from 'vitest'
import { unicastPools } from './unicast-pools'

describe('unicastPools', () => {
  it('leaves out multicast pools, keeping unicast ones and lists without a type', () => {
    const pools = [
      { name: 'default', poolType: 'unicast' },
      { name: 'multicast-v4', poolType: 'multicast' },
      { name: 'subnets' },
    ]
    expect(unicastPools(pools).map((p) => p.name)).toEqual(['default', 'subnets'])
  })
})
