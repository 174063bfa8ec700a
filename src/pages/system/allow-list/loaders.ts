import { apiQuery, prefetch } from '~/api/query'
import { prefetchFleetRole } from '../use-fleet-role'

/** The IP allow list page's loader: in the route table, so its data loads with the page's code. */
export async function allowListPageLoader() {
  await Promise.all([prefetch(apiQuery('networkingAllowListView', {})), prefetchFleetRole()])
  return null
}
