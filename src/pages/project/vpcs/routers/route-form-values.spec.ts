import { describe, expect, it } from 'vitest'
import type { RouterRoute } from '~/api/__generated__/Api'
import {
  emptyRoute,
  type RouteFormValues,
  routeToValues,
  validateDestinationValue,
  validateTargetIp,
  valuesToRouteCreate,
  valuesToRouteUpdate,
} from './route-form-values'

const values = (v: Partial<RouteFormValues>): RouteFormValues => ({ ...emptyRoute, ...v })

describe('valuesToRouteCreate', () => {
  it('builds each side from its kind and trimmed value', () => {
    expect(
      valuesToRouteCreate(
        values({
          name: ' to-vpn ',
          description: ' Office ',
          destinationType: 'ip_net',
          destinationValue: ' 192.168.0.0/16 ',
          targetType: 'ip',
          targetValue: '10.0.0.5 ',
        }),
      ),
    ).toEqual({
      name: 'to-vpn',
      description: 'Office',
      destination: { type: 'ip_net', value: '192.168.0.0/16' },
      target: { type: 'ip', value: '10.0.0.5' },
    })
  })

  it('sends a drop target without a value, and named targets by name', () => {
    const drop = values({ destinationType: 'subnet', destinationValue: 'db', targetType: 'drop' })
    expect(valuesToRouteCreate(drop).target).toEqual({ type: 'drop' })
    expect(valuesToRouteCreate(drop).destination).toEqual({ type: 'subnet', value: 'db' })
    const igw = values({ targetType: 'internet_gateway', targetValue: 'default' })
    expect(valuesToRouteUpdate(igw).target).toEqual({ type: 'internet_gateway', value: 'default' })
    const instance = values({ targetType: 'instance', targetValue: 'nat-gateway' })
    expect(valuesToRouteUpdate(instance).target).toEqual({ type: 'instance', value: 'nat-gateway' })
  })
})

describe('routeToValues', () => {
  const route: RouterRoute = {
    id: 'r',
    name: 'blackhole',
    description: '',
    kind: 'custom',
    vpcRouterId: 'x',
    destination: { type: 'ip', value: '203.0.113.9' },
    target: { type: 'drop' },
    timeCreated: new Date(),
    timeModified: new Date(),
  }
  it('round-trips through the form', () => {
    const v = routeToValues(route)
    expect(v).toMatchObject({ destinationType: 'ip', targetType: 'drop', targetValue: '' })
    expect(valuesToRouteUpdate(v)).toEqual({
      name: 'blackhole',
      description: '',
      destination: route.destination,
      target: route.target,
    })
  })
})

describe('validation', () => {
  it('checks the destination as an address or a block, with the CIDR and address messages', () => {
    expect(validateDestinationValue('ip', '10.0.0.1')).toBeUndefined()
    expect(validateDestinationValue('ip', '10.0.0.256')).toBe('Not a valid IP address')
    expect(validateDestinationValue('ip_net', '10.0.0.0/8')).toBeUndefined()
    expect(validateDestinationValue('ip_net', '10.0.0.0')).toBe(
      'Must contain an IP address and a width, separated by a /',
    )
    expect(validateDestinationValue('ip_net', '10.0.0.0/x')).toBe('Width must be an integer')
    expect(validateDestinationValue('ip_net', '10.0.0.0/33')).toBe('Max width for IPv4 is 32')
    expect(validateDestinationValue('ip_net', 'fd00::/129')).toBe('Max width for IPv6 is 128')
    expect(validateDestinationValue('subnet', 'default')).toBeUndefined()
  })

  it('refuses a target address of the other family', () => {
    const v4 = values({ destinationType: 'ip_net', destinationValue: '10.0.0.0/8' })
    expect(validateTargetIp('10.1.2.3', v4)).toBeUndefined()
    expect(validateTargetIp('fd00::1', v4)).toBe(
      'Cannot mix explicit IPv4 and IPv6 addresses between destination and target',
    )
    expect(validateTargetIp('fd00::zz', v4)).toBe('Not a valid IP address')
    // a subnet destination has no family of its own
    const subnet = values({ destinationType: 'subnet', destinationValue: 'default' })
    expect(validateTargetIp('fd00::1', subnet)).toBeUndefined()
    // a malformed destination has its own message; the target does not repeat it
    const bad = values({ destinationType: 'ip', destinationValue: 'nope' })
    expect(validateTargetIp('fd00::1', bad)).toBeUndefined()
  })
})
