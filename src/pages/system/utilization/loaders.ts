import type { LoaderFunctionArgs } from 'react-router'
import { allPagesQuery, ensure, prefetch } from '~/api/query'
import { getSiloSelector } from '~/hooks/selectors'
import { prefetchFleetRole } from '~/pages/system/use-fleet-role'

/** The system utilization page's loaders, imported by the route table. */

// the page's tables show every silo and sled
const silos = allPagesQuery('siloUtilizationList', {})
const sleds = allPagesQuery('sledList', {})

export async function systemUtilizationPageLoader() {
  // a fleet admin's silo rows offer "Edit quotas"
  await Promise.all([prefetch(silos, sleds), prefetchFleetRole()])
  return null
}

/** A silo's quotas form over the system utilization page: the quotas it opens with. */
export async function siloQuotasEditLoader({ params }: LoaderFunctionArgs) {
  await ensure('siloQuotasView', { path: getSiloSelector(params) })
  return null
}
