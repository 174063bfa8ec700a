import { Link } from 'react-router'
import { apiRequest } from '~/api/client'
import { cachedApiData, usePrefetchedApiQuery } from '~/api/query'
import { itemCrumbs, type RouteHandle } from '~/components/breadcrumbs'
import { PageHeader } from '~/components/page-header'
import { IdProperty, Property, TimeProperty } from '~/components/property'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { getSwitchSelector, useSwitchSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import { BaseboardProperties } from './hardware-badges'

export const handle: RouteHandle = {
  crumbs: itemCrumbs(
    [{ label: 'Inventory', to: paths.systemInventory() }],
    getSwitchSelector,
    // the serial once the switch is loaded (the loader made sure it is)
    (path) => ({
      label: `Switch ${cachedApiData('switchView', { path })?.baseboard.serial ?? path.switchId}`,
      to: paths.systemSwitch(path),
    }),
  ),
}

/** One switch of a rack: its baseboard, its rack, and the way to its ports. */
export function Component() {
  const path = useSwitchSelector()
  const { data: sw } = usePrefetchedApiQuery('switchView', { path })
  return (
    <>
      <PageHeader title={`Switch ${sw.baseboard.serial}`} />
      <dl className="properties" aria-label="Switch properties">
        <BaseboardProperties baseboard={sw.baseboard} />
        <Property term="Rack" mono>
          <Link to={paths.systemRack({ rackId: sw.rackId })}>{sw.rackId}</Link>
        </Property>
        <TimeProperty term="Added" date={sw.timeCreated} />
        <IdProperty id={sw.id} />
      </dl>
      <p className="tab-note">
        Its ports and their settings are under{' '}
        <Link to={paths.systemSwitchPorts()}>Switch ports</Link>.
      </p>
      <ViewRequestDisclosure request={apiRequest('switchView', { path })} />
    </>
  )
}
