import { Suspense } from 'react'
import type { ExportKind } from '~/export/project-data'
import { lazyWithRetry } from '~/ui/lazy-with-retry'
import type { BulkExtra } from '../bulk/bulk-action'

// the exporters and the panel load when a person presses Export, not with the list
const ExportPanel = lazyWithRetry(() => import('./export-panel'))

/**
 * A list's bulk bar offers "Export": the ticked rows (and what they need) as
 * Terraform, a CLI script and a blueprint, in the project's export panel.
 */
export function exportTicked<T extends { id: string }>(
  project: string,
  kind: ExportKind,
): BulkExtra<T> {
  return {
    label: 'Export',
    open: (rows, close) => (
      <Suspense fallback={null}>
        <ExportPanel
          project={project}
          only={{ kind, ids: rows.map((r) => r.id) }}
          onDismiss={close}
        />
      </Suspense>
    ),
  }
}
