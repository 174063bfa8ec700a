import type { LoaderFunctionArgs } from 'react-router'
import { apiQuery, ensure, listQuery, prefetch } from '~/api/query'
import { getSshKeySelector } from '~/hooks/selectors'

/** The settings pages' loaders: in the route table, so their data loads with the page's code, not after it. */

export async function sshKeyViewFormLoader({ params }: LoaderFunctionArgs) {
  await ensure('currentUserSshKeyView', { path: getSshKeySelector(params) })
  return null
}

export async function sshKeysPageLoader() {
  await prefetch(listQuery('currentUserSshKeyList', {}))
  return null
}

export async function profilePageLoader() {
  await prefetch(apiQuery('currentUserView', {}), apiQuery('currentUserGroups', {}))
  return null
}
