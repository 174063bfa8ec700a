import { useEffect, useSyncExternalStore } from 'react'
import { Outlet, ScrollRestoration } from 'react-router'
import { callApi } from '~/api/client'
import { CANNOT_REACH, isRackUnreachable, subscribeReachability } from '~/api/reachability'
import { ConfirmHost } from '~/ui/confirm'
import { Spinner } from '~/ui/spinner'
import { Toaster } from '~/ui/toast'

/** The mock API's resources are per tab and vanish on refresh; say so. */
function TechPreviewBanner() {
  return (
    <div className="preview-banner" role="note">
      Technical preview: this console runs against an in-browser mock API. What you create stays
      while you navigate, is visible only to you, and vanishes when you refresh.
    </div>
  )
}

/** Between probes while the rack is out of reach, when no read is trying already. */
const PROBE_MS = 5000

/**
 * While calls get no response: says so, and asks the rack now and then, so
 * the banner goes (and the lists catch up) as soon as it answers, even when
 * the failed call was a write that is not retried on its own.
 */
function NetworkBanner() {
  const unreachable = useSyncExternalStore(subscribeReachability, isRackUnreachable)
  useEffect(() => {
    if (!unreachable) return
    const timer = setInterval(() => {
      callApi('currentUserView', {}).catch(() => {})
    }, PROBE_MS)
    return () => clearInterval(timer)
  }, [unreachable])
  if (!unreachable) return null
  return (
    <div className="network-banner" role="alert">
      <strong>{CANNOT_REACH}.</strong> The console keeps trying to read; what you typed stays in its
      form.
    </div>
  )
}

export function RootLayout() {
  return (
    <>
      {import.meta.env.VITE_API_MODE === 'mock' && <TechPreviewBanner />}
      <NetworkBanner />
      <Outlet />
      <Toaster />
      <ConfirmHost />
      {/* scroll position per history entry, kept in sessionStorage */}
      <ScrollRestoration />
    </>
  )
}

/** While the first page's code and data load. */
export function FirstLoad() {
  return (
    <main className="standalone">
      <Spinner label="Loading the console" />
    </main>
  )
}
