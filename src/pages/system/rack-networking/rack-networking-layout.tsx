import type { RouteHandle } from '~/components/breadcrumbs'
import { PageHeader } from '~/components/page-header'
import { RouteTabs } from '~/components/route-tabs'
import { paths } from '~/util/paths'
import { useIsFleetAdmin } from '../use-fleet-role'
import { rackNetworkingTabs } from './rack-networking-tabs'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Rack Networking', to: paths.systemAddressLots() }],
}

/** The rack's own networking (address lots, loopback addresses, BGP...), one tab per area. */
export function Component() {
  const isAdmin = useIsFleetAdmin()
  return (
    <>
      <PageHeader title="Rack Networking" />
      {!isAdmin && <p className="page-note">Only fleet admins can change rack networking.</p>}
      <RouteTabs label="Rack networking tabs" tabs={rackNetworkingTabs} matchPrefix />
    </>
  )
}
