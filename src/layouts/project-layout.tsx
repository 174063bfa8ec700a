import type { RouteHandle } from '~/components/breadcrumbs'
import { SectionLayout } from '~/components/section-layout'
import { getProjectSelector, useProjectSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import { useIsFleetViewer } from './fleet-viewer'
import { projectNavItems } from './nav-items'

export const handle: RouteHandle = {
  crumbs: (params) => {
    const selector = getProjectSelector(params)
    return [
      { label: 'Projects', to: paths.projects(), inTitle: false },
      { label: selector.project, to: paths.project(selector) },
    ]
  },
}

export function Component() {
  const selector = useProjectSelector()
  const fleetViewer = useIsFleetViewer()
  return (
    <SectionLayout
      label="Project"
      heading={`Project ${selector.project}`}
      items={projectNavItems(selector, fleetViewer)}
    />
  )
}
