import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { PageHeader } from '~/components/page-header'
import { RouteTabs } from '~/components/route-tabs'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Silo Settings', to: paths.siloSettings() }],
}

/**
 * The silo's own settings: its users (each with their sessions and tokens),
 * the SCIM tokens its identity provider provisions with (its admins' only),
 * and its auth settings.
 */
export function Component() {
  const { data: me } = usePrefetchedApiQuery('currentUserView', {})
  return (
    <>
      <PageHeader title="Silo Settings" />
      <RouteTabs
        label="Silo settings tabs"
        matchPrefix
        tabs={[
          { label: 'Users', to: paths.siloUsers() },
          // SCIM tokens are the silo admins' business (others get a 403)
          ...(me.siloAdmin ? [{ label: 'SCIM Tokens', to: paths.siloScimTokens() }] : []),
          { label: 'Auth Settings', to: paths.siloAuthSettings() },
        ]}
      />
    </>
  )
}
