import { usePrefetchedApiQuery } from '~/api/query'
import { ActivityList } from '~/components/activity/activity-list'
import type { RouteHandle } from '~/components/breadcrumbs'
import { useVpcSelector } from '~/hooks/selectors'
import { projectResourceAudit } from '~/util/audit-match'

export const handle: RouteHandle = { title: 'Activity' }

/** The audit log's entries about the VPC: its own calls and those of its rules, subnets and routers. */
export function Component() {
  const { project, vpc: name } = useVpcSelector()
  const { data: vpc } = usePrefetchedApiQuery('vpcView', {
    path: { vpc: name },
    query: { project },
  })
  return <ActivityList about={projectResourceAudit('vpc', project, vpc)} />
}
