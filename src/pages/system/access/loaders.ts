import { prefetch } from '~/api/query'
import { systemPolicyQuery } from '~/layouts/fleet-viewer'
import { accessIdentityQueries } from '~/layouts/loaders'
import { prefetchFleetRole } from '~/pages/system/use-fleet-role'

/** The fleet's access page's loader, imported by the route table. */

export async function systemAccessPageLoader() {
  await Promise.all([prefetch(systemPolicyQuery, ...accessIdentityQueries()), prefetchFleetRole()])
  return null
}
