import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetDb } from '~/mock-api'
import { resetKnobs } from '~/mock-api/knobs'
import { echo } from '~/mock-api/serial-console'
import { call, json } from './helpers'

beforeEach(() => {
  resetDb()
  resetKnobs()
})
afterEach(() => {
  vi.useRealTimers()
})

const P = 'project=web-prod'
const GiB = 1024 ** 3
const nic = (name: string, subnet: string, ip?: string, vpc = 'backend') => ({
  name,
  description: '',
  vpc_name: vpc,
  subnet_name: subnet,
  ...(ip ? { ip_config: { type: 'v4', value: { ip: { type: 'explicit', value: ip } } } } : {}),
})

async function refused(response: Response) {
  expect(response.status).toBe(400)
  return (await response.json()).message as string
}

describe('network interfaces follow the instance state (updateNic only when stopped)', () => {
  it('refuses add, update and delete while the instance runs', async () => {
    const add = await call(
      'POST',
      `/v1/network-interfaces?${P}&instance=web-1`,
      nic('x', 'default', undefined, 'default'),
    )
    expect(await refused(add)).toBe('Instance must be stopped to attach a new network interface')
    const update = await call('PUT', `/v1/network-interfaces/frontend?${P}&instance=web-1`, {
      description: 'x',
    })
    expect(await refused(update)).toBe('Instance must be stopped to update a network interface')
    const remove = await call('DELETE', `/v1/network-interfaces/frontend?${P}&instance=web-1`)
    expect(await refused(remove)).toBe('Instance must be stopped to detach a network interface')
  })

  it('adds an interface to a stopped instance at the address asked for', async () => {
    const created = await json(
      'POST',
      `/v1/network-interfaces?${P}&instance=db-primary`,
      nic('eth1', 'default', '172.30.0.40'),
    )
    expect(created).toMatchObject({ name: 'eth1', primary: false })
    expect(created.ip_stack).toEqual({
      type: 'v4',
      value: { ip: '172.30.0.40', transit_ips: [] },
    })
  })

  it('refuses an address outside the subnet or already in use', async () => {
    const path = `/v1/network-interfaces?${P}&instance=db-primary`
    expect(await refused(await call('POST', path, nic('eth1', 'default', '10.10.8.40')))).toBe(
      'address 10.10.8.40 is not in subnet "default" (172.30.0.0/22)',
    )
  })

  it('refuses an address another instance holds', async () => {
    vi.useFakeTimers()
    const body = { name: 'vm', description: '', hostname: 'vm', memory: 2 * GiB, ncpus: 1 }
    await json('POST', `/v1/instances?${P}`, {
      ...body,
      start: false,
      network_interfaces: { type: 'none' },
    })
    await vi.advanceTimersByTimeAsync(600) // creating -> stopped
    const response = await call(
      'POST',
      `/v1/network-interfaces?${P}&instance=vm`,
      nic('eth0', 'db', '10.10.8.5'),
    )
    expect(await refused(response)).toBe("The IP address '10.10.8.5' is not available")
  })

  it('gives addresses inside the block only, and refuses an interface once it is full', async () => {
    // a /26 holds 64 addresses: Oxide keeps the first 5 and the last, leaving 58
    await json('POST', `/v1/vpc-subnets?${P}&vpc=backend`, {
      name: 'tiny',
      description: '',
      ipv4_block: '10.10.9.0/26',
    })
    const create = (i: number) =>
      call('POST', `/v1/instances?${P}`, {
        name: `vm-${i}`,
        description: '',
        hostname: `vm-${i}`,
        memory: 1 * GiB,
        ncpus: 1,
        start: false,
        network_interfaces: { type: 'create', params: [nic('eth0', 'tiny')] },
      })
    const addresses: string[] = []
    for (let i = 0; i < 58; i++) {
      const response = await create(i)
      expect(response.status).toBe(201)
      const nics = await json('GET', `/v1/network-interfaces?${P}&instance=vm-${i}`)
      const stack = nics.items[0].ip_stack
      addresses.push(stack.type === 'dual_stack' ? stack.value.v4.ip : stack.value.ip)
    }
    expect(addresses[0]).toBe('10.10.9.5')
    expect(addresses[57]).toBe('10.10.9.62')
    expect(new Set(addresses).size).toBe(58)
    expect(await refused(await create(58))).toBe('No available IP addresses for interface')
    // the refused instance is not left behind
    expect((await call('GET', `/v1/instances/vm-58?${P}`)).status).toBe(404)
  })

  it('keeps an instance in one VPC, with each interface in its own subnet', async () => {
    const path = `/v1/network-interfaces?${P}&instance=db-primary`
    expect(
      await refused(await call('POST', path, nic('eth1', 'default', undefined, 'default'))),
    ).toBe(
      'Networking may not span multiple VPCs, but the requested resource is associated with another VPC',
    )
    expect(await refused(await call('POST', path, nic('eth1', 'db')))).toBe(
      'Each interface must be in a distinct VPC Subnet',
    )
  })
})

describe('serial console', () => {
  it('echoes input as a terminal shows it', () => {
    expect(echo('hello\r')).toBe('hello\r\n')
    expect(echo('ab\x7f')).toBe('ab\b \b')
  })

  it('refuses a plain GET of the stream: it is a websocket', async () => {
    const message = await refused(
      await call('GET', `/v1/instances/web-1/serial-console/stream?${P}`),
    )
    expect(message).toBe('the serial console stream is a websocket: send an upgrade request')
    expect(
      await refused(await call('GET', `/v1/instances/db-primary/serial-console/stream?${P}`)),
    ).toBe('instance "db-primary" is stopped: no serial console')
  })

  it('gives the buffered output of a running instance only', async () => {
    const data = await json('GET', `/v1/instances/web-1/serial-console?${P}&most_recent=15`)
    expect(new TextDecoder().decode(new Uint8Array(data.data))).toBe('\r\nweb-1 login: ')
    expect(
      await refused(await call('GET', `/v1/instances/db-primary/serial-console?${P}&from_start=0`)),
    ).toBe('instance "db-primary" is stopped: no serial console')
  })

  it('reads from the start with a byte limit, and from exactly one end', async () => {
    const data = await json(
      'GET',
      `/v1/instances/web-1/serial-console?${P}&from_start=5&max_bytes=4`,
    )
    expect(new TextDecoder().decode(new Uint8Array(data.data))).toBe('ng f')
    expect(data.last_byte_offset).toBe(9)
    const oneEnd = "Exactly one of 'from_start' or 'most_recent' must be specified."
    expect(await refused(await call('GET', `/v1/instances/web-1/serial-console?${P}`))).toBe(oneEnd)
    expect(
      await refused(
        await call('GET', `/v1/instances/web-1/serial-console?${P}&from_start=0&most_recent=8`),
      ),
    ).toBe(oneEnd)
  })
})
