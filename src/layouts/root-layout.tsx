import { Outlet, ScrollRestoration } from 'react-router'
import { RouteAnnouncer } from '~/components/route-announcer'
import { SkipLink } from '~/components/skip-link'
import { ConfirmHost } from '~/ui/confirm'
import { Spinner } from '~/ui/spinner'
import { Toaster } from '~/ui/toast'
import { NetworkBanner } from './network-banner'

/** The mock's `mock-keep` knob (kept in sessionStorage): its data then survives a refresh */
function mockKeeps() {
  try {
    const value = sessionStorage.getItem('mock-keep')
    return !!value && value !== '0' && value !== 'false'
  } catch {
    return false
  }
}

/** The mock API's resources are per tab and vanish on refresh (unless kept); say so. */
function TechPreviewBanner() {
  return (
    <div className="preview-banner" role="note">
      Technical preview: this console runs against an in-browser mock API. What you create stays
      while you navigate, is visible only to you, and{' '}
      {mockKeeps() ? 'stays in this tab when you refresh.' : 'vanishes when you refresh.'}
    </div>
  )
}

export function RootLayout() {
  return (
    <>
      <SkipLink />
      {import.meta.env.VITE_API_MODE === 'mock' && <TechPreviewBanner />}
      <NetworkBanner />
      <Outlet />
      <Toaster />
      <ConfirmHost />
      <RouteAnnouncer />
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
