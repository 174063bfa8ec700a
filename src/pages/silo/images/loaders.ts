import type { LoaderFunctionArgs } from 'react-router'
import { allPagesQuery, ensure, prefetch } from '~/api/query'
import { urlListQuery } from '~/api/url-list-query'
import { getSiloImageSelector } from '~/hooks/selectors'

/** The silo's image pages' loaders, imported by the route table. */

export async function siloImagesPageLoader({ request }: LoaderFunctionArgs) {
  // every project, to name the project of each image
  await prefetch(urlListQuery(request, 'imageList', {}), allPagesQuery('projectList', {}))
  return null
}

export async function siloImageViewLoader({ params }: LoaderFunctionArgs) {
  await ensure('imageView', { path: getSiloImageSelector(params) })
  return null
}
