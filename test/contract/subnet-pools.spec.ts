import { beforeEach, describe, expect, it } from 'vitest'
import * as schema from '~/api/__generated__/validate'
import { resetDb } from '~/mock-api'
import { ACME_SILO_ID } from '~/mock-api/fixtures/silos'
import { resetKnobs, setKnob } from '~/mock-api/knobs'
import { call, json } from './helpers'

beforeEach(() => {
  resetDb()
  resetKnobs()
})

const sp = (rest = '') => `/v1/system/subnet-pools${rest}`

/** The status and message of a refused call. */
async function refusal(method: string, path: string, body?: unknown) {
  const response = await call(method, path, body)
  const error = await response.json()
  schema.Error.parse(error)
  return [response.status, error.message, error.error_code]
}

const newPool = (name: string, ip_version = 'v4') =>
  json('POST', sp(), { name, description: '', ip_version }, 201)

describe('subnet pools', () => {
  it('create, list, view by name or id, rename, delete', async () => {
    const pool = await newPool('tenant-blocks')
    schema.SubnetPool.parse(pool)
    const list = await json('GET', sp())
    expect(list.items.map((p: { name: string }) => p.name)).toEqual([
      'customer-subnets',
      'tenant-blocks',
      'v6-subnets',
    ])
    expect((await json('GET', sp(`/${pool.id}`))).name).toBe('tenant-blocks')
    const renamed = await json('PUT', sp('/tenant-blocks'), { name: 'tenant-v4' })
    expect(renamed.name).toBe('tenant-v4')
    expect(renamed.description).toBe('')
    expect((await call('DELETE', sp('/tenant-v4'))).status).toBe(204)
    expect(await refusal('GET', sp('/tenant-v4'))).toEqual([
      404,
      'not found: subnet-pool with name "tenant-v4"',
      'ObjectNotFound',
    ])
    expect(await refusal('GET', sp(`/${pool.id}`))).toEqual([
      404,
      `not found: subnet-pool with id "${pool.id}"`,
      'ObjectNotFound',
    ])
  })

  it('names are unique, on create and rename', async () => {
    const taken = [400, 'already exists: subnet-pool "v6-subnets"', 'ObjectAlreadyExists']
    expect(
      await refusal('POST', sp(), { name: 'v6-subnets', description: '', ip_version: 'v4' }),
    ).toEqual(taken)
    expect(await refusal('PUT', sp('/customer-subnets'), { name: 'v6-subnets' })).toEqual(taken)
  })

  it('a pool with members or silo links is not deleted', async () => {
    await newPool('held')
    await json('POST', sp('/held/members/add'), { subnet: '10.20.0.0/16' }, 201)
    await json('POST', sp('/held/silos'), { silo: 'initech', is_default: false }, 201)
    expect(await refusal('DELETE', sp('/held'))).toEqual([
      400,
      'Subnet pool cannot be deleted while it contains subnets',
      'InvalidRequest',
    ])
    await json('POST', sp('/held/members/remove'), { subnet: '10.20.0.0/16' }, 204)
    expect(await refusal('DELETE', sp('/held'))).toEqual([
      400,
      'Subnet pool cannot be deleted while it is linked to a silo',
      'InvalidRequest',
    ])
    await json('DELETE', sp('/held/silos/initech'), undefined, 204)
    await json('DELETE', sp('/held'), undefined, 204)
  })

  it('fleet viewers read, fleet admins change; others are refused', async () => {
    setKnob('mock-user', 'carol')
    expect((await refusal('GET', sp()))[0]).toBe(403)
    expect((await refusal('GET', '/v1/system/silos/acme/subnet-pools'))[0]).toBe(403)
    expect((await refusal('POST', sp(), { name: 'x', description: '', ip_version: 'v4' }))[0]).toBe(
      403,
    )
    // a silo's users still see the pools linked to it
    const mine = await json('GET', '/v1/subnet-pools')
    expect(mine.items.map((p: { name: string }) => p.name)).toEqual(['customer-subnets'])
  })
})

