import { type ReactNode, useEffect, useRef } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { isApiError } from '~/api/errors'
import { useOnline } from '~/api/online'
import type { RouteHandle } from '~/components/breadcrumbs'
import { RouteAnnouncer } from '~/components/route-announcer'
import { MAIN_ID, SkipLink } from '~/components/skip-link'
import { Button } from '~/ui/button'
import { isCodeLoadError } from '~/ui/lazy-with-retry'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'
import { NotFound, handle as notFoundHandle } from './not-found-page'
import { reloadPage } from './reload-page'

/** Shown in place of the whole console, the root layout too: so with a skip link and a title of its own. */
function InPlaceOfConsole({ handle, children }: { handle: RouteHandle; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <RouteAnnouncer shownInstead={handle} />
      {children}
    </>
  )
}

function ErrorCard({ title, body, action }: { title: string; body: string; action?: ReactNode }) {
  return (
    <InPlaceOfConsole handle={{ title }}>
      <main id={MAIN_ID} tabIndex={-1} className="standalone">
        <div className="standalone-card" role="alert">
          <h1 tabIndex={-1}>{title}</h1>
          <p>{body}</p>
          <div className="standalone-actions">
            {action}
            <LinkButton to={paths.projects()}>Back to console</LinkButton>
          </div>
        </div>
      </main>
    </InPlaceOfConsole>
  )
}

const notFound = (
  <InPlaceOfConsole handle={notFoundHandle}>
    <NotFound />
  </InPlaceOfConsole>
)

/**
 * A page whose code did not arrive. The browser keeps a failed module failed
 * and the router its failed route, so only a new load of the page fetches the
 * code again: offline, that happens by itself when the network is back.
 */
function CodeNotLoaded() {
  const online = useOnline()
  // read from the render, not a subscription of its own: a network back before
  // an effect could subscribe still reloads
  const wasOffline = useRef(!online)
  useEffect(() => {
    if (!online) wasOffline.current = true
    else if (wasOffline.current) reloadPage()
  }, [online])
  if (!online) {
    return (
      <ErrorCard
        title="You are offline"
        body="This page could not load without the network. It opens by itself when the network is back."
      />
    )
  }
  return (
    <ErrorCard
      title="This page could not load"
      body="Its code did not arrive: the network or the console’s server may be down, or the console was updated since this tab opened. Reload the page to try again."
      action={<Button onClick={reloadPage}>Reload</Button>}
    />
  )
}

/** Whatever a route throws: a 404 is the not-found page, anything else the error page. */
export function RouteErrorPage() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return notFound
  if (isApiError(error) && error.statusCode === 404) return notFound
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <ErrorCard
        title="System section unavailable"
        body="The system section is for operators: you need the fleet viewer role to see it."
      />
    )
  }
  if (isCodeLoadError(error)) return <CodeNotLoaded />
  // API errors were logged where they happened (message, code, status, request id)
  if (!(isApiError(error) && 'statusCode' in error)) console.error(error)
  return (
    <ErrorCard
      title="Something went wrong"
      body="Something went wrong. Please try again. If the problem persists, contact your administrator."
    />
  )
}
