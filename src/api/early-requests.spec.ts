import { createMemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { routes } from '~/routes'
import { earlyRequests } from './early-requests'
import { queryClient } from './query'
import { setApiReady } from './ready'

beforeAll(() => setApiReady(Promise.resolve()))
afterEach(() => {
  vi.unstubAllGlobals()
  queryClient.clear()
})

/** The GET URLs the real route table's loaders send for a page's first load. */
async function loaderUrls(location: string) {
  const urls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET') urls.push(url)
      return Response.json({ items: [], next_page: null })
    }),
  )
  const router = createMemoryRouter(routes, { initialEntries: [location] })
  await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 })
  router.dispose()
  return urls
}

const SESSION = ['/v1/me', '/v1/system/policy']

describe('earlyRequests', () => {
  it.each([
    '/projects',
    '/projects/web-prod/instances',
    '/projects/web-prod/disks',
    '/projects/web-prod/snapshots',
    '/projects/web-prod/vpcs',
    '/projects/web-prod/images',
    '/projects/web-prod/floating-ips',
    '/projects/web-prod/affinity',
    '/projects/web-prod/external-subnets',
    '/projects/web-prod/access',
    '/projects/web-prod/disks-new',
    '/projects/web-prod/edit',
    '/projects/web-prod',
    '/projects/web-prod/instances/db-primary',
    '/projects/web-prod/instances/db-primary/storage',
    '/projects/web-prod/instances/db-primary/networking',
    '/projects/web-prod/instances/db-primary/metrics/cpu',
    '/projects/web-prod/instances/db-primary/settings',
    '/projects/web-prod/instances/db-primary/serial-console',
    '/projects/web-prod/vpcs/web-vpc/firewall-rules',
    '/projects/web-prod/vpcs/web-vpc/subnets',
    '/projects/web-prod/vpcs/web-vpc/routers/system',
    '/projects/web-prod/vpcs/web-vpc/edit',
    '/projects/web-prod/vpcs/web-vpc/subnets/app',
    '/projects/web-prod/vpcs/web-vpc/internet-gateways/default',
    '/images',
    '/utilization',
    '/certificates',
    '/settings/profile',
    '/settings/ssh-keys',
    '/settings/access-tokens',
    '/system/silos',
    '/system/utilization',
    '/system/networking/ip-pools',
    '/system/networking/subnet-pools',
    '/system/inventory/sleds',
    '/system/support-bundles',
    '/projects/web-prod/instances?sort=name_descending&limit=100',
  ])('asks only for what the loaders of %s ask for', async (location) => {
    const [pathname, search = ''] = location.split('?')
    const early = earlyRequests(pathname, search && `?${search}`)
    expect(early).toEqual(expect.arrayContaining(SESSION))
    const sent = await loaderUrls(location)
    expect(sent).toEqual(expect.arrayContaining(early))
  })

  it('asks for the list and the project a project page shows', () => {
    expect(earlyRequests('/projects/web-prod/instances', '')).toEqual([
      ...SESSION,
      '/v1/projects/web-prod',
      '/v1/instances?project=web-prod&limit=50',
    ])
    // a trailing slash is the same page
    expect(earlyRequests('/system/silos/', '')).toEqual([...SESSION, '/v1/system/silos?limit=50'])
    // and the names a list's cells link with
    expect(earlyRequests('/projects/web-prod/floating-ips', '')).toEqual([
      ...SESSION,
      '/v1/projects/web-prod',
      '/v1/floating-ips?project=web-prod&limit=50',
      '/v1/ip-pools?limit=1000',
      '/v1/instances?project=web-prod&limit=1000',
    ])
  })

  it('asks for the instance or VPC on each of its tabs, not on pages with their own layout', () => {
    const instance = [
      ...SESSION,
      '/v1/projects/web-prod',
      '/v1/instances/db-primary?project=web-prod',
    ]
    const ips = '/v1/instances/db-primary/external-ips?project=web-prod'
    expect(earlyRequests('/projects/web-prod/instances/db-primary/storage', '')).toEqual([
      ...instance,
      ips,
    ])
    expect(earlyRequests('/projects/web-prod/instances/db-primary/serial-console', '')).toEqual(
      instance,
    )
    expect(earlyRequests('/projects/web-prod/vpcs/web-vpc/subnets', '')).toEqual([
      ...SESSION,
      '/v1/projects/web-prod',
      '/v1/vpcs/web-vpc?project=web-prod',
    ])
    expect(earlyRequests('/projects/web-prod/vpcs/web-vpc/routers/system', '')).toEqual([
      ...SESSION,
      '/v1/projects/web-prod',
    ])
  })

  it('knows only its own pages, not names an object inherits', () => {
    expect(earlyRequests('/projects/web-prod/constructor', '')).toEqual([
      ...SESSION,
      '/v1/projects/web-prod',
    ])
    expect(earlyRequests('/toString', '')).toEqual(SESSION)
  })

  it('leaves a list with a sort, size or filter in its URL to the app', () => {
    expect(earlyRequests('/projects', '?sort=name_descending')).toEqual(SESSION)
    expect(earlyRequests('/projects/web-prod/disks', '?q=db')).toEqual([
      ...SESSION,
      '/v1/projects/web-prod',
    ])
  })

  it('encodes a project name as the app does, and gives up on a malformed one', () => {
    expect(earlyRequests('/projects/a%20b/vpcs', '')).toContain('/v1/vpcs?project=a%20b&limit=50')
    expect(earlyRequests('/projects/%E0%A4%A/vpcs', '')).toEqual(SESSION)
  })

  it('asks for nothing on the sign-in and device pages, and only the session elsewhere', () => {
    expect(earlyRequests('/login/acme/local', '?redirect_uri=%2Fprojects')).toEqual([])
    expect(earlyRequests('/login', '')).toEqual([])
    expect(earlyRequests('/device/verify', '')).toEqual([])
    expect(earlyRequests('/settings/profile', '')).toEqual(SESSION)
    expect(earlyRequests('/system/networking/bgp', '')).toEqual(SESSION)
    expect(earlyRequests('/loginx', '')).toEqual(SESSION)
  })
})
