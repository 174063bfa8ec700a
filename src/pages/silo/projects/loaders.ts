import type { LoaderFunctionArgs } from 'react-router'
import { ensure, startFetch } from '~/api/query'
import { urlListQuery } from '~/api/url-list-query'
import { getProjectSelector } from '~/hooks/selectors'

/** The project list's loaders, imported by the route table. */

export async function projectEditFormLoader({ params }: LoaderFunctionArgs) {
  await ensure('projectView', { path: getProjectSelector(params) })
  return null
}

export function projectsPageLoader({ request }: LoaderFunctionArgs) {
  startFetch(urlListQuery(request, 'projectList', {}))
  return null
}
