import { type LoaderFunctionArgs, redirect } from 'react-router'
import { DEFAULT_SILO } from '~/api/mode'
import { apiReady } from '~/api/ready'
import { paths } from '~/util/paths'

/** The sign-in routes' loaders. */

/** A silo's sign-in page: its SAML provider's when that is its only identity provider. */
export const signInPath = ({ silo, samlProvider }: { silo: string; samlProvider?: string }) =>
  samlProvider ? paths.loginSaml({ silo, provider: samlProvider }) : paths.loginLocal({ silo })

/**
 * /login goes to the silo's sign-in page, keeping `redirect_uri` (validated
 * there, when it is used). The in-page mock says which silo and page (its
 * tab user's); a remote build opens the local page of its silo (VITE_SILO),
 * as no API call tells a signed-out console a silo's identity providers.
 */
export async function loginRedirectLoader({ request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url)
  let page: Parameters<typeof signInPath>[0] = { silo: DEFAULT_SILO }
  // the literal comparison lets a remote build drop the mock (src/main.tsx); the mock's
  // one entry, so its modules load in its order (zod's settings before any schema)
  if (import.meta.env.VITE_API_MODE === 'mock') {
    await apiReady
    page = (await import('~/mock-api/browser')).mock.mockSignInPage()
  }
  return redirect(signInPath(page) + search)
}
