import type { RouteHandle } from '~/components/breadcrumbs'
import { SectionLayout } from '~/components/section-layout'
import { getProjectSelector, useProjectSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'

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
