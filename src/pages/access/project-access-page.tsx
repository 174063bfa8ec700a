import type { ProjectRolePolicy } from '~/api/__generated__/Api'
import { useApiMutation, usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { getProjectSelector, useProjectSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import { AccessPanel } from './access-panel'

export const handle: RouteHandle = {
  crumbs: (params) => [{ label: 'Access', to: paths.projectAccess(getProjectSelector(params)) }],
}

export function Component() {
  const selector = useProjectSelector()
  const { data: siloPolicy } = usePrefetchedApiQuery('policyView', {})
  const { data: policy } = usePrefetchedApiQuery('projectPolicyView', { path: selector })
  const update = useApiMutation('projectPolicyUpdate', { invalidates: ['projectPolicyView'] })
  return (
    <AccessPanel
      title="Project access"
      resource="project"
      levels={[
        { label: 'silo', policy: siloPolicy },
        { label: 'project', policy },
      ]}
      save={(body) => update.mutateAsync({ path: selector, body: body as ProjectRolePolicy })}
    />
  )
}
