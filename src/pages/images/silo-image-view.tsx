import { type LoaderFunctionArgs, useNavigate } from 'react-router'
import { ensure, usePrefetchedApiQuery } from '~/api/query'
import { getSiloImageSelector, useSiloImageSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import { ImageView } from './image-view'

export async function loader({ params }: LoaderFunctionArgs) {
  await ensure('imageView', { path: getSiloImageSelector(params) })
  return null
}

/** `/images/{image}/edit` */
export function Component() {
  const navigate = useNavigate()
  const selector = useSiloImageSelector()
  const { data: image } = usePrefetchedApiQuery('imageView', { path: selector })
  return <ImageView image={image} onDismiss={() => navigate(paths.siloImages())} />
}
