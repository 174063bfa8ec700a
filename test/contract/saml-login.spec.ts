import { getResponse } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import * as schema from '~/api/__generated__/validate'
import { handlers, resetDb } from '~/mock-api'
import { encodeAssertion, encodeRelayState } from '~/mock-api/saml'
import { type MockServer, startMockServer } from '~/mock-api/server/mock-server'

/**
 * SAML sign-in on `npm run mock-api`, as a browser goes through it: the
 * rack's redirect to the identity provider, the test provider's page, its
 * form posted back to `loginSaml`, the session cookie. And bearer tokens: a
 * made-up one is refused by the server and by the in-page mock alike.
 */
let server: MockServer

beforeAll(async () => {
  server = await startMockServer({ port: 0 })
})
afterAll(() => server.close())

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { redirect: 'manual', headers })

const postForm = (path: string, fields: Record<string, string>) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })

const okta = '/login/globex/saml/okta'
const oktaIssuer = 'http://www.okta.com/exk1globex0oxide'

/** The hidden fields of the test provider's "Sign in as {name}" form. */
function formFields(html: string, name: string): Record<string, string> {
  const form = html.split('<form').find((f) => f.includes(`Sign in as ${name}`))
  if (!form) throw new Error(`no form for ${name} in ${html}`)
  const unescapeHtml = (v: string) => v.replace(/&quot;/g, '"').replace(/&amp;/g, '&')
  return Object.fromEntries(
    [...form.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], unescapeHtml(m[2])]),
  )
}

async function expectError(response: Response, status: number) {
  expect(response.status).toBe(status)
  return schema.Error.parse(await response.json())
}

describe('SAML sign-in on the mock server', () => {
  it('redirects to the test identity provider, whose form signs hank in and lands on redirect_uri', async () => {
    const begin = await get(`${okta}/redirect?redirect_uri=${encodeURIComponent('/projects?x=1')}`)
    expect(begin.status).toBe(302)
    const idpUrl = begin.headers.get('location') ?? ''
    expect(idpUrl).toMatch(/^\/login\/globex\/saml\/okta\/mock-idp\?RelayState=/)

    const idp = await get(idpUrl)
    expect(idp.status).toBe(200)
    expect(idp.headers.get('content-type')).toMatch(/^text\/html/)
    expect(idp.headers.get('content-security-policy')).toContain("form-action 'self'")
    const html = await idp.text()
    expect(html).toContain(`action="${okta}"`)
    // the silo's users only
    expect(html).toContain('Sign in as Hank Scorpio')
    expect(html).not.toContain('Alice Adams')

    const signedIn = await postForm(okta, formFields(html, 'Hank Scorpio'))
    expect(signedIn.status).toBe(303)
    expect(signedIn.headers.get('location')).toBe('/projects?x=1')
    const [cookie] = signedIn.headers.getSetCookie()
    expect(cookie).toMatch(/^session=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/)

    const me = await get('/v1/me', { cookie: cookie.split(';')[0] })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ display_name: 'Hank Scorpio', silo_name: 'globex' })
  })

  it('lands on / when redirect_uri is not a same-origin path', async () => {
    for (const hostile of ['https://evil.example/', '//evil.example', undefined]) {
      const response = await postForm(okta, {
        SAMLResponse: encodeAssertion({ issuer: oktaIssuer, subject: 'hank' }),
        RelayState: encodeRelayState(hostile),
      })
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/')
    }
  })

  it('refuses a response from another issuer, or for a user of another silo: 401, no cookie', async () => {
    for (const assertion of [
      { issuer: 'https://evil.example/idp', subject: 'hank' },
      { issuer: oktaIssuer, subject: 'alice' },
      { issuer: oktaIssuer, subject: 'nobody' },
    ]) {
      const response = await postForm(okta, {
        SAMLResponse: encodeAssertion(assertion),
        RelayState: encodeRelayState('/projects'),
      })
      expect((await expectError(response, 401)).message).toBe('credentials missing or invalid')
      expect(response.headers.getSetCookie()).toEqual([])
    }
  })

  it('a missing or garbled SAMLResponse is a 400', async () => {
    await expectError(await postForm(okta, { RelayState: encodeRelayState('/') }), 400)
    await expectError(await postForm(okta, { SAMLResponse: 'not base64 json!' }), 400)
  })

  it('an unknown silo or provider is a 404 at every step', async () => {
    for (const path of [
      '/login/globex/saml/google',
      '/login/acme/saml/okta',
      '/login/nope/saml/okta',
    ]) {
      await expectError(await get(`${path}/redirect`), 404)
      await expectError(await get(`${path}/mock-idp`), 404)
      const posted = await postForm(path, {
        SAMLResponse: encodeAssertion({ issuer: oktaIssuer, subject: 'hank' }),
      })
      await expectError(posted, 404)
    }
  })
})

describe('bearer tokens', () => {
  it('the server refuses a made-up token even with MOCK_USER; a live one acts as its user', async () => {
    const scripted = await startMockServer({ port: 0, mockUser: 'carol' })
    try {
      const me = (headers: Record<string, string>) => fetch(`${scripted.url}/v1/me`, { headers })
      expect((await (await me({})).json()).display_name).toBe('Carol Chen')
      const madeUp = await me({ authorization: 'Bearer oxide-token-made-up' })
      expect((await expectError(madeUp, 401)).message).toBe('credentials missing or invalid')
      const live = await me({ authorization: 'Bearer oxide-token-fixture0alice0cli' })
      expect((await live.json()).display_name).toBe('Alice Adams')
    } finally {
      await scripted.close()
    }
  })

  describe('in the page', () => {
    beforeEach(() => resetDb())

    const me = async (authorization?: string) => {
      const request = new Request('http://localhost/v1/me', {
        headers: authorization ? { authorization } : {},
      })
      const response = await getResponse(handlers, request)
      if (!response) throw new Error('no response')
      return response
    }

    it('refuses a made-up token as the server does, though the tab is signed in', async () => {
      expect((await me()).status).toBe(200)
      const madeUp = await me('Bearer oxide-token-made-up')
      expect((await expectError(madeUp, 401)).message).toBe('credentials missing or invalid')
      expect((await me('bearer   oxide-token-made-up')).status).toBe(401)
      expect((await me('Bearer oxide-token-fixture0alice0cli')).status).toBe(200)
    })

    it('refuses a revoked token', async () => {
      const tokens = await (
        await getResponse(handlers, new Request('http://localhost/v1/me/access-tokens'))
      )?.json()
      const [fixture] = tokens.items
      const revoke = new Request(`http://localhost/v1/me/access-tokens/${fixture.id}`, {
        method: 'DELETE',
      })
      expect((await getResponse(handlers, revoke))?.status).toBe(204)
      expect((await me('Bearer oxide-token-fixture0alice0cli')).status).toBe(401)
    })
  })
})
