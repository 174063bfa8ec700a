import { usePrefetchedApiQuery } from '~/api/query'
import { ActivityPage } from '~/components/activity/activity-page'
import type { RouteHandle } from '~/components/breadcrumbs'
import { getProjectImageSelector, useProjectImageSelector } from '~/hooks/selectors'
import { projectResourceAudit } from '~/util/audit-match'
import { paths } from '~/util/paths'
import { imageParams } from './loaders'

export const handle: RouteHandle = {
  crumbs: (params) => {
    const selector = getProjectImageSelector(params)
    return [
      { label: 'Images', to: paths.projectImages(selector) },
      { label: selector.image, to: paths.projectImageEdit(selector) },
    ]
  },
  title: 'Activity',
}

/** The audit log's entries about the project's image, by its name or id. */
export function Component() {
  const selector = useProjectImageSelector()
  const { data: image } = usePrefetchedApiQuery('imageView', imageParams(selector))
  return (
    <ActivityPage
      name={image.name}
      about={projectResourceAudit('image', selector.project, image)}
    />
  )
}