describe('subnet pool members', () => {
  it('default to their own prefix up to a single address, in address order', async () => {
    await newPool('blocks')
    const member = await json('POST', sp('/blocks/members/add'), { subnet: '10.9.0.0/16' }, 201)
    schema.SubnetPoolMember.parse(member)
    expect([member.min_prefix_length, member.max_prefix_length]).toEqual([16, 32])
    await json('POST', sp('/blocks/members/add'), { subnet: '10.1.0.0/24' }, 201)
    const page = await json('GET', sp('/blocks/members'))
    schema.SubnetPoolMemberResultsPage.parse(page)
    expect(page.items.map((m: { subnet: string }) => m.subnet)).toEqual([
      '10.1.0.0/24',
      '10.9.0.0/16',
    ])
  })

  it('refuse host bits, a mismatched version, bad bounds, overlaps and bad CIDRs', async () => {
    const add = (subnet: string, extra = {}) =>
      refusal('POST', sp('/customer-subnets/members/add'), { subnet, ...extra })
    expect(await add('10.0.0.1/24')).toEqual([
      400,
      'subnet 10.0.0.1/24 has host bits set: its network address is 10.0.0.0/24',
      'InvalidRequest',
    ])
    expect(await add('fd00:1::/64')).toEqual([
      400,
      'an IPv6 subnet cannot be added to an v4 subnet pool',
      'InvalidRequest',
    ])
    expect(await add('10.0.0.0/24', { min_prefix_length: 28, max_prefix_length: 26 })).toEqual([
      400,
      'prefix lengths must satisfy /24 <= min_prefix_length (28) <= max_prefix_length (26) <= /32',
      'InvalidRequest',
    ])
    expect(await add('10.0.0.0/24', { min_prefix_length: 16 })).toEqual([
      400,
      'prefix lengths must satisfy /24 <= min_prefix_length (16) <= max_prefix_length (32) <= /32',
      'InvalidRequest',
    ])
    // inside the fixture member 203.0.113.0/24, and across any pool
    expect(await add('203.0.113.128/25')).toEqual([
      400,
      'subnet 203.0.113.128/25 overlaps an existing member 203.0.113.0/24',
      'InvalidRequest',
    ])
    const [status, message] = await add('10.0.0.0/33')
    expect(status).toBe(400)
    expect(message).toMatch(/^unable to parse JSON body: .*subnet/)
  })

  it('a member with external subnets allocated from it stays; an unknown one is not found', async () => {
    expect(
      await refusal('POST', sp('/customer-subnets/members/remove'), { subnet: '203.0.113.0/24' }),
    ).toEqual([
      400,
      'subnet 203.0.113.0/24 cannot be removed while external subnets are allocated from it',
      'InvalidRequest',
    ])
    expect(
      await refusal('POST', sp('/customer-subnets/members/remove'), { subnet: '10.0.0.0/8' }),
    ).toEqual([404, 'not found: subnet-pool-member with name "10.0.0.0/8"', 'ObjectNotFound'])
  })
})

describe('silo links', () => {
  it('one default per silo and version; a second link is ObjectAlreadyExists', async () => {
    await newPool('second-v4')
    await json('POST', sp('/second-v4/silos'), { silo: 'acme', is_default: true }, 201)
    const pools = await json('GET', '/v1/system/silos/acme/subnet-pools')
    const defaults = pools.items
      .filter((p: { is_default: boolean }) => p.is_default)
      .map((p: { name: string }) => p.name)
    expect(defaults).toEqual(['second-v4'])
    expect(
      await refusal('POST', sp('/second-v4/silos'), { silo: 'acme', is_default: false }),
    ).toEqual([400, 'already exists: subnet-pool-resource "acme"', 'ObjectAlreadyExists'])
    expect(
      (await json('PUT', sp('/customer-subnets/silos/acme'), { is_default: true })).is_default,
    ).toBe(true)
    expect((await json('GET', '/v1/subnet-pools/second-v4')).is_default).toBe(false)
  })

  it('a silo holding subnets from the pool keeps its link; an unlinked pool is not the silo’s', async () => {
    expect(await refusal('DELETE', sp('/customer-subnets/silos/acme'))).toEqual([
      400,
      'subnet pool "customer-subnets" cannot be unlinked while silo "acme" holds external subnets from it',
      'InvalidRequest',
    ])
    expect(await refusal('DELETE', sp('/v6-subnets/silos/acme'))).toEqual([
      404,
      `not found: subnet-pool-silo-link with id "${ACME_SILO_ID}"`,
      'ObjectNotFound',
    ])
    expect(await refusal('GET', '/v1/subnet-pools/v6-subnets')).toEqual([
      404,
      'not found: subnet-pool with name "v6-subnets"',
      'ObjectNotFound',
    ])
  })

  it('utilization counts the members and what external subnets hold', async () => {
    // a /24 with two /28s allocated
    expect(await json('GET', sp('/customer-subnets/utilization'))).toEqual({
      capacity: 256,
      remaining: 224,
    })
  })
})
