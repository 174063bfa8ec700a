import { useEffect, useId, useRef } from 'react'
import type { RowDiff, SetDiff } from '~/api/set-diff'
import { ColumnHeads } from '~/components/column-heads'
import { Alert } from '~/ui/alert'
import { Badge, type BadgeColor } from '~/ui/badge'
import type { PendingReview } from './whole-set'

const words: Record<RowDiff['change'], [string, BadgeColor]> = {
  added: ['Added', 'green'],
  removed: ['Removed', 'red'],
  changed: ['Changed', 'yellow'],
}

const rowName = (row: RowDiff) => [row.noun, row.name].filter(Boolean).join(' ')

/** One row of a diff: the word for its change, its name, and its fields (a changed row: before and after). */
function DiffRow({ row }: { row: RowDiff }) {
  const [word, color] = words[row.change]
  return (
    <li className={`set-diff-row set-diff-${row.change}`}>
      <div className="set-diff-head">
        <Badge color={color}>{word}</Badge> <span className="set-diff-name">{rowName(row)}</span>
      </div>
      {row.change === 'changed' ? (
        <table className="set-diff-fields">
          <caption className="visually-hidden">Changed fields of {rowName(row)}</caption>
          <ColumnHeads names={['Field', 'Before', 'After']} />
          <tbody>
            {row.fields.map((f) => (
              <tr key={f.field}>
                <th scope="row">{f.field}</th>
                <td className="set-diff-before">{f.before}</td>
                <td className="set-diff-after">{f.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        row.lines.length > 0 && (
          <ul className="set-diff-lines">
            {row.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's lines are its fields, in a fixed order
              <li key={i}>{line}</li>
            ))}
          </ul>
        )
      )}
    </li>
  )
}

function DiffSection({ title, diff, note }: { title: string; diff: SetDiff; note?: string }) {
  const id = useId()
  return (
    <section className="set-diff-section" aria-labelledby={id}>
      <h4 id={id} className="set-diff-title">
        {title}
      </h4>
      {note && <p className="set-diff-note">{note}</p>}
      <ul className="set-diff">
        {diff.map((row) => (
          <DiffRow key={`${row.change} ${row.key}`} row={row} />
        ))}
      </ul>
    </section>
  )
}

/**
 * A whole-set form's last step (see `useWholeSet`): what the write changes on
 * the set as just re-read, row by row, each marked "Added", "Removed" or
 * "Changed" (word and colour), a changed row's fields before and after; apart,
 * what others changed since the form opened, which the write keeps. Focus
 * comes here, to its heading, as it shows and again on a second look.
 */
export function SetReview({
  pending,
  submitLabel,
}: {
  pending: PendingReview
  submitLabel: string
}) {
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const { review, again, notice } = pending
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus again on a second look
  useEffect(() => heading.current?.focus(), [again])
  return (
    <section className="set-review" aria-labelledby={id}>
      <h3 id={id} ref={heading} tabIndex={-1} className="set-review-title">
        Review the change
      </h3>
      {again && (
        <Alert variant="info" title="Changed again meanwhile">
          The set was changed again while you reviewed it. This is your change on the set as it is
          now.
        </Alert>
      )}
      <p className="set-diff-note">
        Nothing has been sent. Select “{submitLabel}” to send this change, or “Back” to edit it.
      </p>
      {review.change.length > 0 ? (
        <DiffSection title="Your change" diff={review.change} />
      ) : (
        <p>No change: the set is already as you want it.</p>
      )}
      {review.others.length > 0 && (
        <DiffSection
          title="Changed by others since you opened this"
          note="These changes stay: yours is applied on top of them."
          diff={review.others}
        />
      )}
      {notice}
    </section>
  )
}
