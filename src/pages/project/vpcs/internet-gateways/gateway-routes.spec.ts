import { describe, expect, it } from 'vitest'
import type { RouterRoute, RouteTarget, VpcRouter } from '~/api/__generated__/Api'
import { routesTargetingGateway } from './gateway-routes'

const time = new Date()
const router = (name: string): VpcRouter => ({
  id: name,
  name,
  description: '',
  kind: name === 'system' ? 'system' : 'custom',
  vpcId: 'v',
  timeCreated: time,
  timeModified: time,
})
const route = (name: string, target: RouteTarget): RouterRoute => ({
  id: name,
  name,
  description: '',
  kind: 'custom',
  vpcRouterId: 'r',
  destination: { type: 'ip_net', value: '0.0.0.0/0' },
  target,
  timeCreated: time,
  timeModified: time,
})

describe('routesTargetingGateway', () => {
  const routes = [
    {
      router: router('system'),
      route: route('default-v4', { type: 'internet_gateway', value: 'default' }),
    },
    {
      router: router('egress'),
      route: route('via-backup', { type: 'internet_gateway', value: 'backup' }),
    },
    {
      router: router('egress'),
      route: route('to-default', { type: 'internet_gateway', value: 'default' }),
    },
    // an instance or a subnet with the gateway's name is not the gateway
    { router: router('egress'), route: route('nat', { type: 'instance', value: 'default' }) },
    { router: router('egress'), route: route('drop', { type: 'drop' }) },
  ]

  it('finds the routes of every router that name the gateway as their target', () => {
    const found = routesTargetingGateway(routes, 'default')
    expect(found.map((r) => `${r.router.name}/${r.route.name}`)).toEqual([
      'system/default-v4',
      'egress/to-default',
    ])
  })

  it('finds none for a gateway no route targets', () => {
    expect(routesTargetingGateway(routes, 'spare')).toEqual([])
  })
})
