import { apiQuery, mutate, usePrefetchedApiQuery } from '~/api/query'
import { AccessPanel } from '~/components/access/access-panel'
import { systemPolicyRequest } from '~/components/access/access-rows'
import type { RouteHandle } from '~/components/breadcrumbs'
import { useIsFleetAdmin } from '~/pages/system/use-fleet-role'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Access', to: paths.systemAccess() }],
}

/** The system policy: who holds a fleet role (admin, collaborator, viewer). */
export function Component() {
  const { data: policy } = usePrefetchedApiQuery('systemPolicyView', {})
  // the fleet role may also come from the silo's mapped fleet roles, which the policy alone misses
  const canEdit = useIsFleetAdmin()
  return (
    <AccessPanel
      title="Fleet access"
      resource="fleet"
      levels={[{ label: 'fleet', policy }]}
      canEdit={canEdit}
      save={(body) =>
        mutate('systemPolicyUpdate', systemPolicyRequest(body).params, {
          invalidates: ['systemPolicyView'],
        })
      }
      request={systemPolicyRequest}
      reads={[apiQuery('systemPolicyView', {})]}
    />
  )
}
