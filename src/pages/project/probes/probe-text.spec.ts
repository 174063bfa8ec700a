import { describe, expect, it } from 'vitest'
import type { NetworkInterface } from '~/api/__generated__/Api'
import { externalIpText, privateIpText } from './probe-text'

const nic = (ipConfig: NetworkInterface['ipConfig']): NetworkInterface => ({
  id: 'n',
  name: 'p',
  kind: { type: 'probe', id: 'p' },
  mac: 'A8:40:25:F2:00:01',
  primary: true,
  slot: 0,
  vni: 1,
  ipConfig,
})

describe('probe text', () => {
  it('gives the interface’s private address, or both of a dual stack', () => {
    expect(
      privateIpText(nic({ type: 'v4', value: { ip: '172.30.0.6', subnet: '172.30.0.0/22' } })),
    ).toBe('172.30.0.6')
    expect(
      privateIpText(
        nic({
          type: 'dual_stack',
          value: {
            v4: { ip: '172.30.0.6', subnet: '172.30.0.0/22' },
            v6: { ip: 'fd00::6', subnet: 'fd00::/64', transitIps: [] },
          },
        }),
      ),
    ).toBe('172.30.0.6, fd00::6')
  })

  it('names each external address with its kind, or a dash for none', () => {
    expect(
      externalIpText([
        { ip: '192.0.2.10', kind: 'ephemeral', firstPort: 0, lastPort: 65535 },
        { ip: '192.0.2.11', kind: 'snat', firstPort: 0, lastPort: 16383 },
      ]),
    ).toBe('192.0.2.10 (ephemeral), 192.0.2.11 (snat)')
    expect(externalIpText([])).toBe('–')
  })
})
