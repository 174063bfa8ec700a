import { useNavigate } from 'react-router'
import type { SshKey } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { mutate, readFresh } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { afterDelete } from '~/components/bulk/after-delete'
import { type BulkActions, readBeforeDelete } from '~/components/bulk/bulk-action'
import { useBulkActions } from '~/components/bulk/use-bulk'
import { resourceColumns } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-delete'
import { ListPage } from '~/components/list-page'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'SSH Keys', to: paths.sshKeys() }],
}

function confirmDeleteSshKey(key: SshKey) {
  confirmDelete({
    noun: 'SSH key',
    name: key.name,
    consequence:
      '? Instances created from now on will not get it; instances that already have it keep it.',
    request: apiRequest('currentUserSshKeyDelete', { path: { sshKey: key.name } }),
    invalidates: ['currentUserSshKeyList'],
  })
}

const bulkActions: BulkActions<SshKey> = {
  actions: [
    {
      label: 'Delete',
      done: 'deleted',
      noun: ['SSH key', 'SSH keys'],
      destructive: true,
      note: 'Instances that already have them keep them',
      run: (k) => mutate('currentUserSshKeyDelete', { path: { sshKey: k.name } }),
      finish: afterDelete('sshKey', 'currentUserSshKeyList'),
      resume: readBeforeDelete((k) =>
        readFresh('currentUserSshKeyView', { path: { sshKey: k.id } }),
      ),
    },
  ],
}

const newKeyLink = <LinkButton to={paths.sshKeysNew()}>Add SSH key</LinkButton>

export function Component() {
  const navigate = useNavigate()
  const bulk = useBulkActions(bulkActions)
  const columns = resourceColumns<SshKey>(
    (k) => paths.sshKeyEdit({ sshKey: k.name }),
    (k) => [
      { label: 'View', onSelect: () => navigate(paths.sshKeyEdit({ sshKey: k.name })) },
      { label: 'Delete', destructive: true, onSelect: () => confirmDeleteSshKey(k) },
    ],
  )
  return (
    <ListPage
      title="SSH Keys"
      actions={newKeyLink}
      operationId="currentUserSshKeyList"
      params={{}}
      columns={columns}
      label="SSH keys"
      bulk={bulk}
      empty={{
        title: 'No SSH keys',
        body: 'Keys you add here can be put on new instances so you can log in to them.',
      }}
    />
  )
}
