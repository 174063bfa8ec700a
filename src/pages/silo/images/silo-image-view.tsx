import { useNavigate } from 'react-router'
import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { ImageView } from '~/components/images/image-view'
import { useSiloImageSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'

export const handle: RouteHandle = { title: (p) => p.image ?? '' }

/** `/images/{image}/edit` */
export function Component() {
  const navigate = useNavigate()
  const selector = useSiloImageSelector()
  const { data: image } = usePrefetchedApiQuery('imageView', { path: selector })
  return <ImageView image={image} onDismiss={() => navigate(paths.siloImages())} />
}
