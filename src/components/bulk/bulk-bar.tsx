import { Suspense, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { Button } from '~/ui/button'
import { lazyWithRetry } from '~/ui/lazy-with-retry'
import { addToast } from '~/ui/toast'
import {
  type BulkAction,
  type BulkActions,
  type BulkExtra,
  countOf,
  noneApplyReason,
  partition,
  rowName,
  summarySentence,
} from './bulk-action'
import type BulkConfirmDialogType from './bulk-confirm-dialog'
import {
  type BulkRunRecord,
  bulkRecord,
  keptBulkRun,
  keptStatuses,
  rowsToResume,
  withStatuses,
} from './bulk-persist'
import { createSession, type Session, type Target } from './bulk-session'
import type { BulkStore } from './bulk-store'
import { checkBeforeResume, resumedAction } from './resume'
import { currentRunKey } from './run-key'
import {
  browserStore,
  clearRun,
  isUnfinished,
  markItem,
  saveRun,
  whereItStopped,
} from './run-record'
import { selectedRows } from './selection'

// (cast back to its generic type, which `lazyWithRetry` drops)
const BulkConfirmDialog = lazyWithRetry(
  () => import('./bulk-confirm-dialog'),
) as unknown as typeof BulkConfirmDialogType

const noSession = () => () => {}

/**
 * The bar over a list with something selected: how many, select all matches,
 * clear, and the list's actions. A confirmed action runs here; its rows show
 * their progress, and the end shows what failed, with "Retry failed".
 */
export default function BulkBar<T>({
  store,
  config,
  scope,
}: {
  store: BulkStore<T>
  config: BulkActions<T>
  /** where this list's run is kept in this browser, to survive a reload */
  scope: string
}) {
  const { selection, all } = useSyncExternalStore(store.subscribe, store.get)
  const selected = useMemo(() => selectedRows(selection), [selection])
  const [asking, setAsking] = useState<BulkAction<T> | null>(null)
  // an extra the person opened, with the rows ticked then
  const [shown, setShown] = useState<{ extra: BulkExtra<T>; rows: T[] } | null>(null)
  const [session, setSession] = useState<Session<T> | null>(null)
  const run = useSyncExternalStore(session?.subscribe ?? noSession, () => session?.get())
  const [kept, setKept] = useState(() => keptBulkRun<T>(scope))
  const [resuming, setResuming] = useState(false)
  // the record of the run on screen, as the rows' statuses change
  const runRecord = useRef<BulkRunRecord<T> | undefined>(undefined)
  const running = !!run?.running || resuming

  // the run as this browser keeps it, row by row, so a reload finds where it stopped
  const keep = (record: BulkRunRecord<T> | undefined) => {
    const storage = browserStore()
    if (!storage) return
    if (record) saveRun(storage, currentRunKey(), record)
    else clearRun(storage, currentRunKey(), scope)
  }

  const end = () => {
    runRecord.current = undefined
    setSession(null)
    setKept(undefined)
    keep(undefined)
    store.setStatuses(new Map())
    store.setBusy(false)
  }

  /** send the action for these rows, keeping `record` in step with each row's status */
  const send = async (action: BulkAction<T>, targets: Target<T>[], first: BulkRunRecord<T>) => {
    runRecord.current = first
    keep(first)
    const next = createSession({
      action,
      targets,
      onStatuses: (statuses) => {
        const now = runRecord.current ?? first
        store.setStatuses(new Map([...keptStatuses(now), ...statuses]))
        runRecord.current = withStatuses(now, statuses)
        keep(runRecord.current)
      },
    })
    setSession(next)
    store.setBusy(true)
    finishPass(next, await next.start())
  }

  const start = (action: BulkAction<T>) => {
    setAsking(null)
    setKept(undefined)
    // the rows it applies to (the confirm listed the others as not applicable): they alone are sent
    const targets = [...selection.rows]
      .map(([id, { row }]) => ({ id, row }))
      .filter((t) => partition(action, [t.row]).apply.length > 0)
    return send(action, targets, bulkRecord(scope, action, targets))
  }

  /**
   * Send the rest of a kept run, by the action's resume rule: each row it had
   * no answer for is read first, and one done already (stopped, deleted) is not
   * sent twice but counts as done, with why; a delete's 404 is done too. A row
   * that could not be read is not sent: the run stays kept, to resume again.
   */
  const resume = async (record: BulkRunRecord<T>, action: BulkAction<T>) => {
    setResuming(true)
    const check = await checkBeforeResume(action, rowsToResume(record), rowName)
    let next = record
    for (const { id, message } of check.done) next = markItem(next, id, 'done', message)
    for (const { id, message } of check.failed) next = markItem(next, id, 'failed', message)
    setKept(undefined)
    setResuming(false)
    if (check.send.length === 0) {
      // nothing to send: every row had gone through already, or none could be read
      const done = check.done.map((d) => d.message)
      if (done.length > 0) addToast({ title: `${record.title}: done`, content: done.join(', ') })
      return check.failed.length > 0 ? keepForLater(next) : end()
    }
    return send(resumedAction(action), check.send, next)
  }

  /** the run stays kept with what is left of it, and its notice shows again */
  const keepForLater = (record: BulkRunRecord<T>) => {
    setSession(null)
    keep(record)
    setKept(record)
    store.setStatuses(keptStatuses(record))
    store.setBusy(true)
  }

  const finishPass = (s: Session<T>, result: ReturnType<Session<T>['get']>) => {
    store.drop(result.done.map((t) => t.id))
    if (result.failed.length > 0) return
    // all went through: the rows say so themselves (gone, or in their new state), and a
    // toast says what happened, as a row action's does; the bar's work is done
    const { done, noun } = s.action
    addToast({
      title: `${countOf(result.done.length, noun)} ${done}`,
      content: result.done.map((t) => rowName(t.row)).join(', '),
    })
    // rows of a resumed run that could not be read first were not sent: still to do
    const left = runRecord.current
    if (left && isUnfinished(left)) return keepForLater(left)
    keep(undefined)
    end()
  }

  const progress = run?.running
    ? `${session?.action.label}: ${run.done.length + run.failed.length} of ${session?.targets} finished`
    : ''
  return (
    <div className="bulk-bar-wrap">
      <section className="bulk-bar" aria-label="Bulk actions">
        <span className="bulk-count">{selected.length} selected</span>
        {all?.ids.some((id) => !selection.rows.has(id)) && (
          <Button variant="ghost" size="sm" onClick={store.selectAll}>
            Select all {all.ids.length} matches
          </Button>
        )}
        {selected.length > 0 && (
          <Button variant="ghost" size="sm" onClick={store.clear}>
            Clear selection
          </Button>
        )}
        <span className="bulk-actions">
          {config.actions.map((action) => {
            const reason = running
              ? 'Wait for the running action to finish'
              : selected.length === 0
                ? 'Select rows first'
                : noneApplyReason(action, selected)
            return (
              <Button
                key={action.label}
                size="sm"
                variant={action.destructive ? 'danger' : 'secondary'}
                disabled={!!reason}
                disabledReason={reason}
                onClick={() => setAsking(action)}
              >
                {action.label}
              </Button>
            )
          })}
          {config.extras?.map((extra) => (
            <Button
              key={extra.label}
              size="sm"
              variant="secondary"
              disabled={selected.length === 0}
              disabledReason={selected.length === 0 ? 'Select rows first' : undefined}
              onClick={() => setShown({ extra, rows: selected })}
            >
              {extra.label}
            </Button>
          ))}
        </span>
        <span className="bulk-progress" role="status">
          {progress}
        </span>
      </section>
      {session && run && !run.running && run.failed.length > 0 && (
        <div className="bulk-summary" role="alert">
          <p className="bulk-summary-title">
            {summarySentence(session.action.done, {
              done: run.done.length,
              failed: run.failed.length,
            })}
          </p>
          <FailedItems
            items={run.failed.map((f) => ({ key: f.id, name: rowName(f.row), message: f.message }))}
          />
          <span className="bulk-summary-buttons">
            <Button
              size="sm"
              variant="secondary"
              onClick={async () => finishPass(session, await session.retryFailed())}
            >
              Retry failed
            </Button>
            <Button size="sm" variant="ghost" onClick={end}>
              Dismiss
            </Button>
          </span>
        </div>
      )}
      {kept && !session && (
        <KeptRun
          record={kept}
          action={config.actions.find((a) => a.label === kept.action)}
          busy={resuming}
          onResume={(action) => resume(kept, action)}
          onStop={end}
        />
      )}
      {shown?.extra.open(shown.rows, () => setShown(null))}
      {asking && (
        <Suspense fallback={null}>
          <BulkConfirmDialog
            action={asking}
            rows={selected}
            onConfirm={() => start(asking)}
            onCancel={() => setAsking(null)}
          />
        </Suspense>
      )}
    </div>
  )
}

/** The items of a run that failed, each by name with the API's message. */
function FailedItems({ items }: { items: { key: string; name: string; message?: string }[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.key}>
          <strong>{item.name}</strong>: {item.message}
        </li>
      ))}
    </ul>
  )
}

/**
 * A run of this list kept from before a reload or a sign-in: where it stopped,
 * what failed, and the choice to send the rest or stop there.
 */
function KeptRun<T>({
  record,
  action,
  busy,
  onResume,
  onStop,
}: {
  record: BulkRunRecord<T>
  action: BulkAction<T> | undefined
  busy: boolean
  onResume: (action: BulkAction<T>) => void
  onStop: () => void
}) {
  const failed = record.items.filter((item) => item.status === 'failed')
  return (
    <section className="bulk-summary" aria-label="Unfinished bulk action">
      <p className="bulk-summary-title" role="status">
        {whereItStopped(record)}
      </p>
      {failed.length > 0 && <FailedItems items={failed} />}
      <span className="bulk-summary-buttons">
        <Button
          size="sm"
          variant="secondary"
          loading={busy}
          disabled={!action}
          disabledReason={action ? undefined : `This list no longer offers ${record.action}`}
          onClick={() => action && onResume(action)}
        >
          Resume
        </Button>
        <Button size="sm" variant="ghost" onClick={onStop} disabled={busy}>
          Stop
        </Button>
      </span>
    </section>
  )
}
