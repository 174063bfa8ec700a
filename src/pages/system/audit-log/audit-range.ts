import type {
  AuditLogEntry,
  AuditLogEntryActor,
  AuditLogEntryResult,
} from '~/api/__generated__/Api'
import { snakeify } from '~/api/__generated__/util'
import { paths } from '~/util/paths'
import { fromDateTimeInput, type TimeZone } from '~/util/time'

/**
 * The audit log's time range, in the URL: `range` is one of the fixed spans
 * back from now, or `custom` with `start` and `end` in UTC
 * (`2026-11-27T09:30Z`), so a link means the same window in any zone; a time
 * without the `Z` is read in the zone times are shown in.
 */
export const AUDIT_RANGES = [
  { id: '1h', label: 'Last hour', ms: 3_600_000 },
  { id: '24h', label: 'Last 24 hours', ms: 86_400_000 },
  { id: '7d', label: 'Last 7 days', ms: 7 * 86_400_000 },
  { id: 'custom', label: 'Custom', ms: 0 },
] as const

export type AuditRangeId = (typeof AUDIT_RANGES)[number]['id']
export type AuditRange = { range: AuditRangeId; start: string; end: string }

export const DEFAULT_AUDIT_RANGE: AuditRangeId = '24h'

export function parseAuditRange(search: URLSearchParams): AuditRange {
  const range = search.get('range')
  return {
    range: AUDIT_RANGES.some((r) => r.id === range) ? (range as AuditRangeId) : DEFAULT_AUDIT_RANGE,
    start: search.get('start') ?? '',
    end: search.get('end') ?? '',
  }
}

/** New search params for a range; other params (the filter) are kept. */
export function withAuditRange(search: URLSearchParams, r: AuditRange): URLSearchParams {
  const next = new URLSearchParams(search)
  next.delete('start')
  next.delete('end')
  if (r.range === DEFAULT_AUDIT_RANGE) next.delete('range')
  else next.set('range', r.range)
  if (r.range === 'custom') {
    next.set('start', r.start)
    if (r.end) next.set('end', r.end)
  }
  return next
}

/** A time as the URL holds it: `2026-11-27T09:30Z`. */
export const urlTime = (date: Date) => `${date.toISOString().slice(0, 16)}Z`

/** A time of the URL (in UTC with the `Z`, else in the zone) as a time, or undefined. */
export const readUrlTime = (value: string, zone: TimeZone): Date | undefined =>
  value.endsWith('Z')
    ? fromDateTimeInput(value.slice(0, -1), 'utc')
    : fromDateTimeInput(value, zone)

export type AuditWindow = { startTime: Date; endTime?: Date }

/**
 * The API's `start_time` and `end_time` for a range. A span back from now
 * starts at the minute, so the loader and the page (a moment apart) ask for
 * the same list; it has no end, so new entries show on a refresh.
 */
export function auditWindow(
  r: AuditRange,
  now: Date,
  zone: TimeZone,
): AuditWindow | { error: string } {
  if (r.range !== 'custom') {
    const ms = AUDIT_RANGES.find((x) => x.id === r.range)?.ms ?? 0
    const minute = Math.floor(now.getTime() / 60_000) * 60_000
    return { startTime: new Date(minute - ms) }
  }
  const startTime = readUrlTime(r.start, zone)
  if (!startTime) return { error: 'Choose a start time' }
  if (!r.end) return { startTime }
  const endTime = readUrlTime(r.end, zone)
  if (!endTime) return { error: 'The end time is not a valid time' }
  if (endTime <= startTime) return { error: 'The end time must be after the start time' }
  return { startTime, endTime }
}

/** The list call for a window: newest first. */
export const auditLogParams = (w: AuditWindow) => ({
  query: {
    startTime: w.startTime,
    ...(w.endTime ? { endTime: w.endTime } : {}),
    sortBy: 'time_and_id_descending' as const,
  },
})

/** A silo user's display name by id, where the console knows it. */
export type UserNames = ReadonlyMap<string, string>

/**
 * Who made the call, in words: a silo user's name where the console knows it,
 * else the kind of actor and its id.
 */
export function actorText(actor: AuditLogEntryActor, names?: UserNames): string {
  switch (actor.kind) {
    case 'silo_user':
      return names?.get(actor.siloUserId) ?? `Silo user ${actor.siloUserId}`
    case 'user_builtin':
      return `Built-in user ${actor.userBuiltinId}`
    case 'scim':
      return `SCIM client of silo ${actor.siloId}`
    case 'unauthenticated':
      return 'Unauthenticated'
  }
}

/** How the call ended: its status, and the error's message. */
export function resultText(result: AuditLogEntryResult): string {
  switch (result.kind) {
    case 'success':
      return `${result.httpStatusCode}`
    case 'error':
      return `${result.httpStatusCode} ${result.errorMessage}`
    case 'unknown':
      return 'Unknown'
  }
}

/** What the actor filter matches: the actor's kind, name (where known) and id. */
export const actorFilterText = (e: AuditLogEntry, names?: UserNames) =>
  `${e.actor.kind} ${actorText(e.actor, names)} ${actorText(e.actor)}`

/** What the operation filter matches: the operation's id. */
export const operationFilterText = (e: AuditLogEntry) => e.operationId

export const AUDIT_RESULTS = ['success', 'error', 'unknown'] as const

/** The entries as JSON Lines, one entry a line, in the API's own field names. */
export const toJsonLines = (entries: AuditLogEntry[]) =>
  entries.map((e) => `${JSON.stringify(snakeify(e))}\n`).join('')

/**
 * The audit log page showing one entry: the minute it completed in (the API
 * has no view of one entry) with `entry` naming it, so the page opens it.
 */
export function auditEntryLink(e: Pick<AuditLogEntry, 'id' | 'timeCompleted'>) {
  const minute = Math.floor(e.timeCompleted.getTime() / 60_000) * 60_000
  const search = withAuditRange(new URLSearchParams(), {
    range: 'custom',
    start: urlTime(new Date(minute)),
    end: urlTime(new Date(minute + 60_000)),
  })
  search.set('entry', e.id)
  return `${paths.systemAuditLog()}?${search}`
}
