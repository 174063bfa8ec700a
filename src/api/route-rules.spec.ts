import { describe, expect, it } from 'vitest'
import type { RouteDestination, RouteTarget } from './__generated__/Api'
import {
  allowedDestinationTypes,
  allowedTargetTypes,
  routeDestinationTypes,
  routeError,
  routeFamilyError,
  routeTargetTypes,
  routeTypesError,
} from './route-rules'

describe('routeTypesError', () => {
  // every pair of kinds the API has: true where a custom route may use it. Every
  // destination but a VPC takes the same targets; a VPC destination takes none
  const targets = (usable: string[]) =>
    Object.fromEntries(routeTargetTypes.map((t) => [t, usable.includes(t)]))
  const customTargets = targets(['ip', 'instance', 'internet_gateway', 'drop'])
  const table: Record<string, Record<string, boolean>> = {
    ip: customTargets,
    ip_net: customTargets,
    vpc: targets([]),
    subnet: customTargets,
  }
  for (const d of routeDestinationTypes) {
    for (const t of routeTargetTypes) {
      it(`${d} -> ${t} is ${table[d][t] ? 'allowed' : 'refused'}`, () => {
        expect(routeTypesError(d, t) === undefined).toBe(table[d][t])
      })
    }
  }

  it('says why', () => {
    expect(routeTypesError('vpc', 'drop')).toMatch(/cannot specify VPCs/)
    expect(routeTypesError('ip', 'vpc')).toMatch(/cannot specify VPCs/)
    expect(routeTypesError('ip_net', 'subnet')).toBe(
      'subnets cannot be used as a target in custom routers',
    )
  })
})

describe('allowed kinds', () => {
  it('offers no VPC destination, and neither VPC nor subnet targets', () => {
    expect(allowedDestinationTypes).toEqual(['ip', 'ip_net', 'subnet'])
    expect(allowedTargetTypes('ip_net')).toEqual(['ip', 'instance', 'internet_gateway', 'drop'])
    expect(allowedTargetTypes('vpc')).toEqual([])
  })
})

describe('routeError', () => {
  const ip = (value: string): RouteTarget => ({ type: 'ip', value })
  const net = (value: string): RouteDestination => ({ type: 'ip_net', value })

  it('accepts an IP target of the same family as the destination', () => {
    expect(routeError(net('10.0.0.0/8'), ip('10.0.0.1'))).toBeUndefined()
    expect(routeError(net('fd00::/8'), ip('fd00::1'))).toBeUndefined()
    expect(routeError({ type: 'ip', value: '192.168.1.1' }, ip('10.0.0.1'))).toBeUndefined()
  })

  it('refuses mixing IPv4 and IPv6', () => {
    expect(routeError(net('10.0.0.0/8'), ip('fd00::1'))).toBe(routeFamilyError)
    expect(routeError({ type: 'ip', value: '::1' }, ip('10.0.0.1'))).toBe(routeFamilyError)
  })

  it('has no family to compare for a subnet destination or a named target', () => {
    expect(routeError({ type: 'subnet', value: 'default' }, ip('fd00::1'))).toBeUndefined()
    expect(routeError(net('fd00::/8'), { type: 'instance', value: 'web-1' })).toBeUndefined()
    expect(routeError(net('0.0.0.0/0'), { type: 'drop' })).toBeUndefined()
  })

  it('checks the kinds first', () => {
    expect(routeError({ type: 'vpc', value: 'other' }, { type: 'drop' })).toMatch(/VPCs/)
    expect(routeError(net('10.0.0.0/8'), { type: 'subnet', value: 'db' })).toMatch(/subnets/)
  })
})
