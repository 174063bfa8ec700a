import type { RowData } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import type { Column } from '../table-features'

/**
 * A list's bulk action: what it is called, which rows it applies to (the same
 * rules as the row menus), and how it is sent. Pure text helpers below make the
 * confirm's and the summary's sentences.
 */
type Common<T> = {
  /** the button and the confirm's verb: "Delete", "Stop", "Detach" */
  label: string
  /** the summary's past tense: "deleted" */
  done: string
  /** what a row is, singular and plural: ["instance", "instances"] */
  noun: readonly [string, string]
  destructive?: boolean
  /** a sentence after the confirm's first one, e.g. "This cannot be undone." */
  note?: string
  /** why the action does not apply to this row, naming it ("web-1 is running: stop it first") */
  notApplicable?: (row: T) => string | undefined
  /**
   * Once, after the run, with the rows it went through for: invalidate the list
   * (not once per row), mark deleted resources' own queries stale.
   */
  finish: (done: T[]) => Promise<unknown>
  /** how a run resumed after a reload keeps from sending a row twice (resume.ts) */
  resume: ResumeRule<T>
}

/**
 * Every action says how a resumed run keeps from sending a row twice: the API
 * has no idempotency keys, and a row sent just before a reload may have gone
 * through without the page hearing so. A run resumed reads each row it has no
 * answer for first (`alreadyDone`); a delete may instead take the API's 404 for
 * a row already gone as done (`deletes`).
 */
export type ResumeRule<T> =
  | {
      /**
       * Read the row as it is now: why it needs nothing more ("web-1 is already
       * stopped", "already deleted"), or nothing when it is still to send. A
       * read that fails is not followed by a send.
       */
      alreadyDone: (row: T) => Promise<string | undefined>
      /** the action deletes the row: one the read does not find (404) is done */
      deletes?: boolean
    }
  | {
      alreadyDone?: never
      /** the action deletes the row: sent again, its 404 (the row is gone) means done */
      deletes: true
    }

/** A delete that reads its row first on a resume: one gone is done, one still there is sent */
export const readBeforeDelete = <T>(read: (row: T) => Promise<unknown>): ResumeRule<T> => ({
  alreadyDone: async (row) => {
    await read(row)
    return undefined
  },
  deletes: true,
})

export type BulkAction<T> = Common<T> &
  (
    | { /** one request per row */ run: (row: T) => Promise<unknown>; runAll?: never }
    | {
        /** one request for all the rows, e.g. a firewall rule set is one PUT */
        runAll: (rows: T[]) => Promise<unknown>
        run?: never
      }
  )

/**
 * Something the bar offers for the ticked rows that changes nothing, so it
 * needs no confirm and no run: it shows what `open` makes (a panel over the
 * page, say "Export") until that calls `close`.
 */
export type BulkExtra<T> = {
  /** the button's label */
  label: string
  /** what the button shows, for the rows ticked when it was pressed */
  open: (rows: T[], close: () => void) => ReactNode
}

/** What a list page gives `useBulkActions`: its actions, and what else the bar offers. */
export type BulkActions<T> = { actions: BulkAction<T>[]; extras?: BulkExtra<T>[] }

/**
 * What `DataTable` takes (`bulk` prop) to show checkboxes and the bar: made by
 * `useBulkActions` in the page, so the table itself imports only this type.
 */
export type BulkTable<T extends RowData> = {
  column: Column<T>
  /**
   * The table shows these rows now (`key`: which page, for a paged list), and
   * `all`, when it knows them, every row matching the list's filter: the bar
   * then offers "Select all N matches".
   */
  setPage: (rows: T[], rowId: (row: T) => string, key: string, all?: T[]) => void
  bar: ReactNode
}

/** A row's name for sentences and for its checkbox ("Select web-1"). */
export const rowName = (row: unknown): string => {
  // a user or a group has a display name instead
  const r = row as { name?: unknown; displayName?: unknown; id?: unknown }
  return String(r.name ?? r.displayName ?? r.id ?? '')
}

export const countOf = (n: number, [one, many]: readonly [string, string]) =>
  `${n} ${n === 1 ? one : many}`

/** The selected rows split into those the action is sent for and those it skips, with why. */
export function partition<T>(action: BulkAction<T>, rows: T[]) {
  const apply: T[] = []
  const skip: { row: T; reason: string }[] = []
  for (const row of rows) {
    const reason = action.notApplicable?.(row)
    if (reason) skip.push({ row, reason })
    else apply.push(row)
  }
  return { apply, skip }
}

/** "Delete 3 instances: a, b, c" */
export const confirmSentence = <T>(action: BulkAction<T>, rows: T[]) =>
  `${action.label} ${countOf(rows.length, action.noun)}: ${rows.map(rowName).join(', ')}`

/** A disabled button's reason when the action applies to none of the selected rows. */
export function noneApplyReason<T>(action: BulkAction<T>, rows: T[]): string | undefined {
  const { apply, skip } = partition(action, rows)
  if (apply.length > 0 || rows.length === 0) return undefined
  return skip.length === 1 ? skip[0].reason : `Applies to none of the selected ${action.noun[1]}`
}

/** "2 deleted, 1 failed"; "3 deleted"; "1 failed" */
export function summarySentence(done: string, counts: { done: number; failed: number }) {
  const parts: string[] = []
  if (counts.done > 0 || counts.failed === 0) parts.push(`${counts.done} ${done}`)
  if (counts.failed > 0) parts.push(`${counts.failed} failed`)
  return parts.join(', ')
}

/** "web-1 is starting: only available when the instance is stopped or failed" */
export const stateReason = (name: string, state: string, allowed: string) =>
  `${name} is ${state.replaceAll('_', ' ')}: ${allowed.charAt(0).toLowerCase()}${allowed.slice(1)}`
