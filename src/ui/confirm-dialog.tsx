import { type ReactNode, useEffect, useState } from 'react'
import { Alert } from './alert'
import { Button } from './button'
import type { ConfirmRequest } from './confirm'
import { Modal } from './modal'
import { addToast } from './toast'

/** The confirm modal of `ConfirmHost`: Cancel, or run the action and report a failure as a toast. */
export default function ConfirmDialog({
  req,
  onClose,
}: {
  req: ConfirmRequest
  onClose: () => void
}) {
  const [busy, setBusy] = useState(false)
  // what stands in the way: undefined while the check is out, null when nothing does
  const [blocked, setBlocked] = useState<ReactNode | null | undefined>(req.check ? undefined : null)
  useEffect(() => {
    if (!req.check) return
    let current = true
    req.check().then(
      (reason) => current && setBlocked(reason ?? null),
      () => current && setBlocked(null),
    )
    return () => {
      current = false
    }
  }, [req])
  const dismiss = () => {
    if (!busy) onClose()
  }
  const confirm = async () => {
    setBusy(true)
    // read again right before the action: what was in the way may be gone, or new
    const reason = req.check ? await req.check().catch(() => undefined) : undefined
    if (reason) {
      setBlocked(reason)
      setBusy(false)
      return
    }
    try {
      await req.action()
    } catch (e) {
      addToast({ variant: 'error', title: req.errorTitle, content: (e as Error).message })
    } finally {
      setBusy(false)
      onClose()
    }
  }
  return (
    <Modal
      title={req.title}
      isOpen
      onDismiss={dismiss}
      width="narrow"
      footer={
        <>
          <Button variant="secondary" onClick={dismiss} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={confirm}
            loading={busy}
            disabled={blocked !== null && !busy}
            disabledReason={blocked ? 'What stands in the way must go first' : undefined}
          >
            {req.confirmLabel}
          </Button>
        </>
      }
    >
      {req.body}
      {blocked === undefined && (
        <p className="confirm-checking" role="status">
          Checking what depends on it…
        </p>
      )}
      {blocked && <Alert>{blocked}</Alert>}
    </Modal>
  )
}
