import { apiQuery, prefetch } from '~/api/query'
import { prefetchFleetRole } from '../use-fleet-role'

/** The BFD page's loader, imported by the route table. */

/** Every BFD session of the rack's switches: the API answers them all at once, unpaged. */
export const bfdStatusQuery = apiQuery('networkingBfdStatus', {})

export async function bfdPageLoader() {
  await Promise.all([prefetch(bfdStatusQuery), prefetchFleetRole()])
  return null
}
