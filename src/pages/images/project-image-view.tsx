import { type LoaderFunctionArgs, useNavigate } from 'react-router'
import { ensure, usePrefetchedApiQuery } from '~/api/query'
import { getProjectImageSelector, useProjectImageSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import { ImageView } from './image-view'

const imageParams = ({ project, image }: { project: string; image: string }) => ({
  path: { image },
  query: { project },
})

export async function loader({ params }: LoaderFunctionArgs) {
  await ensure('imageView', imageParams(getProjectImageSelector(params)))
  return null
}

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
