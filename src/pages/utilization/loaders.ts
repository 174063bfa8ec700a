import { allPagesQuery, apiQuery, prefetch } from '~/api/query'

/** The utilization pages' loaders, imported by the route table. */

// the charts load on their own (with their own loading state): their window starts on the page
export async function siloUtilizationPageLoader() {
  await prefetch(apiQuery('utilizationView', {}))
  return null
}

// the page's tables show every silo and sled
const silos = allPagesQuery('siloUtilizationList', {})
const sleds = allPagesQuery('sledList', {})

export async function systemUtilizationPageLoader() {
  await prefetch(silos, sleds)
  return null
}
