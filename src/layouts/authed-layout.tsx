import { useQuery } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { Outlet } from 'react-router'
import { hasSeenForbidden, subscribeForbidden } from '~/api/client'
import { usePrefetchedApiQuery } from '~/api/query'
import { TopBar } from '~/components/top-bar'
import { Alert } from '~/ui/alert'
import { groupsQuery, siloPolicyQuery } from './loaders'

/**
 * A user with no groups and no role on the silo who gets a 403
 * most likely signed in through a misconfigured identity provider.
 */
function MisconfiguredIdpNotice({ userId }: { userId: string }) {
  const sawForbidden = useSyncExternalStore(subscribeForbidden, hasSeenForbidden)
  // asked for once the API has refused something, and read plainly: a failed
  // call (a 403 on the silo policy is part of the answer) leaves the page as it
  // is, never an error page. The first answer stands: asking again would change
  // the policy under the page on screen (the access page would drop the actions
  // the person just tried)
  const plainly = {
    enabled: sawForbidden,
    staleTime: Number.POSITIVE_INFINITY,
    throwOnError: false,
  }
  const groups = useQuery({ ...groupsQuery, ...plainly })
  const policy = useQuery({ ...siloPolicyQuery, ...plainly })
  const noGroups = groups.data?.items.length === 0
  const noRole =
    policy.error?.statusCode === 403 ||
    (policy.isSuccess && !policy.data.roleAssignments.some((a) => a.identityId === userId))
  if (!noGroups || !noRole || !sawForbidden) return null
  return (
    <div className="content-notice">
      <Alert variant="info" title="You have no access in this silo">
        You are signed in, but you belong to no groups and hold no role, so the API refuses most
        actions. Your identity provider is probably misconfigured: ask your administrator to check
        that it sends your groups. See the{' '}
        <a href="https://docs.oxide.computer/guides/operator/identity-providers">
          identity provider guide
        </a>
        .
      </Alert>
    </div>
  )
}

export function Component() {
  const { data: me } = usePrefetchedApiQuery('currentUserView', {})
  return (
    <>
      <TopBar me={me} />
      <MisconfiguredIdpNotice userId={me.id} />
      <Outlet />
    </>
  )
}
