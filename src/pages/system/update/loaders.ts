import { apiQuery, prefetch } from '~/api/query'
import { prefetchFleetRole } from '../use-fleet-role'

/** The system update page's loader, which the route table names through `lazyLoaders`. */

export async function updatePageLoader() {
  await Promise.all([prefetch(apiQuery('systemUpdateStatus', {})), prefetchFleetRole()])
  return null
}
