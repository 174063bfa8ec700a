import { useQuery } from '@tanstack/react-query'
import { meQuery } from './loaders'

/**
 * The signed-in user once `/v1/me` has answered; undefined until then, as the
 * signed-in layout's loader does not wait for it (loaders.ts). A failed call is
 * the page's error, except a 401: that one takes the page to login
 * (api/client.ts), and the frame stays as it is until it does.
 */
export function useCurrentUser() {
  const { data, error } = useQuery(meQuery)
  if (data === undefined && error && error.statusCode !== 401) throw error
  return data
}
