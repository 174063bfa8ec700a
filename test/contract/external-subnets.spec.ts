import { beforeEach, describe, expect, it } from 'vitest'
import * as schema from '~/api/__generated__/validate'
import { resetDb } from '~/mock-api'
import { CUSTOMER_POOL_ID } from '~/mock-api/fixtures/subnet-pools'
import { resetKnobs, setKnob } from '~/mock-api/knobs'
import { call, json } from './helpers'

beforeEach(() => {
  resetDb()
  resetKnobs()
})

const P = 'project=web-prod'
const es = (name: string, rest = '') => `/v1/external-subnets/${name}${rest}?${P}`
const auto = (prefix_length: number, pool_selector?: unknown) => ({
  type: 'auto',
  prefix_length,
  ...(pool_selector ? { pool_selector } : {}),
})

async function refusal(method: string, path: string, body?: unknown) {
  const response = await call(method, path, body)
  const error = await response.json()
  schema.Error.parse(error)
  return [response.status, error.message, error.error_code]
}

const create = (name: string, allocator: unknown, project = 'web-prod') =>
  call('POST', `/v1/external-subnets?project=${project}`, { name, description: '', allocator })

async function created(name: string, allocator: unknown) {
  const response = await create(name, allocator)
  const body = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(201)
  schema.ExternalSubnet.parse(body)
  return body
}

describe('external subnets', () => {
  it('allocate the next free aligned block from the silo default pool', async () => {
    // the fixtures hold 203.0.113.0/28 and .16/28
    const a = await created('lb-a', auto(28))
    expect(a).toMatchObject({
      subnet: '203.0.113.32/28',
      subnet_pool_id: CUSTOMER_POOL_ID,
      instance_id: null,
    })
    // a /26 must start on a multiple of 64: .0 is taken, so .64
    expect((await created('lb-b', auto(26))).subnet).toBe('203.0.113.64/26')
    expect((await created('lb-c', auto(28))).subnet).toBe('203.0.113.48/28')
    const list = await json('GET', `/v1/external-subnets?${P}`)
    schema.ExternalSubnetResultsPage.parse(list)
    expect(list.items.map((s: { name: string }) => s.name)).toEqual([
      'lb-a',
      'lb-b',
      'lb-c',
      'spare-block',
      'web-egress',
    ])
  })

  it('take an explicit subnet inside a linked pool, once', async () => {
    const explicit = (subnet: string) => ({ type: 'explicit', subnet })
    expect((await created('mine', explicit('203.0.113.128/27'))).subnet).toBe('203.0.113.128/27')
    expect(
      await refusal('POST', `/v1/external-subnets?${P}`, {
        name: 'again',
        description: '',
        allocator: explicit('203.0.113.128/28'),
      }),
    ).toEqual([
      400,
      'subnet 203.0.113.128/28 overlaps an allocated external subnet',
      'InvalidRequest',
    ])
    const refuse = async (subnet: string) =>
      (
        await refusal('POST', `/v1/external-subnets?${P}`, {
          name: 'other',
          description: '',
          allocator: explicit(subnet),
        })
      )[1]
    expect(await refuse('10.0.0.0/28')).toBe(
      'subnet 10.0.0.0/28 is not in a subnet pool linked to the current silo',
    )
    // v6-subnets has room, but it is not linked to acme
    expect(await refuse('fd00:99::/56')).toBe(
      'subnet fd00:99::/56 is not in a subnet pool linked to the current silo',
    )
    expect(await refuse('203.0.113.192/25')).toBe(
      'subnet 203.0.113.192/25 has host bits set: its network address is 203.0.113.128/25',
    )
    expect(await refuse('203.0.113.0/24')).toBe(
      'subnet 203.0.113.0/24 is not of a size its pool allows (/26 to /30)',
    )
  })

  it('refuse a size the pool does not give, an exhausted pool, and no linked pool', async () => {
    expect(
      await refusal('POST', `/v1/external-subnets?${P}`, {
        name: 'big',
        description: '',
        allocator: auto(24),
      }),
    ).toEqual([
      400,
      'subnet pool "customer-subnets" has no room for a /24 subnet: it allows /26 to /30',
      'InvalidRequest',
    ])
    // the /24 holds four /26s; .0/26 is partly taken by the fixtures' /28s
    for (const name of ['q1', 'q2', 'q3']) await created(name, auto(26))
    expect(
      await refusal('POST', `/v1/external-subnets?${P}`, {
        name: 'q4',
        description: '',
        allocator: auto(26),
      }),
    ).toEqual([
      400,
      'subnet pool "customer-subnets" is exhausted: no /26 subnet is free',
      'InvalidRequest',
    ])
    const v6 = await refusal('POST', `/v1/external-subnets?${P}`, {
      name: 'v6',
      description: '',
      allocator: auto(64, { type: 'explicit', pool: 'v6-subnets' }),
    })
    expect(v6).toEqual([
      400,
      'subnet pool "v6-subnets" is not linked to the current silo',
      'InvalidRequest',
    ])
    const noDefault = await refusal('POST', `/v1/external-subnets?${P}`, {
      name: 'v6',
      description: '',
      allocator: auto(64, { type: 'auto', ip_version: 'v6' }),
    })
    expect(noDefault).toEqual([
      400,
      'no default v6 subnet pool for the current silo',
      'InvalidRequest',
    ])
    // once linked as the default for v6, it gives the first /64
    await json('POST', '/v1/system/subnet-pools/v6-subnets/silos', {
      silo: 'acme',
      is_default: true,
    })
    expect((await created('v6', auto(64, { type: 'auto', ip_version: 'v6' }))).subnet).toBe(
      'fd00:99::/64',
    )
  })

  it('names are unique per project; lookups by name need the project', async () => {
    const dup = await refusal('POST', `/v1/external-subnets?${P}`, {
      name: 'web-egress',
      description: '',
      allocator: auto(28),
    })
    expect(dup).toEqual([
      400,
      'already exists: external-subnet "web-egress"',
      'ObjectAlreadyExists',
    ])
    expect(await refusal('PUT', es('spare-block'), { name: 'web-egress' })).toEqual(dup)
    // another project may use the name
    const staging = await create('web-egress', auto(28), 'staging')
    expect(staging.status).toBe(201)
    expect(await refusal('GET', es('nope'))).toEqual([
      404,
      'not found: external-subnet with name "nope"',
      'ObjectNotFound',
    ])
    expect((await refusal('GET', '/v1/external-subnets/web-egress'))[0]).toBe(400)
    const byId = await json('GET', es('web-egress'))
    expect((await json('GET', `/v1/external-subnets/${byId.id}`)).name).toBe('web-egress')
    const renamed = await json('PUT', es('spare-block'), { name: 'lb-block' })
    expect(renamed).toMatchObject({
      name: 'lb-block',
      description: 'Held for the next load balancer',
    })
  })
})

