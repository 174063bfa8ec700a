import { apiQuery, useApiMutation, usePrefetchedApiQuery } from '~/api/query'
import { AccessPanel } from '~/components/access/access-panel'
import { siloPolicyRequest } from '~/components/access/access-rows'
import type { RouteHandle } from '~/components/breadcrumbs'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Access', to: paths.siloAccess() }],
}

export function Component() {
  const { data: policy } = usePrefetchedApiQuery('policyView', {})
  const update = useApiMutation('policyUpdate', {
    invalidates: ['policyView', 'projectPolicyView'],
  })
  return (
    <AccessPanel
      title="Silo access"
      resource="silo"
      levels={[{ label: 'silo', policy }]}
      save={(body) => update.mutateAsync(siloPolicyRequest(body).params)}
      request={siloPolicyRequest}
      reads={[apiQuery('policyView', {})]}
    />
  )
}
