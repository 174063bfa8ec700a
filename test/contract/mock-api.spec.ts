import { beforeEach, describe, expect, it } from 'vitest'
import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import * as schema from '~/api/__generated__/validate'
import { resetDb } from '~/mock-api'
import { successStatus } from '~/mock-api/created-status'
import { notImplemented as notImplementedError } from '~/mock-api/errors'
import { ALICE_CLI_TOKEN_ID } from '~/mock-api/fixtures/users'
import { implementedOperations } from '~/mock-api/handlers'
import { resetKnobs, setKnob } from '~/mock-api/knobs'
import { allCases } from './cases'
import { documentedStatuses } from './documented-status'
import { call, json } from './helpers'

beforeEach(() => {
  resetDb()
  resetKnobs()
})

/**
 * The success status the API document gives each operation: the case list walks
 * every implemented operation, so each answers as the document says. An operation
 * the document does not have falls back to the mock's own table.
 */
const documented = documentedStatuses()
const expectedStatus = (op: string, hasBody: boolean) =>
  documented.get(op) ?? (hasBody ? successStatus(op) : 204)

/** Operations whose success body is not JSON of a schema type: tested as a flow below. */
const flowOnly: (keyof MSWHandlers)[] = [
  'deviceAuthRequest',
  'deviceAccessToken',
  // a support bundle's index (text) and contents (bytes, with ranges): support-bundles.spec.ts
  'supportBundleIndex',
  'supportBundleDownload',
  'supportBundleHead',
  'supportBundleDownloadFile',
  'supportBundleHeadFile',
]

describe('every implemented operation', () => {
  it('has a contract case', () => {
    const covered = new Set([...allCases.map((c) => c.op), ...flowOnly])
    expect(implementedOperations.filter((op) => !covered.has(op))).toEqual([])
  })

  it.each(allCases.map((c) => [c.op, c] as const))('%s answers as documented', async (_, c) => {
    for (const [method, path, body] of c.setup ?? []) {
      const setup = await call(method, path, body)
      expect(setup.status, `setup ${method} ${path}: ${await setup.text()}`).toBeLessThan(300)
    }
    const response = await call(c.method, c.path, c.body)
    const text = await response.text()
    const expected = c.status ?? expectedStatus(c.op, c.schema !== null)
    expect(response.status, text).toBe(expected)
    if (c.schema) c.schema.parse(JSON.parse(text))
    else expect(text).toBe('')
  })
})

/** Error bodies are the API's `Error` schema, with request_id always present. */
async function expectError(response: Response, status: number, errorCode?: string) {
  const body = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(status)
  schema.Error.parse(body)
  expect(body.request_id).toMatch(/^[0-9a-f-]{36}$/)
  expect(typeof body.message).toBe('string')
  if (errorCode) expect(body.error_code).toBe(errorCode)
  return body as { request_id: string; error_code?: string; message: string }
}

describe('access tokens', () => {
  it("lists and deletes the current user's tokens only", async () => {
    const mine = await json('GET', '/v1/me/access-tokens')
    expect(mine.items.map((t: { id: string }) => t.id)).toEqual([ALICE_CLI_TOKEN_ID])
    setKnob('mock-user', 'bob')
    expect((await json('GET', '/v1/me/access-tokens')).items).toEqual([])
    await expectError(await call('DELETE', `/v1/me/access-tokens/${ALICE_CLI_TOKEN_ID}`), 404)
    setKnob('mock-user', 'alice')
    const path = `/v1/me/access-tokens/${ALICE_CLI_TOKEN_ID}`
    expect((await call('DELETE', path)).status).toBe(204)
    expect((await json('GET', '/v1/me/access-tokens')).items).toEqual([])
    await expectError(await call('DELETE', path), 404)
  })
})

