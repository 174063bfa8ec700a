import { useNavigate } from 'react-router'
import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { ImageView } from '~/components/images/image-view'
import { useProjectImageSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'

import { imageParams } from './loaders'

export const handle: RouteHandle = { title: (p) => p.image ?? '' }

/** `projects/{project}/images/{image}/edit` */
export function Component() {
  const navigate = useNavigate()
  const selector = useProjectImageSelector()
  const { project } = selector
  const { data: image } = usePrefetchedApiQuery('imageView', imageParams(selector))
  return (
    <ImageView
      image={image}
      projectLink={{ name: project, to: paths.project({ project }) }}
      onDismiss={() => navigate(paths.projectImages({ project }))}
    />
  )
}
