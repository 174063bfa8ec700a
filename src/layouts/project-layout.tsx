import { Suspense, useState } from 'react'
import type { RouteHandle } from '~/components/breadcrumbs'
import { SectionLayout } from '~/components/section-layout'
import { getProjectSelector, useProjectSelector } from '~/hooks/selectors'
import { lazyWithRetry } from '~/ui/lazy-with-retry'
import { paths } from '~/util/paths'
import { useIsFleetViewer } from './fleet-viewer'
import { projectNavItems } from './nav-items'

// the exporters and the panel load when a person reaches for Export, not with the page
const ExportPanel = lazyWithRetry(() => import('~/components/export/export-panel'))

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
  const [exporting, setExporting] = useState(false)
  return (
    <>
      <SectionLayout
        label="Project"
        heading={`Project ${selector.project}`}
        items={projectNavItems(selector, fleetViewer)}
        action={
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onPointerEnter={ExportPanel.preload}
            onFocus={ExportPanel.preload}
            onClick={() => setExporting(true)}
          >
            Export project
          </button>
        }
      />
      {exporting && (
        <Suspense fallback={null}>
          <ExportPanel project={selector.project} onDismiss={() => setExporting(false)} />
        </Suspense>
      )}
    </>
  )
}
