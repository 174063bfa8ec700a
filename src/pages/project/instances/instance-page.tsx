import { useNavigate } from 'react-router'
import type { Instance } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { usePrefetchedApiQuery } from '~/api/query'
import { isInstanceTransitional } from '~/api/states'
import type { RouteHandle } from '~/components/breadcrumbs'
import { DateTime } from '~/components/date-time'
import { PageHeader } from '~/components/page-header'
import { POLL_MS } from '~/components/query-table'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { RouteTabs } from '~/components/route-tabs'
import { InstanceStateBadge } from '~/components/state-badge'
import { getInstanceSelector, useInstanceSelector } from '~/hooks/selectors'
import { DropdownMenu } from '~/ui/dropdown-menu'
import { paths } from '~/util/paths'
import { formatBytes } from '~/util/units'
import { instanceMenuItems } from './instance-actions'
import { reachableIps } from './instance-ips'
import { instanceParams } from './loaders'

export const handle: RouteHandle = {
  crumbs: (p) => {
    const selector = getInstanceSelector(p)
    return [
      { label: 'Instances', to: paths.instances(selector) },
      { label: selector.instance, to: paths.instance(selector) },
    ]
  },
}

const pollWhileTransitional = {
  refetchInterval: (q: { state: { data?: Instance } }) =>
    q.state.data && isInstanceTransitional(q.state.data) ? POLL_MS : false,
}

export function Component() {
  const navigate = useNavigate()
  const selector = useInstanceSelector()
  const { data: instance } = usePrefetchedApiQuery(
    'instanceView',
    instanceParams(selector),
    pollWhileTransitional,
  )
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
        <dt>State</dt>
        <dd>
          <InstanceStateBadge state={instance.runState} />
        </dd>
        <dt>ID</dt>
        <dd className="mono">{instance.id}</dd>
        <dt>vCPUs</dt>
        <dd>{instance.ncpus}</dd>
        <dt>Memory</dt>
        <dd>{formatBytes(instance.memory)}</dd>
        <dt>Hostname</dt>
        <dd className="mono">{instance.hostname}</dd>
        <dt>Created</dt>
        <dd>
          <DateTime date={instance.timeCreated} />
        </dd>
        <dt>External IPs</dt>
        <dd className="mono">{reachable.length ? reachable.join(', ') : 'None'}</dd>
      </dl>
      <ViewRequestDisclosure request={apiRequest('instanceView', instanceParams(selector))} />
      <RouteTabs
        label="Instance"
        tabs={[
          { label: 'Storage', to: paths.instanceStorage(selector) },
          { label: 'Networking', to: paths.instanceNetworking(selector) },
          { label: 'Metrics', to: paths.instanceMetrics(selector) },
          { label: 'Connect', to: paths.instanceConnect(selector) },
          { label: 'Settings', to: paths.instanceSettings(selector) },
        ]}
      />
    </>
  )
}
