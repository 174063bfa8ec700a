import { useQuery } from '@tanstack/react-query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { SectionLayout } from '~/components/section-layout'
import { getProjectSelector, useProjectSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import { projectViewQuery } from './loaders'

export const handle: RouteHandle = {
  crumbs: (params) => {
    const selector = getProjectSelector(params)
    return [
      { label: 'Projects', to: paths.projects() },
      { label: selector.project, to: paths.project(selector) },
    ]
  },
}

export function Component() {
  const selector = useProjectSelector()
  // the loader does not wait for the project: one that does not exist (or that
  // the API refuses) is the error page as soon as the API says so
  const view = useQuery(projectViewQuery(selector.project))
  if (view.data === undefined && view.error) throw view.error
  return (
    <SectionLayout
      label="Project"
      heading={`Project ${selector.project}`}
      items={[
        { label: 'Instances', to: paths.instances(selector) },
        { label: 'Disks', to: paths.disks(selector) },
        { label: 'Snapshots', to: paths.snapshots(selector) },
        { label: 'Images', to: paths.projectImages(selector) },
        { label: 'Affinity Groups', to: paths.affinity(selector) },
        { label: 'VPCs', to: paths.vpcs(selector) },
        { label: 'Floating IPs', to: paths.floatingIps(selector) },
        { label: 'External Subnets', to: paths.externalSubnets(selector) },
        { label: 'Access', to: paths.projectAccess(selector) },
      ]}
    />
  )
}
