import { cachedApiData, usePrefetchedApiQuery } from '~/api/query'
import { itemCrumbs, type RouteHandle } from '~/components/breadcrumbs'
import { PageHeader } from '~/components/page-header'
import { IdProperty, Property, TimeProperty } from '~/components/property'
import { RouteTabs } from '~/components/route-tabs'
import { getSledSelector, useSledSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import { formatBytes } from '~/util/units'
import { useIsFleetAdmin } from '../use-fleet-role'
import { sledLabel } from './hardware'
import { BaseboardProperties, PolicyAndState, SledPolicyBadge } from './hardware-badges'
import { provisionPolicyButton } from './sled-provision'

export const handle: RouteHandle = {
  crumbs: itemCrumbs(
    [
      { label: 'Inventory', to: paths.systemInventory() },
      { label: 'Sleds', to: paths.systemSleds() },
    ],
    getSledSelector,
    (path) => {
      // the serial once the sled is loaded (the loader made sure it is)
      const sled = cachedApiData('sledView', { path })
      return { label: sled ? sledLabel(sled) : path.sledId, to: paths.systemSled(path) }
    },
  ),
}

/** One sled: its properties and provision policy, its instances and physical disks as tabs. */
export function Component() {
  const selector = useSledSelector()
  const { data: sled } = usePrefetchedApiQuery('sledView', { path: selector })
  const isAdmin = useIsFleetAdmin()
  return (
    <>
      <PageHeader
        title={`Sled ${sledLabel(sled)}`}
        actions={provisionPolicyButton(sled, isAdmin)}
      />
      <dl className="properties" aria-label="Sled properties">
        <PolicyAndState
          term="Provision policy"
          policy={<SledPolicyBadge sled={sled} />}
          state={sled.state}
        />
        <BaseboardProperties baseboard={sled.baseboard} />
        <Property term="Slot">{sled.slot ?? '—'}</Property>
        <Property term="Rack" mono>
          {sled.rackId}
        </Property>
        <Property term="Usable hardware threads">{sled.usableHardwareThreads}</Property>
        <Property term="Usable physical RAM">{formatBytes(sled.usablePhysicalRam)}</Property>
        <TimeProperty term="Added" date={sled.timeCreated} />
        <IdProperty id={sled.id} />
      </dl>
      <RouteTabs
        label="Sled tabs"
        tabs={[
          { label: 'Instances', to: paths.systemSledInstances(selector) },
          { label: 'Disks', to: paths.systemSledDisks(selector) },
        ]}
      />
    </>
  )
}
