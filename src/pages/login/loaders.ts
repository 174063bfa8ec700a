import { type LoaderFunctionArgs, redirect } from 'react-router'
import { DEFAULT_SILO } from '~/api/mode'
import { paths } from '~/util/paths'

/** The sign-in routes' loaders. */

/**
 * /login goes to the silo's local login, keeping `redirect_uri` (validated
 * there, when it is used).
 */
export function loginRedirectLoader({ request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url)
  return redirect(paths.loginLocal({ silo: DEFAULT_SILO }) + search)
}
