import { describe, expect, it } from 'vitest'
import {
  emptyGatewayAddress,
  emptyGatewayPool,
  gatewayAddressAttachRequest,
  gatewayAddressDetachRequest,
  gatewayCreateRequest,
  gatewayDeleteRequest,
  gatewayPoolAttachRequest,
  gatewayPoolDetachRequest,
} from './gateway-form-values'

const sel = { project: 'web-prod', vpc: 'default' }
const gw = { ...sel, gateway: 'egress' }

describe('internet gateway requests', () => {
  it('creates a gateway in the VPC, trimmed', () => {
    expect(gatewayCreateRequest({ name: ' egress ', description: ' out ' }, sel)).toMatchObject({
      operationId: 'internetGatewayCreate',
      params: { query: sel, body: { name: 'egress', description: 'out' } },
    })
  })

  it('attaches a silo pool under a name of its own', () => {
    const v = { ...emptyGatewayPool, name: 'v4', pool: 'default' }
    expect(gatewayPoolAttachRequest(v, gw).params).toEqual({
      query: gw,
      body: { name: 'v4', description: '', ipPool: 'default' },
    })
  })

  it('attaches an address, trimmed', () => {
    const v = { ...emptyGatewayAddress, name: 'fixed', address: ' 192.0.2.50 ' }
    expect(gatewayAddressAttachRequest(v, gw).params.body).toEqual({
      name: 'fixed',
      description: '',
      address: '192.0.2.50',
    })
  })

  it('asks for a cascade only when the person chose it', () => {
    expect(gatewayDeleteRequest(gw, false).params).toEqual({
      path: { gateway: 'egress' },
      query: sel,
    })
    expect(gatewayDeleteRequest(gw, true).params.query).toEqual({ ...sel, cascade: true })
  })

  it('detaches a pool or an address by the attachment name', () => {
    expect(gatewayPoolDetachRequest(gw, 'v4').params).toEqual({ path: { pool: 'v4' }, query: gw })
    expect(gatewayAddressDetachRequest(gw, 'fixed').params).toEqual({
      path: { address: 'fixed' },
      query: gw,
    })
  })
})
