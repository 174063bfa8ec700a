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

describe('routers and routes', () => {
  const V = `${P}&vpc=default`
  const routes = (router: string) => `/v1/vpc-router-routes?${V}&router=${router}`
  const route = (name: string, destination: object, target: object) => ({
    name,
    description: '',
    destination,
    target,
  })
  const v4net = { type: 'ip_net', value: '10.0.0.0/8' }

  it('refuses the destination and target pairs the rack refuses, with its reason', async () => {
    const refusals: [object, object, string | RegExp][] = [
      [{ type: 'vpc', value: 'backend' }, { type: 'drop' }, /cannot specify VPCs/],
      [v4net, { type: 'vpc', value: 'backend' }, /cannot specify VPCs/],
      [
        v4net,
        { type: 'subnet', value: 'default' },
        'subnets cannot be used as a target in custom routers',
      ],
      [
        v4net,
        { type: 'ip', value: 'fd00::1' },
        'cannot mix explicit IPv4 and IPv6 addresses between destination and target',
      ],
      [
        { type: 'ip', value: 'fd00::5' },
        { type: 'ip', value: '10.0.0.1' },
        /cannot mix explicit IPv4 and IPv6/,
      ],
    ]
    for (const [destination, target, message] of refusals) {
      await expectRefused(
        await call('POST', routes('web-egress'), route('bad', destination, target)),
        message,
      )
    }
    for (const [i, [destination, target]] of [
      [v4net, { type: 'ip', value: '10.1.1.1' }],
      [
        { type: 'subnet', value: 'default' },
        { type: 'instance', value: 'web-1' },
      ],
      [
        { type: 'ip', value: 'fd00::5' },
        { type: 'internet_gateway', value: 'default' },
      ],
      [{ type: 'ip_net', value: '::/0' }, { type: 'drop' }],
    ].entries()) {
      await json('POST', routes('web-egress'), route(`ok-${i}`, destination, target))
    }
    // an edit is held to the same rules
    await expectRefused(
      await call('PUT', `/v1/vpc-router-routes/ok-0?${V}&router=web-egress`, {
        destination: v4net,
        target: { type: 'subnet', value: 'frontend' },
      }),
      /subnets cannot be used as a target/,
    )
  })

  it('keeps the system router to itself', async () => {
    await expectRefused(
      await call('POST', routes('system'), route('mine', v4net, { type: 'drop' })),
      'user-provided routes cannot be added to a system router',
    )
    const sys = (name: string) => `/v1/vpc-router-routes/${name}?${V}&router=system`
    await expectRefused(
      await call('PUT', sys('default'), {
        destination: { type: 'subnet', value: 'default' },
        target: { type: 'drop' },
      }),
      'routes of type vpc_subnet within the system router are not modifiable',
    )
    await expectRefused(await call('DELETE', sys('default-v4')), /not allowed on system routes/)
    // a default route may send its traffic elsewhere, but keeps its destination
    await expectRefused(
      await call('PUT', sys('default-v4'), {
        destination: { type: 'ip_net', value: '10.0.0.0/8' },
        target: { type: 'drop' },
      }),
      /destination and metadata of a Default route cannot be changed/,
    )
    const changed = await json('PUT', sys('default-v4'), {
      destination: { type: 'ip_net', value: '0.0.0.0/0' },
      target: { type: 'drop' },
    })
    expect(changed.target).toEqual({ type: 'drop' })
  })
})
