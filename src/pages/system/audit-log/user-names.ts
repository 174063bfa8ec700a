import { type UseQueryResult, useQueries, useQuery } from '@tanstack/react-query'
import type { ApiError } from '~/api/errors'
import { type AllPages, allPagesQuery, queryClient, startFetch } from '~/api/query'
import type { UserNames } from './audit-range'

/**
 * Silo users' names for the audit log's actors: the fleet viewer reads each
 * silo's users (`siloUserList`), every page. An actor of a silo gone since, or
 * of one not read yet, shows by its id.
 */
const silosQuery = () => allPagesQuery('siloList', {})
const siloUsersQuery = (silo: string) => allPagesQuery('siloUserList', { query: { silo } })

/** From the loader: the silos, then every silo's users at once; the page does not wait. */
export function startUserNames() {
  queryClient
    .fetchQuery(silosQuery())
    .then(({ items }) => startFetch(...items.map((s) => siloUsersQuery(s.id))))
    .catch(() => {
      // names are a nicety: actors then show by id
    })
}

const toNames = (results: UseQueryResult<AllPages<'siloUserList'>, ApiError>[]): UserNames =>
  new Map(results.flatMap((r) => r.data?.items.map((u) => [u.id, u.displayName] as const) ?? []))

/** The names read so far, growing as each silo's users arrive. */
export function useUserNames(): UserNames {
  const silos = useQuery(silosQuery())
  return useQueries({
    queries: (silos.data?.items ?? []).map((s) => siloUsersQuery(s.id)),
    combine: toNames,
  })
}
