import { useSyncExternalStore } from 'react'

export type ToastVariant = 'success' | 'error' | 'info'
export type Toast = { id: number; title: string; content?: string; variant: ToastVariant }

const TOAST_MS = 5000

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => {
  for (const l of listeners) l()
}

export function removeToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id)
  emit()
}

/** Show a toast; it goes away after a few seconds or when closed. */
export function addToast({
  title,
  content,
  variant = 'success',
}: {
  title: string
  content?: string
  variant?: ToastVariant
}) {
  const id = nextId++
  toasts = [...toasts, { id, title, content, variant }]
  emit()
  setTimeout(() => removeToast(id), TOAST_MS)
  return id
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

export function Toaster() {
  const list = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  )
  return (
    <section className="toaster" aria-label="Notifications">
      {list.map((t) => (
        <div
          key={t.id}
          className={`toast toast-${t.variant}`}
          role={t.variant === 'error' ? 'alert' : 'status'}
        >
          <div className="toast-text">
            <div className="toast-title">{t.title}</div>
            {t.content && <div className="toast-content">{t.content}</div>}
          </div>
          <button
            type="button"
            className="icon-button"
            aria-label="Dismiss notification"
            onClick={() => removeToast(t.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  )
}
