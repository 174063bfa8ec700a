import { usePrefetchedApiQuery } from '~/api/query'
import { ActivityPage } from '~/components/activity/activity-page'
import type { RouteHandle } from '~/components/breadcrumbs'
import { getFloatingIpSelector, useFloatingIpSelector } from '~/hooks/selectors'
import { projectResourceAudit } from '~/util/audit-match'
import { paths } from '~/util/paths'
import { floatingIpParams } from './loaders'

export const handle: RouteHandle = {
  crumbs: (params) => {
    const selector = getFloatingIpSelector(params)
    return [
      { label: 'Floating IPs', to: paths.floatingIps(selector) },
      { label: selector.floatingIp, to: paths.floatingIpEdit(selector) },
    ]
  },
  title: 'Activity',
}

/** The audit log's entries about the floating IP, by its name or id. */
export function Component() {
  const selector = useFloatingIpSelector()
  const { data: fip } = usePrefetchedApiQuery('floatingIpView', floatingIpParams(selector))
  return (
    <ActivityPage
      name={fip.name}
      about={projectResourceAudit('floating-ip', selector.project, fip)}
    />
  )
}
