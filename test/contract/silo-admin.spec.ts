import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import * as schema from '~/api/__generated__/validate'
import { resetDb } from '~/mock-api'
import { db } from '~/mock-api/db'
import { ACME_SCIM_TOKEN_ID } from '~/mock-api/fixtures/silo-admin'
import { ALICE_ID, BOB_ID, HANK_ID } from '~/mock-api/fixtures/users'
import { resetKnobs, setKnob } from '~/mock-api/knobs'
import { type MockServer, startMockServer } from '~/mock-api/server/mock-server'
import { isSignedIn } from '~/mock-api/session'
import { call, json } from './helpers'

beforeEach(() => {
  resetDb()
  resetKnobs()
})

async function expectError(response: Response, status: number) {
  expect(response.status).toBe(status)
  return schema.Error.parse(await response.json())
}

const as = (user: string) => setKnob('mock-user', user)

describe("a user's sessions and tokens", () => {
  it('a silo admin lists another user’s; the user their own; others get a 403', async () => {
    const sessions = await json('GET', `/v1/users/${BOB_ID}/sessions`)
    expect(schema.ConsoleSessionResultsPage.parse(sessions).items).toHaveLength(1)
    expect(JSON.stringify(sessions)).not.toContain('fixture0session0bob')
    as('bob')
    await json('GET', `/v1/users/${BOB_ID}/access-tokens`)
    const refused = await expectError(await call('GET', `/v1/users/${ALICE_ID}/sessions`), 403)
    expect(refused.message).toBe('Forbidden')
    await expectError(await call('POST', `/v1/users/${ALICE_ID}/logout`), 403)
  })

  it('a user of another silo is a 404 to a silo viewer', async () => {
    as('carol')
    const body = await expectError(await call('GET', `/v1/users/${HANK_ID}/sessions`), 404)
    expect(body.message).toBe(`not found: silo-user with id "${HANK_ID}"`)
  })

  it('logout ends every session and revokes every device token of the user', async () => {
    await call('POST', `/v1/users/${ALICE_ID}/logout`).then((r) => expect(r.status).toBe(204))
    expect(db.consoleSessions.filter((s) => s.user_id === ALICE_ID)).toEqual([])
    expect(db.accessTokens.filter((t) => t.user_id === ALICE_ID)).toEqual([])
    // alice signed herself out: the tab's session ends too
    expect(isSignedIn()).toBe(false)
  })
})

describe('SCIM tokens', () => {
  it('shows the secret once, on create; the list and view never do', async () => {
    const created = schema.ScimClientBearerTokenValue.parse(
      await json('POST', '/v1/system/scim/tokens?silo=acme', undefined, 201),
    )
    expect(created.bearerToken).toMatch(/^[0-9a-f]{40}$/)
    const list = await json('GET', '/v1/system/scim/tokens?silo=acme')
    expect(list.map((t: { id: string }) => t.id)).toContain(created.id)
    expect(JSON.stringify(list)).not.toContain(created.bearerToken)
    const view = await json('GET', `/v1/system/scim/tokens/${created.id}?silo=acme`)
    expect(view.bearer_token).toBeUndefined()
  })

  it('a token of another silo is not found there; deleted, it is gone', async () => {
    const path = `/v1/system/scim/tokens/${ACME_SCIM_TOKEN_ID}`
    const body = await expectError(await call('GET', `${path}?silo=globex`), 404)
    expect(body.message).toBe(`not found: scim-client-bearer-token with id "${ACME_SCIM_TOKEN_ID}"`)
    expect((await call('DELETE', `${path}?silo=acme`)).status).toBe(204)
    await expectError(await call('DELETE', `${path}?silo=acme`), 404)
  })

  it('is a silo admin’s: a viewer gets a 403, and another silo is a 404', async () => {
    as('carol')
    await expectError(await call('GET', '/v1/system/scim/tokens?silo=acme'), 403)
    await expectError(await call('POST', '/v1/system/scim/tokens?silo=acme'), 403)
    const other = await expectError(await call('GET', '/v1/system/scim/tokens?silo=globex'), 404)
    expect(other.message).toBe('not found: silo with name "globex"')
  })
})

