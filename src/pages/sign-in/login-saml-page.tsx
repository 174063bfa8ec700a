import { type MouseEvent, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { queryClient } from '~/api/query'
import { apiReady } from '~/api/ready'
import type { RouteHandle } from '~/components/breadcrumbs'
import { MAIN_ID } from '~/components/skip-link'
import { useSamlLoginSelector } from '~/hooks/selectors'
import { Alert } from '~/ui/alert'
import { paths, safeRedirectPath } from '~/util/paths'

export const handle: RouteHandle = { title: (p) => `Sign in to ${p.silo} with ${p.provider}` }

/**
 * A silo whose people sign in with a SAML identity provider: one link to the
 * rack's redirect to that provider, which brings them back (signed in) to
 * `redirect_uri` when it is a same-origin path, as on the local page.
 */
export function Component() {
  const { silo, provider } = useSamlLoginSelector()
  const [search] = useSearchParams()
  const redirectUri = safeRedirectPath(search.get('redirect_uri'))
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)

  // The in-page mock's service worker never sees a navigation: in mock builds the
  // link signs in through the mock's identity provider in the page instead. The
  // literal comparison lets a remote build drop this (src/main.tsx).
  const onClick =
    import.meta.env.VITE_API_MODE === 'mock'
      ? async (event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault()
          setError(null)
          try {
            // a click before the mock's service worker runs would reach no handler
            await apiReady
            const { signInWithMockIdp } = (await import('~/mock-api/browser')).mock
            const landing = await signInWithMockIdp(silo, provider, redirectUri)
            // whatever was cached belonged to the previous session
            queryClient.clear()
            navigate(landing, { replace: true })
          } catch (e) {
            setError(e instanceof Error ? e.message : String(e))
          }
        }
      : undefined

  return (
    <main id={MAIN_ID} tabIndex={-1} className="standalone">
      <div className="standalone-card">
        <h1 tabIndex={-1}>Sign in</h1>
        <p>
          Silo <span className="mono">{silo}</span>
        </p>
        {error && <Alert title="Could not sign in">{error}</Alert>}
        <a
          className="btn btn-primary btn-md wide"
          href={paths.loginSamlRedirect({ silo, provider, redirectUri })}
          onClick={onClick}
        >
          Sign in with {provider}
        </a>
      </div>
    </main>
  )
}
