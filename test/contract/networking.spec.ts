import { beforeEach, describe, expect, it } from 'vitest'
import { resetDb } from '~/mock-api'
import { resetKnobs } from '~/mock-api/knobs'
import { call, json } from './helpers'

beforeEach(() => {
  resetDb()
  resetKnobs()
})

const P = 'project=web-prod'

async function expectRefused(response: Response, message: string | RegExp) {
  expect(response.status).toBe(400)
  expect((await response.json()).message).toMatch(message)
}

describe('VPCs', () => {
  it('a VPC with subnets cannot be deleted; once they are gone it can', async () => {
    await json('POST', `/v1/vpcs?${P}`, { name: 'tmp', description: '', dns_name: 'tmp' })
    await expectRefused(
      await call('DELETE', `/v1/vpcs/tmp?${P}`),
      'VPC cannot be deleted while VPC Subnets exist',
    )
    await json('DELETE', `/v1/vpc-subnets/default?${P}&vpc=tmp`, undefined, 204)
    await json('DELETE', `/v1/vpcs/tmp?${P}`, undefined, 204)
    const after = await json('GET', `/v1/vpcs?${P}`)
    expect(after.items.map((v: { name: string }) => v.name)).not.toContain('tmp')
    // its routers and rules went with it
    expect((await call('GET', `/v1/vpc-firewall-rules?${P}&vpc=tmp`)).status).toBe(404)
  })

  it('takes only a /48 unique local IPv6 prefix', async () => {
    const body = { name: 'v6', description: '', dns_name: 'v6' }
    for (const prefix of ['2001:db8::/48', 'fd00::/64']) {
      await expectRefused(
        await call('POST', `/v1/vpcs?${P}`, { ...body, ipv6_prefix: prefix }),
        /unique local/,
      )
    }
    const vpc = await json('POST', `/v1/vpcs?${P}`, { ...body, ipv6_prefix: 'fd12:3456:789a::/48' })
    expect(vpc.ipv6_prefix).toBe('fd12:3456:789a::/48')
  })
})

describe('subnets', () => {
  it('refuses an overlapping IPv4 block and a duplicate name', async () => {
    const path = `/v1/vpc-subnets?${P}&vpc=default`
    await expectRefused(
      await call('POST', path, { name: 'w', description: '', ipv4_block: '172.30.5.0/24' }),
      `IP address range '172.30.5.0/24' conflicts with subnet "frontend"`,
    )
    const dup = await call('POST', path, {
      name: 'frontend',
      description: '',
      ipv4_block: '10.9.0.0/24',
    })
    expect((await dup.json()).error_code).toBe('ObjectAlreadyExists')
  })
})

describe('firewall rules', () => {
  it('PUT replaces the whole set; repeated names are refused', async () => {
    const rule = {
      name: 'only',
      description: '',
      action: 'allow',
      direction: 'inbound',
      priority: 10,
      status: 'enabled',
      targets: [{ type: 'vpc', value: 'default' }],
      filters: {},
    }
    const path = `/v1/vpc-firewall-rules?${P}&vpc=default`
    await expectRefused(await call('PUT', path, { rules: [rule, rule] }), /must be unique/)
    const { rules } = await json('PUT', path, { rules: [rule] })
    expect(rules.map((r: { name: string }) => r.name)).toEqual(['only'])
    // priority is a uint16
    const tooHigh = await call('PUT', path, { rules: [{ ...rule, priority: 65536 }] })
    expect(tooHigh.status).toBe(400)
  })
})

describe('floating IPs', () => {
  it('an attached IP cannot be attached again or deleted; detached, it can', async () => {
    const base = `/v1/floating-ips/web-vip`
    await expectRefused(
      await call('POST', `${base}/attach?${P}`, { kind: 'instance', parent: 'web-2' }),
      'floating IP "web-vip" is already attached',
    )
    await expectRefused(
      await call('DELETE', `${base}?${P}`),
      'floating IP "web-vip" cannot be deleted while attached to an instance',
    )
    await json('POST', `${base}/detach?${P}`)
    await json('DELETE', `${base}?${P}`, undefined, 204)
  })

  it('an address in use is refused with Nexus’s words, not as a name clash', async () => {
    const response = await call('POST', `/v1/floating-ips?${P}`, {
      name: 'again',
      description: '',
      address_allocator: { type: 'explicit', ip: '192.0.2.20' },
    })
    await expectRefused(response, 'Requested external IP address not available')
  })
})
