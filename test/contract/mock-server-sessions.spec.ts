import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import * as schema from '~/api/__generated__/validate'
import { type MockServer, startMockServer } from '~/mock-api/server/mock-server'

/**
 * `npm run mock-api` as a rack stand-in: the real HTTP server on a free port,
 * real fetch, cookies kept per client as a browser keeps them.
 */
let server: MockServer

beforeAll(async () => {
  server = await startMockServer({ port: 0 })
})
afterAll(() => server.close())

/** One HTTP client with its own cookie jar (the `session` cookie only). */
class Client {
  cookie: string | undefined
  lastSetCookies: string[] = []
  constructor(
    private base = () => server.url,
    private extraHeaders: Record<string, string> = {},
  ) {}

  async fetch(path: string, init: { method?: string; body?: unknown; form?: string } = {}) {
    const headers: Record<string, string> = { ...this.extraHeaders }
    if (this.cookie) headers.cookie = this.cookie
    let body: string | undefined
    if (init.form !== undefined) {
      body = init.form
      headers['content-type'] = 'application/x-www-form-urlencoded'
    } else if (init.body !== undefined) {
      body = JSON.stringify(init.body)
      headers['content-type'] = 'application/json'
    }
    const response = await fetch(`${this.base()}${path}`, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
    })
    this.lastSetCookies = response.headers.getSetCookie()
    for (const setCookie of this.lastSetCookies) {
      const pair = setCookie.split(';')[0]
      this.cookie = /;\s*Max-Age=0/i.test(setCookie) ? undefined : pair
    }
    return response
  }

  login(username: string, password = 'oxide-mock') {
    return this.fetch('/v1/login/acme/local', { body: { username, password } })
  }

  async me() {
    const response = await this.fetch('/v1/me')
    return { status: response.status, body: await response.json() }
  }
}

async function expectUnauthorized(response: Response) {
  expect(response.status).toBe(401)
  const body = schema.Error.parse(await response.json())
  expect(body.message).toBe('credentials missing or invalid')
}

describe('sessions', () => {
  it('starts signed out: no cookie is a 401, but ping answers', async () => {
    const client = new Client()
    await expectUnauthorized(await client.fetch('/v1/me'))
    await expectUnauthorized(await client.fetch('/v1/projects'))
    expect((await client.fetch('/v1/ping')).status).toBe(200)
  })

  it('sign-in sets an HttpOnly session cookie for that client; a wrong password is a 401', async () => {
    const client = new Client()
    await expectUnauthorized(await client.login('alice', 'wrong'))
    expect(client.lastSetCookies).toEqual([])
    const ok = await client.login('alice')
    expect(ok.status).toBe(204)
    expect(client.lastSetCookies).toHaveLength(1)
    expect(client.lastSetCookies[0]).toMatch(
      /^session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/,
    )
    expect((await client.me()).body.display_name).toBe('Alice Adams')
  })

  it('adds Secure when a proxy says the request came over https', async () => {
    const client = new Client(undefined, { 'x-forwarded-proto': 'https' })
    await client.login('alice')
    expect(client.lastSetCookies[0]).toMatch(/; HttpOnly; SameSite=Lax; Secure$/)
  })

  it('two clients each see their own user, even with requests interleaved', async () => {
    const alice = new Client()
    const bob = new Client()
    await alice.login('alice')
    await bob.login('bob')
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? bob : alice).me()),
    )
    answers.forEach((answer, i) => {
      expect(answer.status).toBe(200)
      expect(answer.body.display_name).toBe(i % 2 ? 'Bob Brown' : 'Alice Adams')
    })
    // authz is per request too: bob sees one project, alice (silo admin) more
    const projects = async (c: Client) =>
      (await (await c.fetch('/v1/projects')).json()).items.map((p: { name: string }) => p.name)
    expect(await projects(bob)).toEqual(['web-prod'])
    expect((await projects(alice)).length).toBeGreaterThan(1)
  })

  it('logout ends only that client session and clears its cookie', async () => {
    const alice = new Client()
    const bob = new Client()
    await alice.login('alice')
    await bob.login('bob')
    const aliceCookie = alice.cookie
    const logout = await alice.fetch('/v1/logout', { method: 'POST' })
    expect(logout.status).toBe(204)
    expect(alice.lastSetCookies).toEqual(['session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0'])
    // the old cookie, sent again, is an ended session
    const replay = new Client()
    replay.cookie = aliceCookie
    await expectUnauthorized(await replay.fetch('/v1/me'))
    expect((await bob.me()).body.display_name).toBe('Bob Brown')
  })

  it('an unknown session token is a 401', async () => {
    const client = new Client()
    client.cookie = 'session=not-a-session'
    await expectUnauthorized(await client.fetch('/v1/me'))
  })
})

