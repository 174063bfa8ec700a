import { usePrefetchedApiQuery } from '~/api/query'
import { ActivityList } from '~/components/activity/activity-list'
import type { RouteHandle } from '~/components/breadcrumbs'
import { useInstanceSelector } from '~/hooks/selectors'
import { instanceParams } from './loaders'

export const handle: RouteHandle = { title: 'Activity' }

/** The audit log's entries about the instance, by its name or id. */
export function Component() {
  const selector = useInstanceSelector()
  const { data: instance } = usePrefetchedApiQuery('instanceView', instanceParams(selector))
  return (
    <ActivityList
      about={{
        kind: 'instance',
        names: [instance.name, instance.id],
        project: [selector.project, instance.projectId],
      }}
    />
  )
}
