import { apiRequest } from '~/api/client'
import { confirmDelete } from '~/components/confirm-delete'

/** The operations whose answers a probe's deletion changes. */
export const PROBE_QUERIES = ['probeList', 'probeView'] as const

export const probeDeleteRequest = (project: string, probe: string) =>
  apiRequest('probeDelete', { path: { probe }, query: { project } })

/** Ask, then delete the probe: its interface goes and its address goes back to the pool. */
export function confirmDeleteProbe(project: string, name: string, onDeleted?: () => void) {
  confirmDelete({
    noun: 'probe',
    name,
    consequence: '? Its interface goes and its external address goes back to its IP pool.',
    request: probeDeleteRequest(project, name),
    invalidates: PROBE_QUERIES,
    onDeleted,
  })
}
