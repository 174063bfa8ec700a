import type { LoaderFunctionArgs } from 'react-router'
import type { CurrentUser } from '~/api/__generated__/Api'
import { apiQuery, ensure, prefetch, prefetchMissing, startFetch } from '~/api/query'
import { urlListQuery } from '~/api/url-list-query'
import { getSiloUserSelector } from '~/hooks/selectors'
import { meQuery } from '~/layouts/loaders'

/** The silo settings pages' loaders, imported by the route table. */

/** The silo's SCIM tokens (the API names the silo: the signed-in user's own). */
export const scimTokensQuery = (silo: string) => apiQuery('scimTokenList', { query: { silo } })
export const authSettingsQuery = apiQuery('authSettingsView', {})

/** Whether the user may see (and end) another user's sessions and tokens: their silo admin. */
export const canManageUser = (me: Pick<CurrentUser, 'id' | 'siloAdmin'>, userId: string) =>
  me.id === userId || me.siloAdmin

const currentUser = async () => (await prefetchMissing(meQuery))[0] as CurrentUser | undefined

export async function siloSettingsLoader() {
  await prefetchMissing(meQuery)
  return null
}

export function siloUsersLoader({ request }: LoaderFunctionArgs) {
  startFetch(urlListQuery(request, 'userList', {}))
  return null
}

export async function siloUserLoader({ params, request }: LoaderFunctionArgs) {
  const { userId } = getSiloUserSelector(params)
  const [me] = await Promise.all([currentUser(), ensure('userView', { path: { userId } })])
  // another user's sessions are their silo admin's to see: nobody else asks (a 403)
  if (me && canManageUser(me, userId)) {
    startFetch(
      urlListQuery(request, 'userSessionList', { path: { userId } }),
      urlListQuery(request, 'userTokenList', { path: { userId } }, 'tokens-'),
    )
  }
  return null
}

export async function scimTokensLoader() {
  const me = await currentUser()
  // the tab is offered to silo admins; anyone else who opens it sees the API's refusal
  if (me) await prefetch(scimTokensQuery(me.siloName))
  return null
}

export async function authSettingsLoader() {
  await prefetch(authSettingsQuery)
  return null
}
