import type { LoaderFunctionArgs } from 'react-router'
import { startAuditRead } from '~/api/audit-read'
import { ensure, startFetch } from '~/api/query'
import { urlListQuery } from '~/api/url-list-query'
import { getProjectImageSelector, getProjectSelector } from '~/hooks/selectors'

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

/** The image's Activity: the image, and the audit log's bounded read for fleet viewers. */
export async function imageActivityLoader({ params, request }: LoaderFunctionArgs) {
  await Promise.all([
    ensure('imageView', imageParams(getProjectImageSelector(params))),
    startAuditRead(request),
  ])
  return null
}