describe('attach and detach', () => {
  it('attach to an instance of the project, list it on the instance, detach, delete', async () => {
    const attached = await json('POST', es('spare-block', '/attach'), { instance: 'web-2' }, 202)
    const web2 = await json('GET', `/v1/instances/web-2?${P}`)
    expect(attached.instance_id).toBe(web2.id)
    const onInstance = await json('GET', `/v1/instances/web-2/external-subnets?${P}`)
    schema.ExternalSubnetResultsPage.parse(onInstance)
    expect(onInstance.items.map((s: { name: string }) => s.name)).toEqual(['spare-block'])
    expect(await refusal('POST', es('spare-block', '/attach'), { instance: 'web-1' })).toEqual([
      400,
      'external subnet "spare-block" is already attached to an instance',
      'InvalidRequest',
    ])
    expect(await refusal('DELETE', es('spare-block'))).toEqual([
      400,
      'external subnet "spare-block" cannot be deleted while attached to an instance',
      'InvalidRequest',
    ])
    await json('POST', es('spare-block', '/detach'), undefined, 202)
    expect(await refusal('POST', es('spare-block', '/detach'))).toEqual([
      400,
      'external subnet "spare-block" is not attached',
      'InvalidRequest',
    ])
    await json('DELETE', es('spare-block'), undefined, 204)
    // its block is free again
    expect((await created('reuse', auto(28))).subnet).toBe('203.0.113.16/28')
  })

  it('refuse an instance of another project, and an unknown one', async () => {
    const trainer = (await json('GET', '/v1/instances?project=ml-training')).items[0]
    expect(await refusal('POST', es('spare-block', '/attach'), { instance: trainer.id })).toEqual([
      400,
      'an external subnet can only be attached to an instance in its project',
      'InvalidRequest',
    ])
    expect(await refusal('POST', es('spare-block', '/attach'), { instance: trainer.name })).toEqual(
      [404, `not found: instance with name "${trainer.name}"`, 'ObjectNotFound'],
    )
  })

  it('deleting the instance detaches its subnets; a project holding one is not deleted', async () => {
    // db-primary is stopped, so it can be deleted
    await json('POST', es('spare-block', '/attach'), { instance: 'db-primary' }, 202)
    await json('DELETE', `/v1/instances/db-primary?${P}`, undefined, 204)
    expect((await json('GET', es('spare-block'))).instance_id).toBeNull()
    await json('DELETE', es('spare-block'), undefined, 204)
    const project = await json('POST', '/v1/projects', { name: 'subnets-only', description: '' })
    await create('held', auto(28), project.name)
    const response = await call('DELETE', '/v1/projects/subnets-only')
    expect(response.status).toBe(400)
    expect((await response.json()).message).toContain('external-subnet: held')
  })

  it('project collaborators change them; viewers only read', async () => {
    setKnob('mock-user', 'carol')
    expect((await json('GET', `/v1/external-subnets?${P}`)).items).toHaveLength(2)
    expect((await refusal('POST', es('spare-block', '/attach'), { instance: 'web-2' }))[0]).toBe(
      403,
    )
    expect((await refusal('DELETE', es('spare-block')))[0]).toBe(403)
    setKnob('mock-user', 'bob')
    await json('POST', es('spare-block', '/attach'), { instance: 'web-2' }, 202)
    expect((await create('bobs', auto(30))).status).toBe(201)
  })
})
