import { apiQuery, useApiMutation, usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { paths } from '~/util/paths'
import { AccessPanel } from './access-panel'
import { siloPolicyRequest } from './access-rows'

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