describe('errors', () => {
  it('404 ObjectNotFound names the missing resource', async () => {
    const body = await expectError(await call('GET', '/v1/projects/nope'), 404, 'ObjectNotFound')
    expect(body.message).toBe('not found: project with name "nope"')
  })

  it('404 for an unknown /v1 path', async () => {
    await expectError(await call('GET', '/v1/no-such-thing'), 404)
  })

  it('400 ObjectAlreadyExists on a duplicate project name', async () => {
    const response = await call('POST', '/v1/projects', { name: 'web-prod', description: '' })
    const body = await expectError(response, 400, 'ObjectAlreadyExists')
    expect(body.message).toBe('already exists: project "web-prod"')
  })

  it('403 when a silo viewer creates a project', async () => {
    setKnob('mock-user', 'carol')
    const response = await call('POST', '/v1/projects', { name: 'carols', description: '' })
    const body = await expectError(response, 403, 'Forbidden')
    expect(body.message).toBe('Forbidden')
  })

  it('403 on the system policy for users who are not fleet viewers', async () => {
    for (const user of ['carol', 'bob', 'dave']) {
      setKnob('mock-user', user)
      await expectError(await call('GET', '/v1/system/policy'), 403, 'Forbidden')
    }
  })

  it('401 on every call after logout, until loginLocal', async () => {
    expect((await call('POST', '/v1/logout')).status).toBe(204)
    const body = await expectError(await call('GET', '/v1/projects'), 401, 'Unauthorized')
    expect(body.message).toBe('credentials missing or invalid')
    expect((await call('GET', '/v1/ping')).status).toBe(200)
    const bad = await call('POST', '/v1/login/acme/local', { username: 'bob', password: 'x' })
    await expectError(bad, 401)
    const good = await call('POST', '/v1/login/acme/local', {
      username: 'bob',
      password: 'oxide-mock',
    })
    expect(good.status).toBe(204)
    const me = await json('GET', '/v1/me')
    expect(me.display_name).toBe('Bob Brown')
  })

  it('400 on a malformed JSON body', async () => {
    const body = await expectError(await call('POST', '/v1/projects', '{"name": '), 400)
    expect(body.message).toMatch(/^unable to parse JSON body: /)
  })

  it('400 with request_id when the body misses a field', async () => {
    const body = await expectError(await call('POST', '/v1/projects', { name: 'x' }), 400)
    expect(body.message).toBe('unable to parse JSON body: missing field `description`')
  })

  it('400 when a required body is missing', async () => {
    const body = await expectError(await call('POST', '/v1/projects'), 400)
    expect(body.message).toMatch(/^unable to parse JSON body: /)
  })

  it('400 on a field of the wrong type', async () => {
    const body = await expectError(
      await call('POST', '/v1/projects', { name: 'typed', description: 42 }),
      400,
    )
    expect(body.message).toMatch(/^unable to parse JSON body: invalid value for `description`/)
  })

  it('400 on an unknown enum value', async () => {
    const body = await expectError(
      await call('POST', '/v1/disks?project=web-prod', {
        name: 'enum-disk',
        description: '',
        size: 1024 ** 3,
        disk_source: { type: 'floppy', block_size: 512 },
      }),
      400,
    )
    expect(body.message).toMatch(/^unable to parse JSON body: /)
    // nothing was made
    await expectError(await call('GET', '/v1/disks/enum-disk?project=web-prod'), 404)
  })

  it('405 for a path the API has, with a method it does not take', async () => {
    const body = await expectError(await call('PUT', '/v1/projects'), 405)
    expect(body.message).toBe('Method Not Allowed')
    await expectError(await call('POST', '/v1/projects/web-prod'), 405)
    await expectError(await call('PUT', '/v1/me/ssh-keys', {}), 405)
  })

  it('400 on a bad query param', async () => {
    await expectError(await call('GET', '/v1/projects?limit=abc'), 400, 'InvalidRequest')
  })

  it('501 with an Error body for an operation the mock does not implement', async () => {
    // what every operation of the not-implemented list answers (the list may be empty)
    await expectError(notImplementedError(), 501, 'NotImplemented')
  })
})

describe('session and roles', () => {
  it('bob sees only web-prod; other projects are not found for him', async () => {
    setKnob('mock-user', 'bob')
    const page = await json('GET', '/v1/projects')
    expect(page.items.map((p: { name: string }) => p.name)).toEqual(['web-prod'])
    await expectError(await call('GET', '/v1/projects/ml-training'), 404)
  })

  it('dave has no groups and no silo role', async () => {
    setKnob('mock-user', 'dave')
    expect((await json('GET', '/v1/me/groups')).items).toEqual([])
    const me = await json('GET', '/v1/me')
    expect(me).toMatchObject({ silo_admin: false, fleet_viewer: false })
  })

  it('project create gives the default VPC; delete refuses while it exists', async () => {
    await json('POST', '/v1/projects', { name: 'fresh', description: '' })
    const response = await call('DELETE', '/v1/projects/fresh')
    const body = await expectError(response, 400, 'InvalidRequest')
    expect(body.message).toBe('project to be deleted contains a vpc: default')
  })

  it('rejects a malformed or duplicate SSH key', async () => {
    const bad = await call('POST', '/v1/me/ssh-keys', {
      name: 'k',
      description: '',
      public_key: 'not a key',
    })
    await expectError(bad, 400, 'InvalidRequest')
    const dup = await call('POST', '/v1/me/ssh-keys', {
      name: 'alice-laptop',
      description: '',
      public_key: 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7 alice@x',
    })
    await expectError(dup, 400, 'ObjectAlreadyExists')
  })

  it('device flow: request, confirm, token; WRONGCOD and non-letters are refused', async () => {
    const request = await call(
      'POST',
      '/device/auth',
      'client_id=9e2b8c57-2f9b-4e6a-9b0d-3c1c2a7f8e10',
    )
    const { device_code, user_code } = await request.json()
    expect(user_code).toMatch(/^[A-Z]{4}-[A-Z]{4}$/)
    const tokenRequest = () =>
      call('POST', '/device/token', `grant_type=device_code&device_code=${device_code}&client_id=x`)
    expect((await tokenRequest()).status).toBe(400)
    expect((await call('POST', '/device/confirm', { user_code })).status).toBe(204)
    const token = await tokenRequest()
    expect(token.status).toBe(200)
    expect((await token.json()).access_token).toMatch(/^oxide-token-/)
    // a device code grants one token only
    const again = await tokenRequest()
    expect(again.status).toBe(400)
    expect((await again.json()).error).toBe('invalid_grant')
    // the token is listed as the tab user's (next to the fixture one), without its secret
    const list = await json('GET', '/v1/me/access-tokens')
    expect(list.items).toHaveLength(2)
    expect(JSON.stringify(list)).not.toContain('oxide-token-')
    for (const code of ['WRON-GCOD', 'BADCODE0']) {
      const body = await expectError(
        await call('POST', '/device/confirm', { user_code: code }),
        400,
      )
      expect(body.message).toBe('Invalid user code')
    }
  })
})
