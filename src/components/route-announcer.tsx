import { useEffect, useRef, useState } from 'react'
import { useLocation, useMatches } from 'react-router'
import type { RouteHandle } from './breadcrumbs'
import { pageTitle } from './page-title'
import { MAIN_ID } from './skip-link'

/** The page's own heading: the `h1` of its main content. */
const pageHeading = () => document.querySelector<HTMLElement>(`#${MAIN_ID} h1`)

/**
 * Names the tab after the page (from the route table's handles, `page-title.ts`):
 * the one place that sets `document.title`. After a client navigation to another
 * path (not on the first load, not when only the search changes) it says the new
 * title in a polite live region, and when the page's heading is new it moves
 * focus there, so a screen reader starts reading the new page at its top. A form
 * opening over its list or a tab of the same page keeps the page's heading: focus
 * stays with the form's dialog or the tab that was followed.
 */
export function RouteAnnouncer({
  shownInstead,
}: {
  /** in an error boundary: the handle of the page shown instead of the matched routes' */
  shownInstead?: RouteHandle
}) {
  const matches = useMatches()
  const title = pageTitle(shownInstead ? [{ handle: shownInstead, params: {} }] : matches)
  const { pathname } = useLocation()
  const [announced, setAnnounced] = useState('')
  const shown = useRef<{ pathname: string; heading: HTMLElement | null; text: string }>(null)

  useEffect(() => {
    document.title = title
  }, [title])

  useEffect(() => {
    const heading = pageHeading()
    const before = shown.current
    shown.current = { pathname, heading, text: heading?.textContent ?? '' }
    if (!before || before.pathname === pathname) return
    setAnnounced(title)
    if (heading && (heading !== before.heading || heading.textContent !== before.text)) {
      // the scroll position is ScrollRestoration's to set
      heading.focus({ preventScroll: true })
    }
  }, [pathname, title])

  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {announced}
    </div>
  )
}
