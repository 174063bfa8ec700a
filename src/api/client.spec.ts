import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { callApi, hasSeenForbidden, setUnauthorizedHandler } from './client'
import { isRackUnreachable } from './reachability'
import { setApiReady } from './ready'

const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }))

const errorBody = (message: string, error_code?: string) => ({
  request_id: 'req-1',
  message,
  error_code,
})

beforeAll(() => setApiReady(Promise.resolve()))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('callApi', () => {
  it('resolves with the parsed, camelCased data', async () => {
    vi.stubGlobal(
      'fetch',
      respond(200, { items: [{ id: '1', name: 'p', time_created: '2026-01-01T00:00:00Z' }] }),
    )
    const page = await callApi('projectList', {})
    expect(page.items[0].name).toBe('p')
    expect(page.items[0].timeCreated).toEqual(new Date('2026-01-01T00:00:00Z'))
  })

  it('sends a 401 to the unauthorized handler (login with redirect_uri)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const onUnauthorized = vi.fn()
    setUnauthorizedHandler(onUnauthorized)
    vi.stubGlobal('fetch', respond(401, errorBody('credentials missing or invalid')))
    await expect(callApi('projectList', {})).rejects.toMatchObject({ statusCode: 401 })
    expect(onUnauthorized).toHaveBeenCalledOnce()
  })

  it('does not redirect on a 401 from local login: that is a bad password', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const onUnauthorized = vi.fn()
    setUnauthorizedHandler(onUnauthorized)
    vi.stubGlobal('fetch', respond(401, errorBody('credentials missing or invalid')))
    await expect(
      callApi('loginLocal', { path: { siloName: 'acme' }, body: { username: 'a', password: 'b' } }),
    ).rejects.toMatchObject({ statusCode: 401 })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('logs every failure with message, code, status and request id', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.stubGlobal(
      'fetch',
      respond(404, errorBody('not found: project with name "x"', 'ObjectNotFound')),
    )
    await expect(callApi('projectView', { path: { project: 'x' } })).rejects.toMatchObject({
      message: 'Not found: project with name "x"',
    })
    expect(log).toHaveBeenCalledWith('API error in projectView: Not found: project with name "x"', {
      errorCode: 'ObjectNotFound',
      statusCode: 404,
      requestId: 'req-1',
    })
  })

  it('remembers a 403, except from the fleet-viewer probe', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.stubGlobal('fetch', respond(403, errorBody('Forbidden', 'Forbidden')))
    await expect(callApi('systemPolicyView', {})).rejects.toMatchObject({
      message: 'Action not authorized',
    })
    expect(hasSeenForbidden()).toBe(false)
    await expect(callApi('projectList', {})).rejects.toMatchObject({ statusCode: 403 })
    expect(hasSeenForbidden()).toBe(true)
  })

  it('turns a network failure into "Cannot reach the rack" until a call gets a response', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(callApi('projectList', {})).rejects.toMatchObject({
      message: 'Cannot reach the rack',
      unreachable: true,
    })
    expect(isRackUnreachable()).toBe(true)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"items":[]}', { status: 200 })),
    )
    await callApi('projectList', {})
    expect(isRackUnreachable()).toBe(false)
  })
})