describe('auth settings', () => {
  it('every user reads them; only an admin changes them', async () => {
    as('carol')
    const settings = schema.SiloAuthSettings.parse(await json('GET', '/v1/auth-settings'))
    expect(settings.deviceTokenMaxTtlSeconds).toBeNull()
    const body = { device_token_max_ttl_seconds: 3600 }
    await expectError(await call('PUT', '/v1/auth-settings', body), 403)
    as('alice')
    expect((await json('PUT', '/v1/auth-settings', body)).device_token_max_ttl_seconds).toBe(3600)
    const cleared = await json('PUT', '/v1/auth-settings', { device_token_max_ttl_seconds: null })
    expect(cleared.device_token_max_ttl_seconds).toBeNull()
  })

  it('refuses a lifetime under one second, or none given', async () => {
    await expectError(
      await call('PUT', '/v1/auth-settings', { device_token_max_ttl_seconds: 0 }),
      400,
    )
    await expectError(await call('PUT', '/v1/auth-settings', {}), 400)
  })
})

describe('built-in users', () => {
  it('are listed and viewed by name or id for fleet viewers only', async () => {
    const page = schema.UserBuiltinResultsPage.parse(await json('GET', '/v1/system/users-builtin'))
    const first = page.items[0]
    expect((await json('GET', `/v1/system/users-builtin/${first.id}`)).name).toBe(first.name)
    const missing = await expectError(await call('GET', '/v1/system/users-builtin/nobody'), 404)
    expect(missing.message).toBe('not found: user-builtin with name "nobody"')
    as('carol')
    await expectError(await call('GET', '/v1/system/users-builtin'), 403)
  })
})

describe('on the mock server', () => {
  let server: MockServer
  beforeAll(async () => {
    server = await startMockServer({ port: 0 })
  })
  afterAll(() => server.close())

  async function login(username: string) {
    const response = await fetch(`${server.url}/v1/login/acme/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'oxide-mock' }),
    })
    return response.headers.getSetCookie()[0].split(';')[0]
  }
  const get = (path: string, cookie: string) =>
    fetch(`${server.url}${path}`, { headers: { cookie } })

  it('a user signed out everywhere: their session cookie stops working, and is listed no more', async () => {
    const bob = await login('bob')
    const alice = await login('alice')
    expect((await get('/v1/me', bob)).status).toBe(200)
    const before = await (await get(`/v1/users/${BOB_ID}/sessions`, alice)).json()
    expect(before.items.length).toBeGreaterThan(0)
    const logout = await fetch(`${server.url}/v1/users/${BOB_ID}/logout`, {
      method: 'POST',
      headers: { cookie: alice },
    })
    expect(logout.status).toBe(204)
    expect((await get('/v1/me', bob)).status).toBe(401)
    expect((await (await get(`/v1/users/${BOB_ID}/sessions`, alice)).json()).items).toEqual([])
    expect((await get('/v1/me', alice)).status).toBe(200)
  })
})

describe("the silo's device token maximum lifetime", () => {
  async function deviceFlow(ttl?: number) {
    const form = new URLSearchParams({
      client_id: 'cli',
      ...(ttl ? { ttl_seconds: `${ttl}` } : {}),
    })
    const auth = await call('POST', '/device/auth', form.toString())
    const { device_code, user_code } = await auth.json()
    const confirm = await call('POST', '/device/confirm', { user_code })
    return { device_code, confirm }
  }

  it('refuses a longer lifetime at confirmation and gives its maximum to a token without one', async () => {
    await json('PUT', '/v1/auth-settings', { device_token_max_ttl_seconds: 3600 })
    const { confirm } = await deviceFlow(7200)
    const refused = await expectError(confirm, 400)
    expect(refused.message).toBe(
      'Requested TTL 7200 seconds exceeds maximum allowed TTL for this silo of 3600 seconds',
    )
    const { device_code, confirm: ok } = await deviceFlow()
    expect(ok.status).toBe(204)
    const grant = await call(
      'POST',
      '/device/token',
      new URLSearchParams({ grant_type: 'device_code', device_code, client_id: 'cli' }).toString(),
    )
    const { time_expires } = await grant.json()
    const lifetime = Date.parse(time_expires) - Date.now()
    expect(lifetime).toBeGreaterThan(3590_000)
    expect(lifetime).toBeLessThanOrEqual(3600_000)
  })
})
