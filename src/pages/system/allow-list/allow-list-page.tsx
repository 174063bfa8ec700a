import { Outlet } from 'react-router'
import { usePrefetchedApiQuery } from '~/api/query'
import { LastChanged } from '~/components/activity/last-changed'
import type { RouteHandle } from '~/components/breadcrumbs'
import { PageHeader } from '~/components/page-header'
import { Property, TimeProperty } from '~/components/property'
import { TitledSection } from '~/components/titled-section'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'
import { useIsFleetAdmin } from '../use-fleet-role'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'IP Allow List', to: paths.systemAllowList() }],
}

/** The source addresses the external API (and so the console) accepts requests from. */
export function Component() {
  const { data } = usePrefetchedApiQuery('networkingAllowListView', {})
  const isAdmin = useIsFleetAdmin()
  const allowed = data.allowedIps
  return (
    <>
      <PageHeader
        title="IP Allow List"
        actions={
          isAdmin && <LinkButton to={paths.systemAllowListEdit()}>Edit allow list</LinkButton>
        }
      />
      <p className="page-note">
        The rack’s external API and this console accept requests only from the sources allowed here.
      </p>
      <LastChanged operation="networking_allow_list_update" />
      <dl className="properties" aria-label="IP allow list">
        <Property term="Allowed sources">
          {allowed.allow === 'any' ? 'Any address' : 'Only the networks listed'}
        </Property>
        <TimeProperty term="Last modified" date={data.timeModified} />
      </dl>
      {allowed.allow === 'list' && (
        <TitledSection title="Allowed networks">
          <ul className="mono allow-list" aria-label="Allowed networks">
            {allowed.ips.map((ip) => (
              <li key={ip}>{ip}</li>
            ))}
          </ul>
        </TitledSection>
      )}
      {!isAdmin && <p className="page-note">Only fleet admins can change the allow list.</p>}
      <Outlet />
    </>
  )
}
