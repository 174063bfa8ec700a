import { usePrefetchedApiQuery } from '~/api/query'
import { ActivityList } from '~/components/activity/activity-list'
import type { RouteHandle } from '~/components/breadcrumbs'
import { useInstanceSelector } from '~/hooks/selectors'
import { projectResourceAudit } from '~/util/audit-match'
import { instanceParams } from './loaders'

export const handle: RouteHandle = { title: 'Activity' }

/** The audit log's entries about the instance, by its name or id. */
export function Component() {
  const selector = useInstanceSelector()
  const { data: instance } = usePrefetchedApiQuery('instanceView', instanceParams(selector))
  return <ActivityList about={projectResourceAudit('instance', selector.project, instance)} />
}
