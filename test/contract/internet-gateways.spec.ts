import { beforeEach, describe, expect, it } from 'vitest'
import { resetDb } from '~/mock-api'
import { resetKnobs, setKnob } from '~/mock-api/knobs'
import { call, json } from './helpers'

beforeEach(() => {
  resetDb()
  resetKnobs()
})

const V = 'project=web-prod&vpc=default'
const G = `${V}&gateway=default`
const names = (page: { items: { name: string }[] }) => page.items.map((i) => i.name)

async function refusal(response: Response) {
  const body = await response.json()
  return [response.status, body.message]
}

describe('internet gateways', () => {
  it('names a gateway once per VPC', async () => {
    await json('POST', `/v1/internet-gateways?${V}`, { name: 'backup', description: '' })
    expect(
      await refusal(
        await call('POST', `/v1/internet-gateways?${V}`, { name: 'backup', description: '' }),
      ),
    ).toEqual([400, 'already exists: internet-gateway "backup"'])
    // another VPC may use the name
    await json('POST', '/v1/internet-gateways?project=web-prod&vpc=backend', {
      name: 'backup',
      description: '',
    })
  })

  it('keeps a gateway with pools or addresses unless the delete cascades', async () => {
    const gw = `/v1/internet-gateways/default?${V}`
    expect(await refusal(await call('DELETE', gw))).toEqual([
      400,
      'Ip pools referencing this gateway exist. To perform a cascading delete set the cascade option',
    ])
    await json('DELETE', `/v1/internet-gateway-ip-pools/default?${G}&cascade=true`, undefined, 204)
    expect(await refusal(await call('DELETE', gw))).toEqual([
      400,
      'Ip addresses referencing this gateway exist. To perform a cascading delete set the cascade option',
    ])
    // the cascade takes the address, and the system router's routes that target the gateway
    await json('DELETE', `${gw}&cascade=true`, undefined, 204)
    expect(names(await json('GET', `/v1/internet-gateways?${V}`))).not.toContain('default')
    const routes = await json('GET', `/v1/vpc-router-routes?${V}&router=system`)
    expect(
      routes.items.filter(
        (r: { target: { type: string } }) => r.target.type === 'internet_gateway',
      ),
    ).toEqual([])
    expect((await call('GET', `/v1/internet-gateway-ip-addresses?${G}`)).status).toBe(404)
  })

  it('deletes a gateway with nothing attached, leaving routes that name it', async () => {
    await json('POST', `/v1/internet-gateways?${V}`, { name: 'spare', description: '' })
    await json('DELETE', `/v1/internet-gateways/spare?${V}`, undefined, 204)
    expect((await call('GET', `/v1/internet-gateways/spare?${V}`)).status).toBe(404)
  })

  it('refuses to detach a pool that routed instances draw their addresses from', async () => {
    // web-1's ephemeral address is from the default pool, and the system routes target the gateway
    expect(
      await refusal(await call('DELETE', `/v1/internet-gateway-ip-pools/default?${G}`)),
    ).toEqual([
      400,
      'VPC routes dependent on this IP pool. To perform a cascading delete set the cascade option',
    ])
    // a pool no instance uses detaches
    await json('POST', `/v1/internet-gateway-ip-pools?${G}`, {
      name: 'v6',
      description: '',
      ip_pool: 'ipv6-pool',
    })
    await json('DELETE', `/v1/internet-gateway-ip-pools/v6?${G}`, undefined, 204)
  })

  it('refuses to detach an address a routed instance holds', async () => {
    await json('POST', `/v1/internet-gateway-ip-addresses?${G}`, {
      name: 'web-1-ip',
      description: '',
      address: '192.0.2.30',
    })
    expect(
      await refusal(await call('DELETE', `/v1/internet-gateway-ip-addresses/web-1-ip?${G}`)),
    ).toEqual([
      400,
      'VPC routes dependent on this IP pool. To perform a cascading delete set the cascade option',
    ])
    await json('DELETE', `/v1/internet-gateway-ip-addresses/egress-1?${G}`, undefined, 204)
  })

  it('attaches only pools that exist, under names unique to the gateway', async () => {
    const pools = `/v1/internet-gateway-ip-pools?${G}`
    expect(
      await refusal(await call('POST', pools, { name: 'x', description: '', ip_pool: 'nope' })),
    ).toEqual([404, 'not found: ip-pool with name "nope"'])
    expect(
      await refusal(
        await call('POST', pools, { name: 'default', description: '', ip_pool: 'ipv6-pool' }),
      ),
    ).toEqual([400, 'already exists: internet-gateway-ip-pool "default"'])
    expect(
      (
        await call('POST', `/v1/internet-gateway-ip-addresses?${G}`, {
          name: 'bad',
          description: '',
          address: 'not-an-ip',
        })
      ).status,
    ).toBe(400)
  })

  it('lets a project viewer read gateways but not change them', async () => {
    setKnob('mock-user', 'carol')
    expect(names(await json('GET', `/v1/internet-gateways?${V}`))).toContain('default')
    expect(
      (await call('POST', `/v1/internet-gateways?${V}`, { name: 'nope', description: '' })).status,
    ).toBe(403)
    expect((await call('DELETE', `/v1/internet-gateway-ip-addresses/egress-1?${G}`)).status).toBe(
      403,
    )
  })
})
