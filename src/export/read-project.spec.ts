import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { queryClient } from '~/api/query'
import { setApiReady } from '~/api/ready'
import { readProject } from './read-project'

beforeAll(() => setApiReady(Promise.resolve()))
afterEach(() => {
  vi.unstubAllGlobals()
  queryClient.clear()
})

const t = '2026-01-01T00:00:00Z'
const page = (items: object[]) => ({ items, next_page: null })

/** A tiny rack: answers by path, with the query parameters it was asked */
const answers: Record<string, unknown> = {
  '/v1/projects/web-prod': {
    id: 'p1',
    name: 'web-prod',
    description: '',
    time_created: t,
    time_modified: t,
  },
  '/v1/vpcs': page([
    {
      id: 'v1',
      name: 'web',
      description: '',
      dns_name: 'web',
      ipv6_prefix: 'fd00::/48',
      project_id: 'p1',
      system_router_id: 'r0',
      time_created: t,
      time_modified: t,
    },
  ]),
  '/v1/vpc-subnets': page([]),
  '/v1/vpc-routers': page([
    {
      id: 'r0',
      name: 'system',
      description: '',
      kind: 'system',
      vpc_id: 'v1',
      time_created: t,
      time_modified: t,
    },
    {
      id: 'r1',
      name: 'edge',
      description: '',
      kind: 'custom',
      vpc_id: 'v1',
      time_created: t,
      time_modified: t,
    },
  ]),
  '/v1/vpc-router-routes': page([]),
  '/v1/internet-gateways': page([]),
  '/v1/vpc-firewall-rules': { rules: [] },
  '/v1/disks': page([]),
  '/v1/snapshots': page([]),
  '/v1/images': page([]),
  '/v1/instances': page([
    {
      id: 'i1',
      name: 'db1',
      description: '',
      hostname: 'db1',
      memory: 1,
      ncpus: 1,
      project_id: 'p1',
      run_state: 'running',
      auto_restart_enabled: true,
      enable_jumbo_frames: false,
      time_created: t,
      time_modified: t,
      time_run_state_updated: t,
    },
  ]),
  '/v1/network-interfaces': page([]),
  '/v1/instances/i1/disks': page([]),
  '/v1/instances/i1/external-ips': page([]),
  '/v1/instances/i1/anti-affinity-groups': page([]),
  '/v1/instances/i1/ssh-public-keys': page([
    {
      id: 'k1',
      name: 'alice',
      description: '',
      public_key: 'ssh-ed25519 AAAA',
      silo_user_id: 'u1',
      time_created: t,
      time_modified: t,
    },
  ]),
  '/v1/floating-ips': page([]),
  '/v1/anti-affinity-groups': page([]),
  '/v1/ip-pools': page([]),
}

describe('readProject', () => {
  it('reads the project, each VPC’s and instance’s parts, custom routers only', async () => {
    const asked: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url)
        const body = answers[new URL(url, 'http://rack').pathname]
        return new Response(JSON.stringify(body ?? { message: 'not found' }), {
          status: body ? 200 : 404,
        })
      }),
    )
    const data = await readProject('web-prod')
    expect(data.project.name).toBe('web-prod')
    expect(data.wholeProject).toBe(true)
    expect(data.vpcs[0].routers.map((r) => r.router.name)).toEqual(['edge'])
    expect(data.instances[0].sshKeys.map((k) => k.name)).toEqual(['alice'])
    expect(data.sshKeys.map((k) => k.name)).toEqual(['alice'])
    // a VPC's and an instance's parts are asked for by id; routes of the custom router only
    expect(asked.some((u) => u.startsWith('/v1/vpc-subnets?vpc=v1'))).toBe(true)
    expect(asked.filter((u) => u.startsWith('/v1/vpc-router-routes'))).toEqual([
      expect.stringContaining('router=r1'),
    ])
  })
})
