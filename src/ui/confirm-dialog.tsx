import { useState } from 'react'
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
  const dismiss = () => {
    if (!busy) onClose()
  }
  const confirm = async () => {
    setBusy(true)
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
          <Button variant="danger" onClick={confirm} loading={busy}>
            {req.confirmLabel}
          </Button>
        </>
      }
    >
      {req.body}
    </Modal>
  )
}
