import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import type { ApiError } from './errors'

/**
 * Whether the browser says it has a network, as TanStack Query's
 * `onlineManager` keeps it (from the window's `online` and `offline` events).
 * While it says no, reads wait and run again when it is back; the banner,
 * a list's Refresh and a write read the same answer here.
 */
export const isOnline = () => onlineManager.isOnline()

/**
 * `onlineManager` assumes a network until the window's next `online` or
 * `offline` event: a page opened offline (from the browser's cache) would
 * read as if online, with no banner. So it starts from what the browser says.
 */
export function startOnlineFromBrowser() {
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine)
}
startOnlineFromBrowser()

export const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener)

export const useOnline = () => useSyncExternalStore(subscribeOnline, isOnline)

export const OFFLINE_NOT_SENT = 'You are offline: the change was not sent.'

/**
 * The error of a write asked for while offline: it fails at once, for the form,
 * the confirm dialog or the toast to say so, and is never queued to be sent
 * later, when the person may no longer mean it.
 */
export const offlineError = (): ApiError => ({ message: OFFLINE_NOT_SENT, offline: true })
