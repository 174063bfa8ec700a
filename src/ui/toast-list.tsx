import { Toast } from '@base-ui/react/toast'
import { useEffect, useSyncExternalStore } from 'react'
import { requestedToasts, subscribeToasts, type ToastVariant } from './toast'

const TOAST_MS = 5000
/** Base UI's timeout 0: the toast stays until dismissed (an error must be read, not raced). */
const timeout = (variant: ToastVariant) => (variant === 'error' ? 0 : TOAST_MS)

/**
 * The toasts, on Base UI's Toast: its viewport is the polite live region named
 * "Notifications"; hovering it or focusing into it pauses every timer.
 */
export default function ToastList() {
  return (
    <Toast.Provider limit={5}>
      <Toast.Viewport className="toaster">
        <Handoff />
        <Toasts />
      </Toast.Viewport>
    </Toast.Provider>
  )
}

/** Passes each toast asked for through `addToast` to Base UI's manager, once. */
function Handoff() {
  const { add } = Toast.useToastManager()
  const list = useSyncExternalStore(subscribeToasts, requestedToasts, requestedToasts)
  useEffect(() => {
    for (const t of list) {
      if (handedOff.has(t.id)) continue
      handedOff.add(t.id)
      add({
        id: t.id,
        title: t.title,
        description: t.content,
        type: t.variant,
        timeout: timeout(t.variant),
      })
    }
  }, [list, add])
  return null
}
const handedOff = new Set<string>()

function Toasts() {
  const { toasts } = Toast.useToastManager()
  return toasts.map((t) => (
    // Base UI makes each toast a non-modal dialog; a toast is a notice in the live region,
    // not a dialog, and "the dialog" on a page must stay the one modal the person opened
    <Toast.Root
      key={t.id}
      toast={t}
      className={`toast toast-${t.type}`}
      role="group"
      // biome-ignore lint/a11y/useValidAriaValues: unsets Base UI's aria-modal, which a group may not carry
      aria-modal={undefined}
    >
      <div className="toast-text">
        <Toast.Title className="toast-title" />
        <Toast.Description className="toast-content" />
      </div>
      {/* Base UI hides it from screen readers while the stack is collapsed; ours never collapses */}
      <Toast.Close className="btn btn-ghost btn-sm" aria-hidden={false}>
        Dismiss
      </Toast.Close>
    </Toast.Root>
  ))
}
