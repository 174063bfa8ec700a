import { useQuery } from '@tanstack/react-query'
import { apiQuery } from '~/api/query'

/** Spec section 6: a user is a fleet viewer when the system policy view call succeeds. */
export const systemPolicyQuery = apiQuery('systemPolicyView', {})

export function useIsFleetViewer() {
  return useQuery(systemPolicyQuery).isSuccess
}
