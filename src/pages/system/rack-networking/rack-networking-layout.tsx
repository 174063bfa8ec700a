import type { RouteHandle } from '~/components/breadcrumbs'
import { PageHeader } from '~/components/page-header'
import { RouteTabs } from '~/components/route-tabs'
import { paths } from '~/util/paths'
import { rackNetworkingTabs } from './rack-networking-tabs'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Rack Networking', to: paths.systemAddressLots() }],
}

/** The rack's own networking (address lots, loopback addresses, BGP...), one tab per area. */
export function Component() {
  return (
    <>
      <PageHeader title="Rack Networking" />
      <RouteTabs label="Rack networking tabs" tabs={rackNetworkingTabs} matchPrefix />
    </>
  )
}
