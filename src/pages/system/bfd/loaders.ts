import { apiQuery, prefetch } from '~/api/query'
import { prefetchFleetRole } from '../use-fleet-role'

/** The BFD page's loader: in the route table, so its data loads with the page's code. */

/** Every BFD session of the rack's switches: the API answers them all at once, unpaged. */
export const bfdStatusQuery = apiQuery('networkingBfdStatus', {})

export async function bfdPageLoader() {
  await Promise.all([prefetch(bfdStatusQuery), prefetchFleetRole()])
  return null
}
