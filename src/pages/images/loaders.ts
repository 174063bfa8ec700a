import type { LoaderFunctionArgs } from 'react-router'
import { allPagesQuery, ensure, prefetch, startFetch } from '~/api/query'
import { urlListQuery } from '~/api/url-list-query'
import {
  getProjectImageSelector,
  getProjectSelector,
  getSiloImageSelector,
} from '~/hooks/selectors'

/** The image pages' loaders, imported by the route table. */

export const imageParams = ({ project, image }: { project: string; image: string }) => ({
  path: { image },
  query: { project },
})

export async function siloImagesPageLoader({ request }: LoaderFunctionArgs) {
  // every project, to name the project of each image
  await prefetch(urlListQuery(request, 'imageList', {}), allPagesQuery('projectList', {}))
  return null
}

export function projectImagesPageLoader({ params, request }: LoaderFunctionArgs) {
  startFetch(urlListQuery(request, 'imageList', { query: getProjectSelector(params) }))
  return null
}

export async function siloImageViewLoader({ params }: LoaderFunctionArgs) {
  await ensure('imageView', { path: getSiloImageSelector(params) })
  return null
}

export async function projectImageViewLoader({ params }: LoaderFunctionArgs) {
  await ensure('imageView', imageParams(getProjectImageSelector(params)))
  return null
}
