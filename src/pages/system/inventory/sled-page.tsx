import { apiQuery, queryClient, usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { DateTime } from '~/components/date-time'
import { PageHeader } from '~/components/page-header'
import { RouteTabs } from '~/components/route-tabs'
import { getSledSelector, useSledSelector } from '~/hooks/selectors'
import { Button } from '~/ui/button'
import { paths } from '~/util/paths'
import { formatBytes } from '~/util/units'
import { useIsFleetAdmin } from '../use-fleet-role'
import { provisionChange, provisionPolicyOf, sledLabel } from './hardware'
import { HardwareStateBadge, SledPolicyBadge } from './hardware-badges'
import { confirmSetProvisionPolicy } from './sled-provision'

export const handle: RouteHandle = {
  crumbs: (params) => {
    const path = getSledSelector(params)
    // the serial once the sled is loaded (the loader made sure it is)
    const sled = queryClient.getQueryData(apiQuery('sledView', { path }).queryKey)
    return [
      { label: 'Inventory', to: paths.systemInventory() },
      { label: 'Sleds', to: paths.systemSleds() },
      { label: sled ? sledLabel(sled) : path.sledId, to: paths.systemSled(path) },
    ]
  },
}

/** One sled: its properties and provision policy, its instances and physical disks as tabs. */
export function Component() {
  const selector = useSledSelector()
  const { data: sled } = usePrefetchedApiQuery('sledView', { path: selector })
  const isAdmin = useIsFleetAdmin()
  const canSetPolicy = isAdmin && provisionPolicyOf(sled) !== undefined
  return (
    <>
      <PageHeader
        title={`Sled ${sledLabel(sled)}`}
        actions={
          canSetPolicy && (
            <Button variant="secondary" onClick={() => confirmSetProvisionPolicy(sled)}>
              {provisionChange(sled).label}
            </Button>
          )
        }
      />
      <dl className="properties" aria-label="Sled properties">
        <dt>Provision policy</dt>
        <dd>
          <SledPolicyBadge sled={sled} />
        </dd>
        <dt>State</dt>
        <dd>
          <HardwareStateBadge state={sled.state} />
        </dd>
        <dt>Serial</dt>
        <dd className="mono">{sled.baseboard.serial}</dd>
        <dt>Part</dt>
        <dd className="mono">
          {sled.baseboard.part} rev {sled.baseboard.revision}
        </dd>
        <dt>Slot</dt>
        <dd>{sled.slot ?? '—'}</dd>
        <dt>Rack</dt>
        <dd className="mono">{sled.rackId}</dd>
        <dt>Usable hardware threads</dt>
        <dd>{sled.usableHardwareThreads}</dd>
        <dt>Usable physical RAM</dt>
        <dd>{formatBytes(sled.usablePhysicalRam)}</dd>
        <dt>Added</dt>
        <dd>
          <DateTime date={sled.timeCreated} />
        </dd>
        <dt>ID</dt>
        <dd className="mono">{sled.id}</dd>
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
