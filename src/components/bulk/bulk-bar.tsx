import { Suspense, useMemo, useState, useSyncExternalStore } from 'react'
import { Button } from '~/ui/button'
import { lazyWithRetry } from '~/ui/lazy-with-retry'
import { addToast } from '~/ui/toast'
import {
  type BulkAction,
  type BulkActions,
  countOf,
  noneApplyReason,
  partition,
  rowName,
  summarySentence,
} from './bulk-action'
import type BulkConfirmDialogType from './bulk-confirm-dialog'
import { createSession, type Session } from './bulk-session'
import type { BulkStore } from './bulk-store'
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
}: {
  store: BulkStore<T>
  config: BulkActions<T>
}) {
  const { selection, all } = useSyncExternalStore(store.subscribe, store.get)
  const selected = useMemo(() => selectedRows(selection), [selection])
  const [asking, setAsking] = useState<BulkAction<T> | null>(null)
  const [session, setSession] = useState<Session<T> | null>(null)
  const run = useSyncExternalStore(session?.subscribe ?? noSession, () => session?.get())
  const running = !!run?.running

  const end = () => {
    setSession(null)
    store.setStatuses(new Map())
    store.setBusy(false)
  }

  const start = async (action: BulkAction<T>) => {
    setAsking(null)
    // the rows it applies to (the confirm listed the others as not applicable): they alone are sent
    const targets = [...selection.rows]
      .map(([id, { row }]) => ({ id, row }))
      .filter((t) => partition(action, [t.row]).apply.length > 0)
    const next = createSession({ action, targets, onStatuses: store.setStatuses })
    setSession(next)
    store.setBusy(true)
    finishPass(next, await next.start())
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
          <ul>
            {run.failed.map((f) => (
              <li key={f.id}>
                <strong>{rowName(f.row)}</strong>: {f.message}
              </li>
            ))}
          </ul>
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
