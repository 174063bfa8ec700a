import { useQuery } from '@tanstack/react-query'
import { apiQuery } from '~/api/query'

/** A user is a fleet viewer when the system policy view call succeeds. */
export const systemPolicyQuery = apiQuery('systemPolicyView', {})

/** Read plainly: a 403 is the answer "no", not an error for the page. */
export function useIsFleetViewer() {
  return useQuery(systemPolicyQuery).isSuccess
}
