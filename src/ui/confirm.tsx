import { type ReactNode, Suspense, useSyncExternalStore } from 'react'
import { lazyWithRetry } from './lazy-with-retry'

export type ConfirmRequest = {
  title: string
  body: ReactNode
  confirmLabel: string
  /** the destructive call; when it fails, an error toast shows `errorTitle` and the error's message */
  action: () => Promise<unknown>
  errorTitle: string
  /**
   * What stands in the action's way, read when the dialog opens and again right
   * before the action: a reason shows in the dialog and the action is not run.
   * A check that fails (or finds nothing) leaves the action as it is.
   */
  check?: () => Promise<ReactNode | undefined>
}

let current: ConfirmRequest | null = null
const listeners = new Set<() => void>()
const set = (req: ConfirmRequest | null) => {
  current = req
  for (const l of listeners) l()
}

/** The one confirm path for destructive actions. */
export const confirmAction = (req: ConfirmRequest) => set(req)

/** Close the confirm, e.g. when a link in its body is followed. */
export const closeConfirm = () => set(null)

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

// the dialog's code loads with the first confirm, not with every page
const ConfirmDialog = lazyWithRetry(() => import('./confirm-dialog'))

export function ConfirmHost() {
  const req = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  )
  if (!req) return null
  return (
    <Suspense fallback={null}>
      <ConfirmDialog req={req} onClose={() => set(null)} />
    </Suspense>
  )
}
