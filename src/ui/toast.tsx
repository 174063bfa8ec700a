import { Suspense, useSyncExternalStore } from 'react'
import { lazyWithRetry } from './lazy-with-retry'

export type ToastVariant = 'success' | 'error' | 'info'
export type Toast = { id: string; title: string; content?: string; variant: ToastVariant }

// What was asked for, in order; the toast list (Base UI) takes each once and
// owns it from then on: timers, pausing, dismissal.
let requested: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()

/** Show a toast. Errors stay until dismissed; the rest go after 5 s, paused while hovered or focused. */
export function addToast({
  title,
  content,
  variant = 'success',
}: {
  title: string
  content?: string
  variant?: ToastVariant
}) {
  const id = `toast-${nextId++}`
  requested = [...requested, { id, title, content, variant }]
  for (const l of listeners) l()
  return id
}

/** For the toast list: the toasts asked for so far. */
export const subscribeToasts = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}
export const requestedToasts = () => requested

// Base UI's toast code (~12 KB gzip) loads with the first toast, not with the app
const ToastList = lazyWithRetry(() => import('./toast-list'))

/**
 * One live region, in the page from the start: a screen reader announces what
 * is added to a region it already knows, not a region inserted with its text.
 */
export function Toaster() {
  const any = useSyncExternalStore(
    subscribeToasts,
    () => requested.length > 0,
    () => false,
  )
  return (
    <div aria-live="polite" aria-relevant="additions text">
      {any && (
        <Suspense fallback={null}>
          <ToastList />
        </Suspense>
      )}
    </div>
  )
}
