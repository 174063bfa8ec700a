import type { LoaderFunctionArgs } from 'react-router'
import { ensure, startFetch } from '~/api/query'
import { urlListQuery } from '~/api/url-list-query'
import { getMulticastGroupSelector } from '~/hooks/selectors'

/** The multicast pages' loaders, imported by the route table. */

export function multicastGroupsPageLoader({ request }: LoaderFunctionArgs) {
  startFetch(urlListQuery(request, 'multicastGroupList', {}))
  return null
}

export async function multicastGroupPageLoader({ params, request }: LoaderFunctionArgs) {
  const path = getMulticastGroupSelector(params)
  startFetch(urlListQuery(request, 'multicastGroupMemberList', { path }))
  // a group that does not exist (its last member left) is the not-found page
  await ensure('multicastGroupView', { path })
  return null
}
