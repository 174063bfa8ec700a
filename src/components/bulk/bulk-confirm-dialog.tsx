import { Button } from '~/ui/button'
import { Modal } from '~/ui/modal'
import { type BulkAction, confirmSentence, partition } from './bulk-action'

/**
 * A bulk action's confirm: exactly which rows it is sent for, and which of the
 * selected rows it does not apply to and why (those are not sent).
 */
export default function BulkConfirmDialog<T>({
  action,
  rows,
  onConfirm,
  onCancel,
}: {
  action: BulkAction<T>
  rows: T[]
  onConfirm: () => void
  onCancel: () => void
}) {
  const { apply, skip } = partition(action, rows)
  const [one, many] = action.noun
  return (
    <Modal
      title={`${action.label} ${rows.length === 1 ? one : many}`}
      isOpen
      onDismiss={onCancel}
      width="narrow"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            variant={action.destructive ? 'danger' : 'primary'}
            onClick={onConfirm}
            disabled={apply.length === 0}
          >
            {action.label}
          </Button>
        </>
      }
    >
      <p className="bulk-confirm-what">
        {confirmSentence(action, apply)}.{action.note && ` ${action.note}.`}
      </p>
      {skip.length > 0 && (
        <>
          <p>
            Not applicable, so not sent ({skip.length} of {rows.length}):
          </p>
          <ul className="bulk-skip-list" aria-label="Not applicable">
            {skip.map(({ reason }, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two rows may share a reason's text
              <li key={i}>{reason}</li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  )
}
