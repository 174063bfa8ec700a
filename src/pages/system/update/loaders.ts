import { apiQuery, prefetch } from '~/api/query'
import { prefetchFleetRole } from '../use-fleet-role'

/** The system update page's loader: in the route table, so its data loads with the page's code, not after it. */

export async function updatePageLoader() {
  await Promise.all([prefetch(apiQuery('systemUpdateStatus', {})), prefetchFleetRole()])
  return null
}
