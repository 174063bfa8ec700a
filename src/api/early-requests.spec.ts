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
    '/system/silos',
    '/settings/profile',
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
  })

  it('leaves a list with a sort, size or filter in its URL to the app', () => {
    expect(earlyRequests('/projects', '?sort=name_descending')).toEqual(SESSION)
    expect(earlyRequests('/projects/web-prod/disks', '?q=db')).toEqual(SESSION)
  })

  it('encodes a project name as the app does, and gives up on a malformed one', () => {
    expect(earlyRequests('/projects/a%20b/vpcs', '')).toContain('/v1/vpcs?project=a%20b&limit=50')
    expect(earlyRequests('/projects/%E0%A4%A/vpcs', '')).toEqual(SESSION)
  })

  it('asks for nothing on the sign-in and device pages, and only the session elsewhere', () => {
    expect(earlyRequests('/login/acme/local', '?redirect_uri=%2Fprojects')).toEqual([])
    expect(earlyRequests('/login', '')).toEqual([])
    expect(earlyRequests('/device/verify', '')).toEqual([])
    expect(earlyRequests('/projects/web-prod/instances/web-1', '')).toEqual(SESSION)
    expect(earlyRequests('/loginx', '')).toEqual(SESSION)
  })
})
