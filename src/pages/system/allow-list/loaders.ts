import { apiQuery, prefetch } from '~/api/query'
import { prefetchFleetRole } from '../use-fleet-role'

/** The IP allow list page's loader, imported by the route table. */
export async function allowListPageLoader() {
  await Promise.all([prefetch(apiQuery('networkingAllowListView', {})), prefetchFleetRole()])
  return null
}
