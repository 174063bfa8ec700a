import type { LoaderFunctionArgs } from 'react-router'
import { ensure, listQuery, prefetch, startFetch } from '~/api/query'
import { urlListQuery } from '~/api/url-list-query'
import { getSshKeySelector } from '~/hooks/selectors'
import { groupsQuery, meQuery } from '~/layouts/loaders'

/** The settings pages' loaders, imported by the route table. */

export async function sshKeyViewFormLoader({ params }: LoaderFunctionArgs) {
  await ensure('currentUserSshKeyView', { path: getSshKeySelector(params) })
  return null
}

export function sshKeysPageLoader({ request }: LoaderFunctionArgs) {
  startFetch(urlListQuery(request, 'currentUserSshKeyList', {}))
  return null
}

export async function profilePageLoader() {
  await prefetch(meQuery, groupsQuery)
  return null
}

export async function accessTokensPageLoader() {
  await prefetch(listQuery('currentUserAccessTokenList', {}))
  return null
}