describe('device flow bearer tokens', () => {
  async function deviceToken(user: Client) {
    const cli = new Client()
    const auth = await cli.fetch('/device/auth', {
      form: 'client_id=9e2b8c57-2f9b-4e6a-9b0d-3c1c2a7f8e10',
    })
    const { device_code, user_code } = await auth.json()
    const form = `grant_type=urn:ietf:params:oauth:grant-type:device_code&device_code=${device_code}&client_id=9e2b8c57-2f9b-4e6a-9b0d-3c1c2a7f8e10`
    expect((await cli.fetch('/device/token', { form })).status).toBe(400) // pending
    // confirming needs a signed-in session
    await expectUnauthorized(await cli.fetch('/device/confirm', { body: { user_code } }))
    expect((await user.fetch('/device/confirm', { body: { user_code } })).status).toBe(204)
    const grant = await cli.fetch('/device/token', { form })
    expect(grant.status).toBe(200)
    const body = await grant.json()
    expect(body.token_type).toBe('Bearer')
    // a device code is used up by its token
    expect((await cli.fetch('/device/token', { form })).status).toBe(400)
    return body as { access_token: string; token_id: string }
  }

  it('gives a token that acts as its user, is listed, and is refused once deleted', async () => {
    const bob = new Client()
    await bob.login('bob')
    const { access_token, token_id } = await deviceToken(bob)
    const cli = new Client(undefined, { authorization: `Bearer ${access_token}` })
    expect((await cli.me()).body.display_name).toBe('Bob Brown')

    const list = await cli.fetch('/v1/me/access-tokens')
    const page = schema.DeviceAccessTokenResultsPage.parse(await list.json())
    expect(page.items.map((t) => t.id)).toContain(token_id)
    expect(JSON.stringify(page)).not.toContain(access_token)

    // alice neither sees nor deletes bob's token
    const alice = new Client()
    await alice.login('alice')
    const aliceList = await (await alice.fetch('/v1/me/access-tokens')).json()
    expect(aliceList.items.map((t: { id: string }) => t.id)).not.toContain(token_id)
    const steal = await alice.fetch(`/v1/me/access-tokens/${token_id}`, { method: 'DELETE' })
    expect(steal.status).toBe(404)

    const revoke = await bob.fetch(`/v1/me/access-tokens/${token_id}`, { method: 'DELETE' })
    expect(revoke.status).toBe(204)
    await expectUnauthorized(await cli.fetch('/v1/me'))
  })

  it('grants the fixture request ABCD-EFGH once its code is confirmed', async () => {
    const alice = new Client()
    await alice.login('alice')
    expect(
      (await alice.fetch('/device/confirm', { body: { user_code: 'ABCD-EFGH' } })).status,
    ).toBe(204)
    const grant = await new Client().fetch('/device/token', {
      form: 'grant_type=device_code&device_code=fixture0device0code&client_id=x',
    })
    const { access_token } = await grant.json()
    const cli = new Client(undefined, { authorization: `Bearer ${access_token}` })
    expect((await cli.me()).body.display_name).toBe('Alice Adams')
  })

  it("the fixture token acts as alice (scripts' shortcut past the device flow)", async () => {
    const cli = new Client(undefined, { authorization: 'Bearer oxide-token-fixture0alice0cli' })
    expect((await cli.me()).body.display_name).toBe('Alice Adams')
  })

  it('an unknown bearer token is a 401', async () => {
    const cli = new Client(undefined, { authorization: 'Bearer oxide-token-nope' })
    await expectUnauthorized(await cli.fetch('/v1/me'))
  })
})

