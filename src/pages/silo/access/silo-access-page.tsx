import { apiQuery, mutate, usePrefetchedApiQuery } from '~/api/query'
import { AccessPanel } from '~/components/access/access-panel'
import { siloPolicyRequest } from '~/components/access/access-rows'
import type { RouteHandle } from '~/components/breadcrumbs'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Access', to: paths.siloAccess() }],
}

export function Component() {
  const { data: policy } = usePrefetchedApiQuery('policyView', {})
  return (
    <AccessPanel
      title="Silo access"
      resource="silo"
      levels={[{ label: 'silo', policy }]}
      save={(body) =>
        mutate('policyUpdate', siloPolicyRequest(body).params, {
          invalidates: ['policyView', 'projectPolicyView'],
        })
      }
      request={siloPolicyRequest}
      reads={[apiQuery('policyView', {})]}
    />
  )
}
