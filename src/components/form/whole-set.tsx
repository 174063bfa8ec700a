import { type ReactNode, useMemo, useRef, useState } from 'react'
import type { Review } from '~/api/set-diff'
import { type Merged, sameData, WholeSetConflict } from '~/api/whole-set'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'

/** The person went back from the review: nothing was sent, and the form is as they left it. */
export class ReviewBack extends Error {
  constructor() {
    super('Back from the review: nothing was sent')
  }
}

/** A whole-set write waiting on the person: what it changes, and the two ways on. */
export type PendingReview = {
  review: Review
  /** the set changed again between the review and the confirm: this is a second look */
  again: boolean
  /** sending, or reading the set once more first */
  sending: boolean
  /** a word of warning beside the change (the allow list's lock-out) */
  notice?: ReactNode
  confirm: () => void
  back: () => void
}

/**
 * A whole-set form's write (see `src/api/whole-set.ts`): `base` is the set as
 * the form opened on it; `write` reads the set fresh and merges the person's
 * change into it against that base, or throws a `WholeSetConflict` that the
 * form shell shows. Otherwise nothing is sent yet: `review` holds the change
 * (the re-read set against the merged set, `review(base, fresh, set)`) and
 * what others changed since the form opened, for the shell's review step.
 * The person's confirm reads the set once more: unchanged, the merged set is
 * sent as reviewed and `write` resolves with the answer; changed again, the
 * review shows anew on the newer set. Going back rejects with `ReviewBack`.
 * Re-applying after a conflict takes the fresh set as the new base.
 */
export function useWholeSet<S>(opened: S) {
  const base = useRef(opened)
  const [review, setReview] = useState<PendingReview | null>(null)
  const write = useMemo(
    () =>
      <T, R>(opts: {
        read: () => Promise<S>
        merge: (base: S, fresh: S) => Merged<T>
        review: (base: S, fresh: S, set: T) => Review
        write: (set: T) => Promise<R>
        notice?: (set: T) => ReactNode
      }) =>
        new Promise<R>((resolve, reject) => {
          const fail = (e: unknown) => {
            setReview(null)
            reject(e)
          }
          const show = (fresh: S, again: boolean) => {
            const merged = opts.merge(base.current, fresh)
            if ('conflict' in merged) {
              fail(
                new WholeSetConflict(merged.conflict, () => {
                  base.current = fresh
                }),
              )
              return
            }
            const { set } = merged
            setReview({
              review: opts.review(base.current, fresh, set),
              again,
              sending: false,
              notice: opts.notice?.(set),
              confirm: async () => {
                setReview((r) => r && { ...r, sending: true })
                try {
                  const now = await opts.read()
                  if (!sameData(now, fresh)) return show(now, true)
                  const answer = await opts.write(set)
                  setReview(null)
                  resolve(answer)
                } catch (e) {
                  fail(e)
                }
              },
              back: () => fail(new ReviewBack()),
            })
          }
          opts
            .read()
            .then((fresh) => show(fresh, false))
            .catch(fail)
        }),
    [],
  )
  return { base: () => base.current, write, review }
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
