import { usePrefetchedApiQuery } from '~/api/query'
import { ActivityPage } from '~/components/activity/activity-page'
import type { RouteHandle } from '~/components/breadcrumbs'
import { getDiskSelector, useDiskSelector } from '~/hooks/selectors'
import { projectResourceAudit } from '~/util/audit-match'
import { paths } from '~/util/paths'
import { diskParams } from './loaders'

export const handle: RouteHandle = {
  crumbs: (params) => {
    const selector = getDiskSelector(params)
    return [
      { label: 'Disks', to: paths.disks(selector) },
      { label: selector.disk, to: paths.diskActivity(selector) },
    ]
  },
  title: 'Activity',
}

/** The audit log's entries about the disk, by its name or id. */
export function Component() {
  const selector = useDiskSelector()
  const { data: disk } = usePrefetchedApiQuery('diskView', diskParams(selector))
  return (
    <ActivityPage name={disk.name} about={projectResourceAudit('disk', selector.project, disk)} />
  )
}
