import type { AffinityGroup } from '~/api/__generated__/Api'
import { capitalize } from '~/api/errors'
import { mutateRequest, readFresh } from '~/api/query'
import { afterDelete } from '~/components/bulk/after-delete'
import { type BulkActions, readBeforeDelete } from '~/components/bulk/bulk-action'
import { confirmAction } from '~/ui/confirm'
import type { GroupKind, GroupSelector } from './group-kind'

/** Delete a group after a confirmation; its members stay, only the rule goes. */
export function confirmDeleteGroup(
  kind: GroupKind,
  project: string,
  group: Pick<AffinityGroup, 'name'>,
  onDeleted?: () => void,
) {
  confirmAction({
    title: `Delete ${kind.noun}`,
    body: (
      <>
        Delete {kind.noun} <strong>{group.name}</strong>? {kind.deleteNote}
      </>
    ),
    confirmLabel: 'Delete',
    errorTitle: `Could not delete ${kind.noun}`,
    action: () =>
      mutateRequest(kind.requests.delete({ project, group: group.name }), {
        beforeInvalidate: () => onDeleted?.(),
        invalidates: kind.queries,
        toast: { title: `${capitalize(kind.noun)} deleted`, content: group.name },
      }),
  })
}

/** Take an instance out of the group after a confirmation. */
export function confirmRemoveMember(kind: GroupKind, selector: GroupSelector, instance: string) {
  confirmAction({
    title: 'Remove member',
    body: (
      <>
        Remove instance <strong>{instance}</strong> from {kind.noun}{' '}
        <strong>{selector.group}</strong>? {kind.removeNote}
      </>
    ),
    confirmLabel: 'Remove',
    errorTitle: 'Could not remove member',
    action: () =>
      mutateRequest(kind.requests.memberRemove(selector, instance), {
        invalidates: kind.queries,
        toast: { title: 'Member removed', content: instance },
      }),
  })
}

/** The group list's bulk delete. */
export const groupBulkActions = (kind: GroupKind, project: string): BulkActions<AffinityGroup> => ({
  actions: [
    {
      label: 'Delete',
      done: 'deleted',
      noun: [kind.noun, `${kind.noun}s`],
      destructive: true,
      note: 'Their instances stay as they are',
      run: (g) => mutateRequest(kind.requests.delete({ project, group: g.name })),
      finish: afterDelete(kind.param, ...kind.queries),
      resume: readBeforeDelete((g) => {
        const { operationId, params } = kind.requests.view({ project, group: g.name })
        return readFresh(operationId, params)
      }),
    },
  ],
})
