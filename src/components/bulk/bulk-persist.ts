import type { BulkAction } from './bulk-action'
import { rowName } from './bulk-action'
import type { TaskStatus } from './bulk-runner'
import type { Target } from './bulk-session'
import { currentRunKey } from './run-key'
import {
  browserStore,
  isUnfinished,
  loadRun,
  markItem,
  type RunItemStatus,
  type RunRecord,
} from './run-record'

/** A bulk run's record keeps its rows, to send the rest after a reload */
export type BulkRunData<T> = { rows: Record<string, T> }
export type BulkRunRecord<T> = RunRecord<BulkRunData<T>>

/** A list's runs are kept under its URL's path */
export const bulkScope = (pathname: string) => `bulk:${pathname}`

/** "Stop 40 instances" */
export const runTitle = <T>(action: BulkAction<T>, count: number) =>
  `${action.label} ${count} ${count === 1 ? action.noun[0] : action.noun[1]}`

/** The record of a bulk action about to be sent for these rows: every row not done yet */
export function bulkRecord<T>(
  scope: string,
  action: BulkAction<T>,
  targets: Target<T>[],
  now = new Date(),
): BulkRunRecord<T> {
  return {
    scope,
    action: action.label,
    title: runTitle(action, targets.length),
    items: targets.map((t) => ({ key: t.id, name: rowName(t.row), status: 'pending' })),
    data: { rows: Object.fromEntries(targets.map((t) => [t.id, t.row])) },
    startedAt: now.toISOString(),
  }
}

const kept: Record<TaskStatus['state'], RunItemStatus> = {
  queued: 'pending',
  // sent, with no answer yet: a reload now does not know, so resuming reads the row first
  working: 'pending',
  done: 'done',
  failed: 'failed',
}

/** The record with the runner's statuses written in (rows the runner has not met keep theirs) */
export function withStatuses<T>(
  record: BulkRunRecord<T>,
  statuses: ReadonlyMap<string, TaskStatus>,
): BulkRunRecord<T> {
  let next = record
  for (const [key, status] of statuses) {
    next = markItem(
      next,
      key,
      kept[status.state],
      status.state === 'failed' ? status.message : undefined,
    )
  }
  return next
}

/** The rows a resume sends for: those not done, as the record kept them */
export const rowsToResume = <T>(record: BulkRunRecord<T>): Target<T>[] =>
  record.items
    .filter((item) => item.status !== 'done' && item.key in record.data.rows)
    .map((item) => ({ id: item.key, row: record.data.rows[item.key] }))

/** What the rows' checkboxes show for a kept run: done and failed, as the run left them */
export function keptStatuses(record: RunRecord): Map<string, TaskStatus> {
  const statuses = new Map<string, TaskStatus>()
  for (const item of record.items) {
    if (item.status === 'done') statuses.set(item.key, { state: 'done' })
    if (item.status === 'failed') {
      statuses.set(item.key, { state: 'failed', message: item.message ?? 'Failed' })
    }
  }
  return statuses
}

/** The unfinished run kept for this list, if there is one */
export function keptBulkRun<T>(scope: string): BulkRunRecord<T> | undefined {
  const store = browserStore()
  if (!store) return undefined
  const run = loadRun<BulkRunData<T>>(store, currentRunKey(), scope)
  return run && isUnfinished(run) && run.data?.rows ? run : undefined
}
