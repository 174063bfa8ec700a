import { queryClient } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { SectionLayout } from '~/components/section-layout'
import { paths } from '~/util/paths'
import { systemPolicyQuery } from './fleet-viewer'

/** The system section is for fleet viewers; anyone else is told so (spec section 6). */
export async function loader() {
  try {
    await queryClient.ensureQueryData(systemPolicyQuery)
  } catch {
    throw new Response('Not a fleet viewer', { status: 403 })
  }
  return null
}

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'System', to: paths.system() }],
}

export function Component() {
  return (
    <SectionLayout
      label="System"
      heading="System"
      items={[
        { label: 'Silos', to: paths.systemSilos() },
        // system (issue 5)
        { label: 'Issues', to: paths.systemIssues() },
        { label: 'Utilization', to: paths.systemUtilization() },
        { label: 'Inventory', to: paths.systemInventory() },
        { label: 'IP Pools', to: paths.systemIpPools() },
        { label: 'Update', to: paths.systemUpdate() },
        { label: 'Access', to: paths.systemAccess() },
      ]}
    />
  )
}
