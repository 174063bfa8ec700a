import { capitalize } from '~/api/errors'
import { mutateRequest } from '~/api/query'
import { confirmAction } from '~/ui/confirm'
import type { AttachableKind } from './attachable-kind'

type Item = { name: string }

/** Detach the resource from its instance after confirming. */
export function confirmDetach(
  kind: AttachableKind,
  project: string,
  item: Item & { address: string },
  instance: string,
) {
  confirmAction({
    title: `Detach ${kind.noun}`,
    body: (
      <>
        Detach <strong>{item.name}</strong> (<span className="mono">{item.address}</span>) from
        instance <strong>{instance}</strong>? The instance stops receiving traffic sent to it.
      </>
    ),
    confirmLabel: 'Detach',
    errorTitle: `Could not detach ${kind.noun}`,
    action: () =>
      mutateRequest(kind.requests.detach(project, item.name), {
        invalidates: kind.queries,
        toast: { title: `${capitalize(kind.noun)} detached`, content: item.name },
      }),
  })
}

/** Delete the resource after confirming; the API refuses while it is attached. */
export function confirmDelete(kind: AttachableKind, project: string, item: Item) {
  confirmAction({
    title: `Delete ${kind.noun}`,
    body: (
      <>
        Delete {kind.noun} <strong>{item.name}</strong>? {kind.deleteNote}
      </>
    ),
    confirmLabel: 'Delete',
    errorTitle: `Could not delete ${kind.noun}`,
    action: () =>
      mutateRequest(kind.requests.delete(project, item.name), {
        invalidates: kind.queries,
        toast: { title: `${capitalize(kind.noun)} deleted`, content: item.name },
      }),
  })
}
