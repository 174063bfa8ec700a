import { usePrefetchedQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { useBulkActions } from '~/components/bulk/use-bulk'
import { exportTicked } from '~/components/export/export-ticked'
import { getProjectSelector, useProjectSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import type { AttachableRow } from '../attachables/attachable-kind'
import { AttachableList } from '../attachables/attachable-list'
import { floatingIpBulkActions } from './floating-ip-bulk'
import { floatingIpKind } from './floating-ip-kind'
import { instancesQuery, poolsQuery } from './loaders'

export const handle: RouteHandle = {
  crumbs: (params) => [
    { label: 'Floating IPs', to: paths.floatingIps(getProjectSelector(params)) },
  ],
}

export function Component() {
  const { project } = useProjectSelector()
  const pools = usePrefetchedQuery(poolsQuery()).data.items
  const instances = usePrefetchedQuery(instancesQuery(project)).data.items
  const bulk = useBulkActions({
    ...floatingIpBulkActions(project, (id) => instances.find((i) => i.id === id)?.name ?? id),
    extras: [exportTicked<AttachableRow>(project, 'floatingIps')],
  })
  return (
    <AttachableList
      kind={floatingIpKind}
      project={project}
      pools={pools}
      instances={instances}
      bulk={bulk}
    />
  )
}
