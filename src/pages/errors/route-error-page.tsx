import { isRouteErrorResponse, useRouteError } from 'react-router'
import { isApiError } from '~/api/errors'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'
import { NotFound } from './not-found-page'

function ErrorCard({ title, body }: { title: string; body: string }) {
  return (
    <main className="standalone">
      <div className="standalone-card" role="alert">
        <h1>{title}</h1>
        <p>{body}</p>
        <div className="standalone-actions">
          <LinkButton to={paths.projects()}>Back to console</LinkButton>
        </div>
      </div>
    </main>
  )
}

/** Whatever a route throws: a 404 is the not-found page, anything else the error page. */
export function RouteErrorPage() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  if (isApiError(error) && error.statusCode === 404) return <NotFound />
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <ErrorCard
        title="System section unavailable"
        body="The system section is for operators: you need the fleet viewer role to see it."
      />
    )
  }
  // API errors were logged where they happened (message, code, status, request id)
  if (!(isApiError(error) && 'statusCode' in error)) console.error(error)
  return (
    <ErrorCard
      title="Something went wrong"
      body="Something went wrong. Please try again. If the problem persists, contact your administrator."
    />
  )
}
