import type { ReactNode } from 'react'
import type { ApiRequest, OperationId } from '~/api/client'
import { capitalize } from '~/api/errors'
import { mutateRequest } from '~/api/query'
import { confirmAction } from '~/ui/confirm'

type ConfirmDeleteOptions = {
  /** what is deleted, in lower case, e.g. "address lot" */
  noun: string
  /** the name (or id) the question and the toast show */
  name: string
  /** what follows the name in the question, its question mark included */
  consequence?: ReactNode
  request: ApiRequest
  /** operations whose queries the deletion changes */
  invalidates: readonly OperationId[]
  onDeleted?: () => void
  /**
   * What the API would refuse the delete over (`delete-dependents.tsx`), read when the
   * confirm opens and again before sending: one sentence with links, and no delete sent
   */
  dependents?: () => Promise<ReactNode | undefined>
}

/**
 * Ask "Delete {noun} {name}?" and, when confirmed, send the delete request; a
 * toast "{Noun} deleted" names what went, and a failure shows "Could not delete {noun}".
 */
export function confirmDelete({
  noun,
  name,
  consequence = '? This cannot be undone.',
  request,
  invalidates,
  onDeleted,
  dependents,
}: ConfirmDeleteOptions) {
  confirmAction({
    title: `Delete ${noun}`,
    body: (
      <>
        Delete {noun} <strong>{name}</strong>
        {consequence}
      </>
    ),
    confirmLabel: 'Delete',
    errorTitle: `Could not delete ${noun}`,
    check: dependents,
    action: async () => {
      await mutateRequest(request, {
        invalidates,
        toast: { title: `${capitalize(noun)} deleted`, content: name },
      })
      onDeleted?.()
    },
  })
}
