import { capitalize } from '~/api/errors'
import { mutateRequest } from '~/api/query'
import { confirmDelete as confirmDeleteNamed } from '~/components/confirm-delete'
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
  confirmDeleteNamed({
    noun: kind.noun,
    name: item.name,
    consequence: `? ${kind.deleteNote}`,
    request: kind.requests.delete(project, item.name),
    invalidates: kind.queries,
  })
}
