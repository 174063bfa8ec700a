import { infiniteQueryOptions } from '@tanstack/react-query'
import { systemPolicyQuery } from '~/layouts/fleet-viewer'
import type { AuditLogEntry } from './__generated__/Api'
import { type Page, pageLimit } from './all-pages'
import { callApi } from './client'
import { queryClient } from './query'

/**
 * A bounded read of the audit log, for a resource's Activity and a set's "Last
 * changed by". The API filters the log by time only and a busy rack writes
 * millions of entries, so the console reads from the newest back within a
 * window (7 days unless the person picks another), at most `READ_BUDGET`
 * entries a step, and stops there. "Look further back" reads the next step:
 * on through the same window where the budget stopped it, else the window of
 * the same length before it. One read serves every resource: each page
 * filters it.
 */

export const LOOKBACKS = [
  { id: '1d', label: '1 day', days: 1 },
  { id: '7d', label: '7 days', days: 7 },
  { id: '30d', label: '30 days', days: 30 },
] as const
export type LookbackId = (typeof LOOKBACKS)[number]['id']
export const DEFAULT_LOOKBACK: LookbackId = '7d'
/** The window's URL parameter: `?back=30d`. */
export const LOOKBACK_PARAM = 'back'

const DAY_MS = 86_400_000

export const parseLookback = (search: URLSearchParams): LookbackId => {
  const value = search.get(LOOKBACK_PARAM)
  return LOOKBACKS.find((l) => l.id === value)?.id ?? DEFAULT_LOOKBACK
}

export const lookbackMs = (id: LookbackId) =>
  (LOOKBACKS.find((l) => l.id === id)?.days ?? 7) * DAY_MS

/** The most entries one step reads: a few calls (`pageLimit`), a few megabytes. */
export const READ_BUDGET = 10_000

/** Where a step reads: a window (`end` unset: up to now) and, within it, where the last step stopped. */
export type AuditCursor = { start: string; end?: string; pageToken?: string }

export type AuditStep = {
  /** newest first */
  items: AuditLogEntry[]
  cursor: AuditCursor
  /** set when the budget stopped the step before the window's start */
  pageToken?: string
}

type FetchPage = (cursor: AuditCursor, limit: number) => Promise<Page<AuditLogEntry>>

/** One step: pages from the cursor, newest first, until the window's start or the budget. */
export async function readAuditStep(
  fetchPage: FetchPage,
  cursor: AuditCursor,
  budget = READ_BUDGET,
): Promise<AuditStep> {
  const items: AuditLogEntry[] = []
  const seen = new Set<string>()
  let pageToken = cursor.pageToken
  for (let n = 0; ; n++) {
    const limit = Math.min(pageLimit(n), budget - items.length)
    const page = await fetchPage({ ...cursor, pageToken }, limit)
    items.push(...page.items)
    pageToken = page.nextPage ?? undefined
    if (!pageToken || items.length >= budget) break
    // a server that hands back a token it gave before would keep us reading forever
    if (seen.has(pageToken)) throw new Error(`Page token ${pageToken} came back twice`)
    seen.add(pageToken)
  }
  return { items, cursor, pageToken }
}

/** Where "Look further back" reads: on where the budget stopped, else the window before. */
export function nextCursor(step: AuditStep, spanMs: number): AuditCursor {
  if (step.pageToken) return { ...step.cursor, pageToken: step.pageToken }
  const start = new Date(step.cursor.start)
  return { start: new Date(start.getTime() - spanMs).toISOString(), end: step.cursor.start }
}

/**
 * How far back the steps read: the start of the last window read to its
 * start, or the oldest entry read where the budget stopped the last step.
 */
export function lookedBackTo(steps: readonly AuditStep[]): Date | undefined {
  const last = steps.at(-1)
  if (!last) return undefined
  if (!last.pageToken) return new Date(last.cursor.start)
  const oldest = last.items.at(-1) ?? steps.flatMap((s) => s.items).at(-1)
  return oldest ? new Date(oldest.timeCompleted) : new Date(last.cursor.start)
}

/** The first window: back from the minute, so the loader and the page (a moment apart) share the read. */
export function firstCursor(lookback: LookbackId, now: Date): AuditCursor {
  const minute = Math.floor(now.getTime() / 60_000) * 60_000
  return { start: new Date(minute - lookbackMs(lookback)).toISOString() }
}

const fetchPage: FetchPage = (cursor, limit) =>
  callApi('auditLogList', {
    query: {
      startTime: new Date(cursor.start),
      ...(cursor.end ? { endTime: new Date(cursor.end) } : {}),
      sortBy: 'time_and_id_descending',
      limit,
      ...(cursor.pageToken ? { pageToken: cursor.pageToken } : {}),
    },
  })

/** The read, as the Activity tabs and "Last changed by" share it. */
export function auditReadQuery(lookback: LookbackId, now: Date) {
  const first = firstCursor(lookback, now)
  return infiniteQueryOptions({
    queryKey: ['auditLogList', { query: { startTime: first.start } }, 'read-back'] as const,
    queryFn: ({ pageParam }) => readAuditStep(fetchPage, pageParam),
    initialPageParam: first,
    getNextPageParam: (last: AuditStep) => nextCursor(last, lookbackMs(lookback)),
  })
}

/** Whether the user may read the audit log: a fleet viewer (the system policy view succeeds). */
export const mayReadAuditLog = () =>
  queryClient.ensureQueryData(systemPolicyQuery).then(
    () => true,
    () => false,
  )

/** From a loader: the read starts with the navigation, for fleet viewers only (no call otherwise). */
export async function startAuditRead(request: Request) {
  if (!(await mayReadAuditLog())) return
  const lookback = parseLookback(new URL(request.url).searchParams)
  void queryClient.prefetchInfiniteQuery(auditReadQuery(lookback, new Date())).catch(() => {
    // the page shows the refusal when it reads the same query
  })
}

/**
 * Every write adds an entry to the audit log, and a write marks the queries
 * it changed stale: the audit reads are then stale too, and the ones on
 * screen are read again (the change just made shows in Activity and "Last
 * changed by").
 */
let followingWrites = false
export function followWrites() {
  if (followingWrites) return
  followingWrites = true
  let pending = false
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'invalidate') return
    if (event.query.queryKey[0] === 'auditLogList' || pending) return
    pending = true
    queueMicrotask(() => {
      pending = false
      void queryClient.invalidateQueries({ queryKey: ['auditLogList'] })
    })
  })
}
