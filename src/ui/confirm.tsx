import { type ReactNode, useState, useSyncExternalStore } from 'react'
import { Button } from './button'
import { Modal } from './modal'
import { addToast } from './toast'

type ConfirmRequest = {
  title: string
  body: ReactNode
  confirmLabel: string
  /** the destructive call; when it fails, an error toast shows `errorTitle` and the error's message */
  action: () => Promise<unknown>
  errorTitle: string
}

let current: ConfirmRequest | null = null
const listeners = new Set<() => void>()
const set = (req: ConfirmRequest | null) => {
  current = req
  for (const l of listeners) l()
}

/** The one confirm path for destructive actions (STYLE.md, point 9). */
export const confirmAction = (req: ConfirmRequest) => set(req)

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

export function ConfirmHost() {
  const req = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  )
  const [busy, setBusy] = useState(false)
  if (!req) return null
  const dismiss = () => {
    if (!busy) set(null)
  }
  const confirm = async () => {
    setBusy(true)
    try {
      await req.action()
    } catch (e) {
      addToast({ variant: 'error', title: req.errorTitle, content: (e as Error).message })
    } finally {
      setBusy(false)
      set(null)
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
