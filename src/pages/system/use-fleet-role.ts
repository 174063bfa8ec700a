import { useQuery } from '@tanstack/react-query'
import { apiQuery, prefetchMissing, queryClient } from '~/api/query'
import { systemPolicyQuery } from '~/layouts/fleet-viewer'
import { groupsQuery, meQuery, siloPolicyQuery } from '~/layouts/loaders'
import { fleetRoleOf } from './fleet-role'

const siloQuery = (silo: string) => apiQuery('siloView', { path: { silo } })

/**
 * What `useIsFleetAdmin` reads: loaders of pages with fleet-admin actions prefetch it.
 * The session's roles, once read, do not hold a navigation (rack networking's and the
 * alerts' layouts run again when a tab's search changes): `prefetchMissing`.
 */
export async function prefetchFleetRole() {
  const me = await queryClient.ensureQueryData(meQuery).catch(() => undefined)
  await prefetchMissing(
    groupsQuery,
    systemPolicyQuery,
    siloPolicyQuery,
    ...(me ? [siloQuery(me.siloName)] : []),
  )
}

/**
 * Whether the user may change fleet-wide things (sled policy, target release,
 * the system policy): a fleet viewer who is not an admin sees no such buttons.
 */
export function useIsFleetAdmin() {
  // plain reads: a refused policy or silo view (403) means "not an admin" here, not an error page
  const me = useQuery(meQuery).data
  const groups = useQuery(groupsQuery).data
  const systemPolicy = useQuery(systemPolicyQuery).data
  const siloPolicy = useQuery(siloPolicyQuery).data
  const silo = useQuery({ ...siloQuery(me?.siloName ?? ''), enabled: !!me }).data
  if (!me || !systemPolicy) return false
  const identityIds = [me.id, ...(groups?.items.map((g) => g.id) ?? [])]
  return fleetRoleOf({ systemPolicy, siloPolicy, silo, identityIds }) === 'admin'
}
