import type { RouteHandle } from '~/components/breadcrumbs'
import { MAIN_ID } from '~/components/skip-link'
import './device.css'

export const handle: RouteHandle = { title: 'Device signed in' }

/** /device/success, shown once a device code is confirmed. */
export function Component() {
  return (
    <main id={MAIN_ID} tabIndex={-1} className="device-page">
      <div className="device-card">
        <div className="device-check" aria-hidden="true">
          <CheckIcon />
        </div>
        <h1 className="device-title" tabIndex={-1}>
          Device Authentication
        </h1>
        <p className="device-message">Device logged in, you can close this window.</p>
      </div>
    </main>
  )
}

function CheckIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
