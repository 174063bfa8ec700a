import { beforeEach, describe, expect, it } from 'vitest'
import * as schema from '~/api/__generated__/validate'
import { resetDb } from '~/mock-api'
import { ALICE_ID } from '~/mock-api/fixtures/users'
import { resetKnobs, setKnob } from '~/mock-api/knobs'
import { call, json } from './helpers'

beforeEach(() => {
  resetDb()
  resetKnobs()
})

const log = '/v1/system/audit-log'
const since = (start: Date, rest = '') => `${log}?start_time=${start.toISOString()}${rest}`

/** The entries since `start`, newest first. */
async function newest(start: Date) {
  const page = await json('GET', since(start, '&sort_by=time_and_id_descending'))
  schema.AuditLogEntryResultsPage.parse(page)
  return page.items
}

describe('audit log', () => {
  it('records a write through the mock with the fields the API gives', async () => {
    const start = new Date()
    await json('POST', '/v1/projects', { name: 'audited', description: '' })
    const [entry] = await newest(start)
    expect(entry).toMatchObject({
      operation_id: 'project_create',
      request_uri: '/v1/projects',
      actor: { kind: 'silo_user', silo_user_id: ALICE_ID },
      auth_method: 'session_cookie',
      result: { kind: 'success', http_status_code: 201 },
      source_ip: '127.0.0.1',
    })
    expect(entry.time_started <= entry.time_completed).toBe(true)
    expect(entry.time_completed >= start.toISOString()).toBe(true)
  })

  it('records a refused write with the error and its request id; reads are not recorded', async () => {
    const start = new Date()
    const refused = await call('POST', '/v1/projects', { name: 'web-prod', description: '' })
    const error = await refused.json()
    await json('GET', '/v1/projects')
    const entries = await newest(start)
    expect(entries).toHaveLength(1)
    expect(entries[0].request_id).toBe(error.request_id)
    expect(entries[0].result).toEqual({
      kind: 'error',
      http_status_code: refused.status,
      error_code: error.error_code ?? null,
      error_message: error.message,
    })
  })

  it('needs start_time on the first page, and keeps to [start_time, end_time)', async () => {
    const missing = await call('GET', log)
    expect(missing.status).toBe(400)
    expect((await missing.json()).message).toBe(
      'unable to parse query string: missing field `start_time`',
    )
    const all = (await json('GET', since(new Date(0), '&limit=1000'))).items
    expect(all.length).toBeGreaterThan(100)
    // oldest first by default
    const times = all.map((e: { time_completed: string }) => e.time_completed)
    expect(times).toEqual([...times].sort())
    const [first, second] = all
    const window = await json(
      'GET',
      `${log}?start_time=${first.time_completed}&end_time=${second.time_completed}`,
    )
    expect(window.items.map((e: { id: string }) => e.id)).toEqual([first.id])
  })

  it('pages with a token, newest first, without repeats', async () => {
    const seen: string[] = []
    let token: string | null = null
    do {
      const query: string = token ? `&page_token=${encodeURIComponent(token)}` : ''
      const page = await json(
        'GET',
        since(new Date(0), `&limit=100&sort_by=time_and_id_descending${query}`),
      )
      seen.push(...page.items.map((e: { id: string }) => e.id))
      token = page.next_page
    } while (token)
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen.length).toBe((await json('GET', since(new Date(0), '&limit=1000'))).items.length)
  })

  it('is for fleet viewers: others get a 403', async () => {
    setKnob('mock-user', 'hank')
    expect((await call('GET', since(new Date(0)))).status).toBe(200)
    setKnob('mock-user', 'carol')
    expect((await call('GET', since(new Date(0)))).status).toBe(403)
  })
})

describe('target release and recovery', () => {
  const target = '/v1/system/update/target-release'
  it('sets only an uploaded version, never older than the current target', async () => {
    const unknown = await call('PUT', target, { system_version: '19.0.0' })
    expect([unknown.status, (await unknown.json()).message]).toEqual([
      404,
      'not found: tuf-repo with system version "19.0.0"',
    ])
    expect((await call('PUT', target, { system_version: '16.1.0' })).status).toBe(204)
    const older = await call('PUT', target, { system_version: '16.0.0' })
    expect([older.status, (await older.json()).message]).toEqual([
      400,
      'requested target release (16.0.0) must not be older than current target release (16.1.0)',
    ])
    // recovery finish takes the release the rack was recovered to, even an older one
    expect(
      (await call('PUT', '/v1/system/update/recovery-finish', { system_version: '16.0.0' })).status,
    ).toBe(204)
    const status = await json('GET', '/v1/system/update/status')
    expect(status.target_release.version).toBe('16.0.0')
    setKnob('mock-user', 'hank')
    const viewer = await call('PUT', '/v1/system/update/recovery-finish', {
      system_version: '16.1.0',
    })
    expect(viewer.status).toBe(403)
  })
})
