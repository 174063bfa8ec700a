import { describe, expect, it } from 'vitest'
import {
  applySettingsRequest,
  clearSettingsRequest,
  linkStateSummary,
  lldpConfigUpdateRequest,
  lldpToValues,
  trafficWarning,
  validateManagementIp,
} from './switch-port-values'

const sel = { rackId: 'r1', switchSlot: 'switch1' as const, port: 'qsfp3' }

describe('switch port calls', () => {
  it('name the port by name, with its rack and switch in the query', () => {
    expect(applySettingsRequest(sel, 'uplink').params).toEqual({
      path: { port: 'qsfp3' },
      query: { rackId: 'r1', switchSlot: 'switch1' },
      body: { portSettings: 'uplink' },
    })
    expect(clearSettingsRequest(sel).operationId).toBe('networkingSwitchPortClearSettings')
  })

  it('warn that the port’s traffic stops', () => {
    expect(trafficWarning(sel)).toBe(
      'Traffic on switch1/qsfp3 will be interrupted while the settings change.',
    )
  })

  it('send LLDP settings whole, empty texts as null, under the same id', () => {
    const values = lldpToValues({ id: 'l1', enabled: true, linkName: 'phy0', systemName: null })
    expect(values.systemName).toBe('')
    const body = lldpConfigUpdateRequest(
      { ...values, systemDescription: '  edge  ', enabled: false },
      'l1',
      sel,
    ).params.body
    expect(body).toEqual({
      id: 'l1',
      enabled: false,
      linkName: 'phy0',
      linkDescription: null,
      chassisId: null,
      systemName: null,
      systemDescription: 'edge',
      managementIp: null,
    })
  })

  it('take an empty management address, or an IP address only', () => {
    expect(validateManagementIp('')).toBeUndefined()
    expect(validateManagementIp('10.0.0.1')).toBeUndefined()
    expect(validateManagementIp('router-1')).toBe('Not a valid IP address')
  })
})

describe('linkStateSummary', () => {
  it('picks the known facts from the link part, whatever their case', () => {
    const state = {
      link: { linkState: 'Up', speed: '100G', fec: 'rs', mtu: 1500, autoneg: false },
      monitors: { receiverPower: [0.8] },
    }
    expect(linkStateSummary(state)).toEqual([
      ['Link state', 'Up'],
      ['Speed', '100G'],
      ['FEC', 'rs'],
      ['MTU', '1500'],
      ['Autonegotiation', 'off'],
    ])
  })

  it('reads snake_case keys at the top level too', () => {
    expect(linkStateSummary({ link_state: 'Down', media: 'Copper' })).toEqual([
      ['Link state', 'Down'],
      ['Media', 'Copper'],
    ])
  })

  it('shows nothing for shapes it does not know, and never throws', () => {
    expect(linkStateSummary({})).toEqual([])
    expect(linkStateSummary({ lanes: [1, 2], link: null })).toEqual([])
    // the type says object; the wire may say otherwise
    expect(linkStateSummary('up' as unknown as Record<string, unknown>)).toEqual([])
    expect(linkStateSummary({ link: { speed: { value: 100 } } })).toEqual([])
  })
})
