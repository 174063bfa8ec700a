import { apiQuery, mutate, usePrefetchedApiQuery } from '~/api/query'
import { AccessPanel } from '~/components/access/access-panel'
import { projectPolicyRequest } from '~/components/access/access-rows'
import type { RouteHandle } from '~/components/breadcrumbs'
import { getProjectSelector, useProjectSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: (params) => [{ label: 'Access', to: paths.projectAccess(getProjectSelector(params)) }],
}

export function Component() {
  const selector = useProjectSelector()
  const { data: siloPolicy } = usePrefetchedApiQuery('policyView', {})
  const { data: policy } = usePrefetchedApiQuery('projectPolicyView', { path: selector })
  return (
    <AccessPanel
      title="Project access"
      resource="project"
      levels={[
        { label: 'silo', policy: siloPolicy },
        { label: 'project', policy },
      ]}
      save={(body) =>
        mutate('projectPolicyUpdate', projectPolicyRequest(selector.project, body).params, {
          invalidates: ['projectPolicyView'],
        })
      }
      request={(body) => projectPolicyRequest(selector.project, body)}
      reads={[apiQuery('policyView', {}), apiQuery('projectPolicyView', { path: selector })]}
    />
  )
}
