import type { LoaderFunctionArgs } from 'react-router'
import { ensure, startFetch } from '~/api/query'
import { urlListQuery } from '~/api/url-list-query'
import { getBuiltinUserSelector } from '~/hooks/selectors'

/** The built-in users' loaders, imported by the route table. */

export function builtinUsersPageLoader({ request }: LoaderFunctionArgs) {
  startFetch(urlListQuery(request, 'userBuiltinList', {}))
  return null
}

export async function builtinUserPageLoader({ params }: LoaderFunctionArgs) {
  await ensure('userBuiltinView', { path: getBuiltinUserSelector(params) })
  return null
}
