import { describe, expect, it } from 'vitest'
import type { AuditLogEntry } from '~/api/__generated__/Api'
import {
  actorFilterText,
  actorText,
  auditLogParams,
  auditWindow,
  parseAuditRange,
  readUrlTime,
  resultText,
  toJsonLines,
  urlTime,
  withAuditRange,
} from './audit-range'

const now = new Date('2026-11-27T12:34:56.789Z')

describe('audit log range', () => {
  it('reads the range from the URL, 24 hours by default', () => {
    expect(parseAuditRange(new URLSearchParams())).toEqual({ range: '24h', start: '', end: '' })
    expect(parseAuditRange(new URLSearchParams('range=7d'))).toMatchObject({ range: '7d' })
    expect(parseAuditRange(new URLSearchParams('range=1y'))).toMatchObject({ range: '24h' })
  })

  it('writes it back, keeping other params and leaving the default out', () => {
    const base = new URLSearchParams('q=project&range=1h')
    expect(withAuditRange(base, { range: '24h', start: '', end: '' }).toString()).toBe('q=project')
    expect(
      withAuditRange(base, { range: 'custom', start: '2026-11-27T09:00', end: '' }).toString(),
    ).toBe('q=project&range=custom&start=2026-11-27T09%3A00')
  })

  it('spans back from the minute, with no end', () => {
    expect(auditWindow({ range: '1h', start: '', end: '' }, now, 'local')).toEqual({
      startTime: new Date('2026-11-27T11:34:00.000Z'),
    })
    expect(auditWindow({ range: '7d', start: '', end: '' }, now, 'local')).toEqual({
      startTime: new Date('2026-11-20T12:34:00.000Z'),
    })
  })

  it('takes a custom range in UTC, or a time without a zone in the shown zone, and checks it', () => {
    const custom = (start: string, end: string) => ({ range: 'custom' as const, start, end })
    expect(auditWindow(custom('2026-11-27T09:00Z', '2026-11-27T10:30Z'), now, 'local')).toEqual({
      startTime: new Date('2026-11-27T09:00:00Z'),
      endTime: new Date('2026-11-27T10:30:00Z'),
    })
    expect(auditWindow(custom('2026-11-27T09:00', ''), now, 'local')).toEqual({
      startTime: new Date(2026, 10, 27, 9, 0),
    })
    expect(auditWindow(custom('2026-11-27T09:00', ''), now, 'utc')).toEqual({
      startTime: new Date('2026-11-27T09:00:00Z'),
    })
    expect(auditWindow(custom('', ''), now, 'utc')).toEqual({ error: 'Choose a start time' })
    expect(auditWindow(custom('2026-11-27T09:00Z', '2026-11-27T09:00'), now, 'utc')).toEqual({
      error: 'The end time must be after the start time',
    })
    expect(auditWindow(custom('2026-11-27T09:00Z', 'x'), now, 'utc')).toEqual({
      error: 'The end time is not a valid time',
    })
  })

  it('writes a time in the URL in UTC, to the minute', () => {
    const date = new Date('2026-11-27T09:30:45Z')
    expect(urlTime(date)).toBe('2026-11-27T09:30Z')
    expect(readUrlTime(urlTime(date), 'local')).toEqual(new Date('2026-11-27T09:30:00Z'))
    expect(readUrlTime('2026-11-27T09:30ZZ', 'utc')).toBeUndefined()
  })

  it('asks for the newest first', () => {
    const startTime = new Date(0)
    expect(auditLogParams({ startTime })).toEqual({
      query: { startTime, sortBy: 'time_and_id_descending' },
    })
  })
})

const entry: AuditLogEntry = {
  id: 'e1',
  actor: { kind: 'silo_user', siloId: 's1', siloUserId: 'u1' },
  authMethod: 'session_cookie',
  credentialId: null,
  operationId: 'project_create',
  requestId: 'r1',
  requestUri: '/v1/projects',
  result: {
    kind: 'error',
    httpStatusCode: 400,
    errorCode: 'InvalidValue',
    errorMessage: 'bad name',
  },
  sourceIp: '10.0.0.1',
  userAgent: 'curl/8',
  timeStarted: new Date('2026-11-27T12:00:00.000Z'),
  timeCompleted: new Date('2026-11-27T12:00:01.000Z'),
}

describe('audit log entries', () => {
  it('names actors and results', () => {
    expect(actorText(entry.actor)).toBe('Silo user u1')
    expect(actorText({ kind: 'unauthenticated' })).toBe('Unauthenticated')
    expect(actorText({ kind: 'user_builtin', userBuiltinId: 'b1' })).toBe('Built-in user b1')
    expect(resultText(entry.result)).toBe('400 bad name')
    expect(resultText({ kind: 'success', httpStatusCode: 204 })).toBe('204')
    expect(actorFilterText(entry)).toContain('u1')
    expect(actorFilterText(entry)).not.toContain('project_create')
  })

  it('names a silo user the console knows, and still matches the id', () => {
    const names = new Map([['u1', 'Hannah Arendt']])
    expect(actorText(entry.actor, names)).toBe('Hannah Arendt')
    expect(actorText({ ...entry.actor, siloUserId: 'u2' } as typeof entry.actor, names)).toBe(
      'Silo user u2',
    )
    expect(actorFilterText(entry, names)).toContain('Hannah Arendt')
    expect(actorFilterText(entry, names)).toContain('u1')
  })

  it('exports JSON Lines in the API field names', () => {
    const text = toJsonLines([entry, entry])
    const lines = text.trimEnd().split('\n')
    expect(lines).toHaveLength(2)
    expect(JSON.parse(lines[0])).toMatchObject({
      operation_id: 'project_create',
      request_id: 'r1',
      source_ip: '10.0.0.1',
      time_completed: '2026-11-27T12:00:01.000Z',
      actor: { kind: 'silo_user', silo_user_id: 'u1' },
      result: { http_status_code: 400, error_message: 'bad name' },
    })
  })
})
