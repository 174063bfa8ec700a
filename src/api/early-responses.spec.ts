import { afterEach, describe, expect, it, vi } from 'vitest'
import { callApi, setUnauthorizedHandler } from './client'
import { EARLY_GLOBAL, type EarlyRequests } from './early-requests'
import { EARLY_MAX_AGE_MS, takeEarlyResponse } from './early-responses'
import { setApiReady } from './ready'
import { sendRequest } from './request'

setApiReady(Promise.resolve())

/** What the early script leaves in the page: one answer per URL, sent at `at`. */
function plantEarly(answers: Record<string, Response>, at = performance.now()) {
  const early: EarlyRequests = {
    at,
    responses: new Map(Object.entries(answers).map(([url, r]) => [url, Promise.resolve(r)])),
  }
  vi.stubGlobal('window', { [EARLY_GLOBAL]: early })
  return early
}

/** The API as the app reaches it after the early answers: each call answered with its URL. */
function stubApi() {
  const fetch = vi.fn(async (url: string) => Response.json({ from: 'api', url }))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => {
  vi.unstubAllGlobals()
  setUnauthorizedHandler(() => {})
})

describe('takeEarlyResponse', () => {
  it('gives the answer for exactly its GET URL, once', async () => {
    const early = plantEarly({ '/v1/projects?limit=50': Response.json({ items: [] }) })
    expect(takeEarlyResponse('GET', '/v1/projects?limit=50&sort_by=name_descending')).toBe(
      undefined,
    )
    expect(takeEarlyResponse('GET', '/v1/projects')).toBe(undefined)
    expect(takeEarlyResponse('POST', '/v1/projects?limit=50')).toBe(undefined)
    const response = await takeEarlyResponse('GET', '/v1/projects?limit=50')
    expect(await response?.json()).toEqual({ items: [] })
    expect(takeEarlyResponse('GET', '/v1/projects?limit=50')).toBe(undefined)
    expect(early.responses.size).toBe(0)
  })

  it('gives nothing once the page is older than the early answers may be', () => {
    const early = plantEarly({ '/v1/me': Response.json({}) }, 100)
    expect(takeEarlyResponse('GET', '/v1/me', 100 + EARLY_MAX_AGE_MS + 1)).toBe(undefined)
    // and forgets them all
    expect(early.responses.size).toBe(0)
  })

  it('gives nothing where no early script ran', () => {
    expect(takeEarlyResponse('GET', '/v1/me')).toBe(undefined)
  })
})

describe('sendRequest with early answers', () => {
  it('adopts the early answer for its URL instead of asking again, and asks the next time', async () => {
    plantEarly({ '/v1/me': Response.json({ display_name: 'Early Alice' }) })
    const fetch = stubApi()
    const first = await sendRequest('currentUserView')
    expect(first).toMatchObject({ type: 'success', data: { displayName: 'Early Alice' } })
    expect(fetch).not.toHaveBeenCalled()
    const second = await sendRequest('currentUserView')
    expect(second).toMatchObject({ type: 'success', data: { from: 'api', url: '/v1/me' } })
  })

  it('never answers another URL with it', async () => {
    plantEarly({ '/v1/instances?project=web-prod&limit=50': Response.json({ items: ['early'] }) })
    stubApi()
    const other = await sendRequest('instanceList', { query: { project: 'staging', limit: 50 } })
    expect(other).toMatchObject({
      data: { from: 'api', url: '/v1/instances?project=staging&limit=50' },
    })
  })

  it('asks the API itself when the early request failed on the network', async () => {
    const early = plantEarly({})
    early.responses.set('/v1/me', Promise.resolve(undefined))
    const fetch = stubApi()
    expect(await sendRequest('currentUserView')).toMatchObject({ data: { from: 'api' } })
    expect(fetch).toHaveBeenCalledOnce()
  })

  it('forgets every early answer once the app changes something', async () => {
    const early = plantEarly({ '/v1/projects?limit=50': Response.json({ items: [] }) })
    stubApi()
    await sendRequest('projectCreate', { body: { name: 'p', description: '' } })
    expect(early.responses.size).toBe(0)
    expect(await sendRequest('projectList', { query: { limit: 50 } })).toMatchObject({
      data: { from: 'api' },
    })
  })

  it('sends an early 401 to sign-in, as a 401 from the API would, and drops the rest', async () => {
    const early = plantEarly({
      '/v1/me': Response.json({ error_code: 'Unauthorized', message: 'no' }, { status: 401 }),
      '/v1/policy': Response.json({ role_assignments: [] }),
    })
    stubApi()
    const onUnauthorized = vi.fn()
    setUnauthorizedHandler(onUnauthorized)
    await expect(callApi('currentUserView', {})).rejects.toMatchObject({ statusCode: 401 })
    expect(onUnauthorized).toHaveBeenCalledOnce()
    expect(early.responses.size).toBe(0)
  })
})
