import { describe, expect, it } from 'vitest'
import type { VpcRouter } from '~/api/__generated__/Api'
import { routerToValues, valuesToRouterCreate, valuesToRouterUpdate } from './router-form-values'

describe('router form values', () => {
  it('trims the name and description into the body', () => {
    const body = { name: 'egress', description: 'Out via NAT' }
    expect(valuesToRouterCreate({ name: ' egress ', description: ' Out via NAT\n' })).toEqual(body)
    expect(valuesToRouterUpdate({ name: 'egress', description: 'Out via NAT' })).toEqual(body)
  })

  it('shows a router as the edit form edits it', () => {
    const router = {
      id: '1',
      name: 'egress',
      description: 'd',
      kind: 'custom',
      vpcId: 'v',
      timeCreated: new Date(),
      timeModified: new Date(),
    } satisfies VpcRouter
    expect(routerToValues(router)).toEqual({ name: 'egress', description: 'd' })
  })
})
