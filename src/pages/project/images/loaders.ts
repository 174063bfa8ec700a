import type { LoaderFunctionArgs } from 'react-router'
import { ensure, startFetch } from '~/api/query'
import { urlListQuery } from '~/api/url-list-query'
import { getProjectImageSelector, getProjectSelector } from '~/hooks/selectors'
import { resourceActivityLoader } from '../activity/loaders'

/** A project's image pages' loaders, imported by the route table. */

export const imageParams = ({ project, image }: { project: string; image: string }) => ({
  path: { image },
  query: { project },
})

export function projectImagesPageLoader({ params, request }: LoaderFunctionArgs) {
  startFetch(urlListQuery(request, 'imageList', { query: getProjectSelector(params) }))
  return null
}

export async function projectImageViewLoader({ params }: LoaderFunctionArgs) {
  await ensure('imageView', imageParams(getProjectImageSelector(params)))
  return null
}

export const imageActivityLoader = resourceActivityLoader((params) =>
  ensure('imageView', imageParams(getProjectImageSelector(params))),
)
