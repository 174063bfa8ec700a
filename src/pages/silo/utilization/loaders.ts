import { apiQuery, prefetch } from '~/api/query'

/** The silo's utilization page's loader, imported by the route table. */

// the charts load on their own (with their own loading state): their window starts on the page
export async function siloUtilizationPageLoader() {
  await prefetch(apiQuery('utilizationView', {}))
  return null
}
