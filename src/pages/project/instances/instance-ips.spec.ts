import { describe, expect, it } from 'vitest'
import { reachableIps } from './instance-ips'

describe('reachableIps', () => {
  it('lists ephemeral and floating IPs, not SNAT', () => {
    const t = new Date(0)
    expect(
      reachableIps([
        { kind: 'snat', ip: '192.0.2.250', ipPoolId: 'p', firstPort: 0, lastPort: 16383 },
        { kind: 'ephemeral', ip: '198.51.100.7', ipPoolId: 'p' },
        {
          kind: 'floating',
          ip: '203.0.113.5',
          ipPoolId: 'p',
          id: 'f',
          name: 'web-ip',
          description: '',
          projectId: 'x',
          timeCreated: t,
          timeModified: t,
        },
      ]),
    ).toEqual(['198.51.100.7 (ephemeral)', '203.0.113.5 (floating, web-ip)'])
    expect(reachableIps([])).toEqual([])
  })
})