describe('MOCK_USER', () => {
  it('makes requests without a session act as that user; a session still wins', async () => {
    const scripted = await startMockServer({ port: 0, mockUser: 'carol' })
    try {
      const anonymous = new Client(() => scripted.url)
      expect((await anonymous.me()).body.display_name).toBe('Carol Chen')
      const bob = new Client(() => scripted.url)
      await bob.login('bob')
      expect((await bob.me()).body.display_name).toBe('Bob Brown')
      expect((await anonymous.me()).body.display_name).toBe('Carol Chen')
    } finally {
      await scripted.close()
    }
  })
})

describe('serial console websocket', () => {
  type Frame = { data: string } | { code: number; reason: string }

  /** Connect and collect frames (as text) and the close, in order. */
  function connect(path: string, cookie?: string) {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}${path}`, {
      headers: cookie ? { cookie } : {},
    })
    const frames: Frame[] = []
    const waiters: (() => void)[] = []
    const push = (frame: Frame) => {
      frames.push(frame)
      for (const wake of waiters.splice(0)) wake()
    }
    socket.on('message', (data: Buffer, isBinary) => {
      expect(isBinary).toBe(true)
      push({ data: data.toString('utf8') })
    })
    socket.on('close', (code, reason) => push({ code, reason: reason.toString() }))
    const next = async (count: number) => {
      while (frames.length < count) await new Promise<void>((wake) => waiters.push(wake))
      return frames[count - 1]
    }
    return { socket, next }
  }

  const stream = (instance: string) =>
    `/v1/instances/${instance}/serial-console/stream?project=web-prod&most_recent=15`

  it('sends the end of the boot log, then echoes typed input as bytes', async () => {
    const client = new Client()
    await client.login('alice')
    const { socket, next } = connect(stream('web-1'), client.cookie)
    expect(await next(1)).toEqual({ data: '\r\nweb-1 login: ' })
    socket.send('root\r')
    expect(await next(2)).toEqual({ data: 'root\r\n' })
    socket.send('ab\x7f')
    expect(await next(3)).toEqual({ data: 'ab\b \b' })
    socket.close()
  })

  it('is refused without a session', async () => {
    const { next } = connect(stream('web-1'))
    expect(await next(1)).toEqual({ code: 4000, reason: 'credentials missing or invalid' })
  })

  it('is refused for a stopped instance, and closed when a running one stops', async () => {
    const client = new Client()
    await client.login('alice')
    const stopped = connect(stream('db-primary'), client.cookie)
    expect(await stopped.next(1)).toEqual({
      code: 4000,
      reason: 'instance "db-primary" is stopped: no serial console',
    })
    const running = connect(stream('web-1'), client.cookie)
    await running.next(1)
    const stop = await client.fetch('/v1/instances/web-1/stop?project=web-prod', {
      method: 'POST',
    })
    // (200 or 202: the instance-state statuses are being aligned with the API elsewhere)
    expect(stop.ok, await stop.text()).toBe(true)
    expect(await running.next(2)).toEqual({
      code: 4000,
      reason: 'instance "web-1" no longer has a serial console',
    })
  })

  it('answers an upgrade of any other path with a 404', async () => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/v1/projects`)
    const status = await new Promise<number | undefined>((resolve) => {
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode))
      socket.on('error', () => resolve(undefined))
    })
    expect(status).toBe(404)
  })
})
