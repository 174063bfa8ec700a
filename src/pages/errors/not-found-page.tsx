import type { RouteHandle } from '~/components/breadcrumbs'
import { MAIN_ID } from '~/components/skip-link'
import { useSignOut } from '~/hooks/use-sign-out'
import { Button } from '~/ui/button'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'

/** The 404 page, with a way back and a way out. */
export function NotFound() {
  const signOut = useSignOut()
  return (
    <main id={MAIN_ID} tabIndex={-1} className="standalone">
      <div className="standalone-card">
        <h1 tabIndex={-1}>Page not found</h1>
        <p>The page you are looking for doesn't exist or you may not have access to it.</p>
        <div className="standalone-actions">
          <LinkButton to={paths.projects()}>Back to console</LinkButton>
          <Button variant="secondary" onClick={signOut}>
            Sign out
          </Button>
        </div>
      </div>
    </main>
  )
}

export const handle: RouteHandle = { title: 'Page not found' }

export const Component = NotFound
