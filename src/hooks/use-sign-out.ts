import { useNavigate } from 'react-router'
import { DEFAULT_SILO } from '~/api/mode'
import { mutate } from '~/api/query'
import { dropAllDrafts } from '~/components/form/form-draft'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'

/**
 * POST /v1/logout, then go to sign-in, which forgets every cached query
 * (a sign-out leaves no data behind) once it is on screen: clearing
 * here, while the page that reads them is still mounted, made that page throw
 * for a frame.
 */
export function useSignOut() {
  const navigate = useNavigate()
  return async () => {
    try {
      await mutate('logout', {})
    } catch (e) {
      addToast({ variant: 'error', title: 'Could not sign out', content: (e as Error).message })
      return
    }
    dropAllDrafts()
    navigate(paths.loginLocal({ silo: DEFAULT_SILO }), { state: { signedOut: true } })
  }
}
