import type { RouteHandle } from '~/components/breadcrumbs'
import { PageHeader } from '~/components/page-header'
import { RouteTabs } from '~/components/route-tabs'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'System update', to: paths.systemUpdate() }],
}

/** The update's status and target release, the uploaded repositories, and the trust roots. */
export function Component() {
  return (
    <>
      <PageHeader title="System update" />
      <RouteTabs
        label="System update tabs"
        matchPrefix
        tabs={[
          { label: 'Status', to: paths.systemUpdateStatus() },
          { label: 'Repositories', to: paths.systemUpdateRepos() },
          { label: 'Trust roots', to: paths.systemUpdateTrustRoots() },
        ]}
      />
    </>
  )
}
