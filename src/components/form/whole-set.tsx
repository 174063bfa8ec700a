import { useMemo, useRef } from 'react'
import { type Merged, type WholeSetConflict, writeWholeSet } from '~/api/whole-set'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'

/**
 * A whole-set form's write (see `src/api/whole-set.ts`): `base` is the set as
 * the form opened on it; `write` reads the set fresh, merges the person's
 * change into it against that base and sends the result, or throws a
 * `WholeSetConflict` that the form shell shows. Re-applying takes the fresh
 * set as the new base.
 */
export function useWholeSet<S>(opened: S) {
  const base = useRef(opened)
  return useMemo(
    () => ({
      base: () => base.current,
      write: <T, R>(opts: {
        read: () => Promise<S>
        merge: (base: S, fresh: S) => Merged<T>
        write: (set: T) => Promise<R>
      }) =>
        writeWholeSet({
          read: opts.read,
          merge: (fresh) => opts.merge(base.current, fresh),
          write: opts.write,
          rebase: (fresh) => {
            base.current = fresh
          },
        }),
    }),
    [],
  )
}

function Version({ title, lines }: { title: string; lines: string[] | null }) {
  return (
    <div className="set-conflict-version">
      <div className="set-conflict-heading">{title}</div>
      {lines ? (
        <ul className="cell-list">
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; their order is fixed
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : (
        <span className="cell-secondary">Removed</span>
      )}
    </div>
  )
}

/**
 * In place of a form's error: what someone else changed under the person's
 * change, their version and the person's side by side, and the two ways on.
 */
export function SetConflictAlert({
  error,
  onReapply,
  onDiscard,
}: {
  error: WholeSetConflict
  onReapply: () => void
  onDiscard: () => void
}) {
  const { conflict } = error
  return (
    <Alert title="Changed by someone else">
      <p>{error.message}</p>
      <div className="set-conflict">
        <Version title="Theirs" lines={conflict.theirs} />
        <Version title="Yours" lines={conflict.yours} />
      </div>
      <div className="set-conflict-actions">
        <Button size="sm" onClick={onReapply}>
          Re-apply my change
        </Button>
        <Button size="sm" variant="secondary" onClick={onDiscard}>
          Discard my change
        </Button>
      </div>
    </Alert>
  )
}
