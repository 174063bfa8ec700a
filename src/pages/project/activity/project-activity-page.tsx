import { usePrefetchedApiQuery } from '~/api/query'
import { ActivityPage } from '~/components/activity/activity-page'
import type { RouteHandle } from '~/components/breadcrumbs'
import { useProjectSelector } from '~/hooks/selectors'

export const handle: RouteHandle = { title: 'Activity' }

/** The audit log's entries about the project: its own calls and those of everything in it, by name or id. */
export function Component() {
  const { project: name } = useProjectSelector()
  // the project layout's loader ensured it
  const { data: project } = usePrefetchedApiQuery('projectView', { path: { project: name } })
  return (
    <ActivityPage
      name={project.name}
      about={{ kind: 'project', names: [project.name, project.id] }}
    />
  )
}
