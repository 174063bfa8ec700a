import { useNavigate } from 'react-router'
import { callApi } from '~/api/client'
import { queryClient } from '~/api/query'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'

/** POST /v1/logout, then clear every cached query (spec section 7) and go to login. */
export function useSignOut() {
  const navigate = useNavigate()
  return async () => {
    try {
      await callApi('logout', {})
    } catch (e) {
      addToast({ variant: 'error', title: 'Could not sign out', content: (e as Error).message })
      return
    }
    queryClient.clear()
    navigate(paths.login())
  }
}
