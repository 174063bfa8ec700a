import { describe, expect, it } from 'vitest'
import type { InstanceNetworkInterface } from '~/api/__generated__/Api'
import {
  emptyNic,
  ephemeralAttachReason,
  ipInBlock,
  nicChangeReason,
  nicDeleteReason,
  nicToEditValues,
  validateNicIp,
  valuesToNicCreate,
  valuesToNicUpdate,
} from './networking-values'

const nic: InstanceNetworkInterface = {
  id: 'n1',
  name: 'nic0',
  description: 'first',
  instanceId: 'i1',
  vpcId: 'v1',
  subnetId: 's1',
  primary: false,
  mac: 'A8:40:25:F0:00:01',
  ipStack: { type: 'v4', value: { ip: '172.30.0.5', transitIps: [] } },
  timeCreated: new Date(0),
  timeModified: new Date(0),
}

const subnet = { name: 'default', ipv4Block: '172.30.0.0/22', ipv6Block: 'fd4b:2c1a:9e00::/64' }

describe('valuesToNicCreate', () => {
  const values = { ...emptyNic('default'), name: ' eth1 ', description: ' x ', subnet: 'default' }

  it('leaves the address to the API when none is given', () => {
    expect(valuesToNicCreate(values)).toEqual({
      name: 'eth1',
      description: 'x',
      vpcName: 'default',
      subnetName: 'default',
    })
  })

  it('asks for an explicit IPv4 address', () => {
    expect(valuesToNicCreate({ ...values, ip: ' 172.30.0.40 ' }).ipConfig).toEqual({
      type: 'v4',
      value: { ip: { type: 'explicit', value: '172.30.0.40' } },
    })
  })

  it('asks for an explicit IPv6 address', () => {
    expect(valuesToNicCreate({ ...values, ip: 'fd4b:2c1a:9e00::40' }).ipConfig).toEqual({
      type: 'v6',
      value: { ip: { type: 'explicit', value: 'fd4b:2c1a:9e00::40' } },
    })
  })
})

describe('valuesToNicUpdate', () => {
  it('sends only what changed', () => {
    expect(valuesToNicUpdate(nicToEditValues(nic), nic)).toEqual({})
    expect(valuesToNicUpdate({ name: 'eth0 ', description: 'first', primary: false }, nic)).toEqual(
      { name: 'eth0' },
    )
    expect(valuesToNicUpdate({ name: 'nic0', description: '', primary: true }, nic)).toEqual({
      description: '',
      primary: true,
    })
  })

  it('never unsets primary', () => {
    const primary = { ...nic, primary: true }
    expect(valuesToNicUpdate({ ...nicToEditValues(primary), primary: false }, primary)).toEqual({})
  })
})

describe('ipInBlock', () => {
  it('checks the network bits', () => {
    expect(ipInBlock('172.30.3.255', '172.30.0.0/22')).toBe(true)
    expect(ipInBlock('172.30.4.0', '172.30.0.0/22')).toBe(false)
    expect(ipInBlock('fd4b:2c1a:9e00::1', 'fd4b:2c1a:9e00::/64')).toBe(true)
    expect(ipInBlock('fd4b:2c1a:9e01::1', 'fd4b:2c1a:9e00::/64')).toBe(false)
    expect(ipInBlock('10.0.0.1', '0.0.0.0/0')).toBe(true)
  })

  it('never matches across IP versions or on bad input', () => {
    expect(ipInBlock('::1', '0.0.0.0/0')).toBe(false)
    expect(ipInBlock('nope', '10.0.0.0/8')).toBe(false)
    expect(ipInBlock('10.0.0.1', 'nope')).toBe(false)
  })
})

describe('validateNicIp', () => {
  it('accepts an empty value: the API picks the address', () => {
    expect(validateNicIp('  ', subnet)).toBeUndefined()
  })

  it('gives the invalid-address message for a bad address', () => {
    expect(validateNicIp('172.30.0.999', subnet)).toBe('Not a valid IP address')
    expect(validateNicIp('hello')).toBe('Not a valid IP address')
  })

  it('wants an address of the chosen subnet', () => {
    expect(validateNicIp('172.30.1.9', subnet)).toBeUndefined()
    expect(validateNicIp('fd4b:2c1a:9e00::9', subnet)).toBeUndefined()
    expect(validateNicIp('10.0.0.9', subnet)).toBe('Not in subnet default (172.30.0.0/22)')
    expect(validateNicIp('fd00::9', subnet)).toBe('Not in subnet default (fd4b:2c1a:9e00::/64)')
    expect(validateNicIp('10.0.0.9')).toBeUndefined()
  })
})

describe('state rules', () => {
  const stopped = { runState: 'stopped' as const }
  const running = { runState: 'running' as const }

  it('allows interface changes only while stopped (updateNic)', () => {
    expect(nicChangeReason(stopped)).toBeUndefined()
    expect(nicChangeReason(running)).toBe('Only available when the instance is stopped')
  })

  it('deletes the primary interface last', () => {
    expect(nicDeleteReason(stopped, { primary: false }, 2)).toBeUndefined()
    expect(nicDeleteReason(stopped, { primary: true }, 1)).toBeUndefined()
    expect(nicDeleteReason(stopped, { primary: true }, 2)).toBe(
      'Delete the other interfaces before the primary one',
    )
    expect(nicDeleteReason(running, { primary: false }, 2)).toBe(
      'Only available when the instance is stopped',
    )
  })

  it('allows one ephemeral IP per instance', () => {
    expect(ephemeralAttachReason([{ kind: 'snat' }, { kind: 'floating' }])).toBeUndefined()
    expect(ephemeralAttachReason([{ kind: 'ephemeral' }])).toBe(
      'The instance already has an ephemeral IP',
    )
  })
})
