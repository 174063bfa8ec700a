import { useNavigate } from 'react-router'
import { apiRequest } from '~/api/client'
import { usePrefetchedApiQuery } from '~/api/query'
import { activityTab } from '~/components/activity/activity-links'
import type { RouteHandle } from '~/components/breadcrumbs'
import { CopyAsTerraform } from '~/components/export/copy-as-terraform'
import { PageHeader } from '~/components/page-header'
import { IdProperty, Property, TimeProperty } from '~/components/property'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { RouteTabs } from '~/components/route-tabs'
import { InstanceStateBadge } from '~/components/state-badge'
import { getInstanceSelector, useInstanceSelector } from '~/hooks/selectors'
import { useIsFleetViewer } from '~/layouts/fleet-viewer'
import { DropdownMenu } from '~/ui/dropdown-menu'
import { paths } from '~/util/paths'
import { formatBytes } from '~/util/units'
import { instanceMenuItems } from './instance-actions'
import { instanceCrumbs } from './instance-crumbs'
import { reachableIps } from './instance-ips'
import { instanceParams } from './loaders'
import { useInstance } from './use-instance'

export const handle: RouteHandle = {
  crumbs: (p) => instanceCrumbs(getInstanceSelector(p)),
}

export function Component() {
  const navigate = useNavigate()
  const selector = useInstanceSelector()
  const isFleetViewer = useIsFleetViewer()
  const instance = useInstance(selector)
  const { data: ips } = usePrefetchedApiQuery('instanceExternalIpList', instanceParams(selector))
  const reachable = reachableIps(ips.items)
  const items = instanceMenuItems(instance, {
    onDeleted: () => navigate(paths.instances(selector)),
  })
  return (
    <>
      <PageHeader
        title={instance.name}
        actions={<DropdownMenu label="Instance actions" items={items} />}
      />
      <dl className="properties" aria-label="Instance properties">
        <Property term="State">
          <InstanceStateBadge state={instance.runState} />
        </Property>
        <IdProperty id={instance.id} />
        <Property term="vCPUs">{instance.ncpus}</Property>
        <Property term="Memory">{formatBytes(instance.memory)}</Property>
        <Property term="Hostname" mono>
          {instance.hostname}
        </Property>
        <TimeProperty date={instance.timeCreated} />
        <Property term="External IPs" mono>
          {reachable.length ? reachable.join(', ') : 'None'}
        </Property>
      </dl>
      <ViewRequestDisclosure
        request={apiRequest('instanceView', instanceParams(selector))}
        beside={<CopyAsTerraform project={selector.project} kind="instances" ids={[instance.id]} />}
      />
      <RouteTabs
        label="Instance"
        tabs={[
          { label: 'Storage', to: paths.instanceStorage(selector) },
          { label: 'Networking', to: paths.instanceNetworking(selector) },
          { label: 'Metrics', to: paths.instanceMetrics(selector) },
          { label: 'Connect', to: paths.instanceConnect(selector) },
          { label: 'Settings', to: paths.instanceSettings(selector) },
          ...activityTab(isFleetViewer, paths.instanceActivity(selector)),
        ]}
      />
    </>
  )
}
