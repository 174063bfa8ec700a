import { Outlet } from 'react-router'
import type { UpdatesTrustRoot } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import type { RouteHandle } from '~/components/breadcrumbs'
import { actionsColumn, createdColumn, monoLinkColumn, valueColumn } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-delete'
import { ListTab } from '~/components/list-page'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'
import { useIsFleetAdmin } from '../use-fleet-role'
import { trustRootsParams } from './loaders'
import { rootExpires, rootVersion } from './trust-root-values'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Trust roots', to: paths.systemUpdateTrustRoots() }],
}

/** Delete a trust root after confirming: repositories signed only by its keys are refused after. */
export function confirmDeleteTrustRoot(root: UpdatesTrustRoot, onDeleted?: () => void) {
  confirmDelete({
    noun: 'trust root',
    name: root.id,
    consequence: '? Repositories signed only by its keys can no longer be uploaded.',
    request: apiRequest('systemUpdateTrustRootDelete', { path: { trustRootId: root.id } }),
    invalidates: ['systemUpdateTrustRootList', 'systemUpdateTrustRootView'],
    onDeleted,
  })
}

const baseColumns = [
  monoLinkColumn<UpdatesTrustRoot>('id', 'ID', (r) => ({
    to: paths.systemUpdateTrustRoot({ trustRootId: r.id }),
    text: r.id,
  })),
  valueColumn<UpdatesTrustRoot>('version', 'Root version', (r) => rootVersion(r) ?? '—'),
  valueColumn<UpdatesTrustRoot>('expires', 'Expires', (r) => rootExpires(r) ?? '—'),
  createdColumn<UpdatesTrustRoot>(),
]
const adminColumns = [
  ...baseColumns,
  actionsColumn<UpdatesTrustRoot>((r) => [
    { label: 'Delete', destructive: true, onSelect: () => confirmDeleteTrustRoot(r) },
  ]),
]

/** The TUF roots repositories must be signed by; fleet admins add and delete them. */
export function Component() {
  const isAdmin = useIsFleetAdmin()
  const add = isAdmin ? (
    <LinkButton to={paths.systemUpdateTrustRootsNew()}>Add trust root</LinkButton>
  ) : undefined
  return (
    <ListTab
      label="Trust roots"
      actions={add}
      operationId="systemUpdateTrustRootList"
      params={trustRootsParams}
      columns={isAdmin ? adminColumns : baseColumns}
      empty={{
        title: 'No trust roots',
        body: 'A trust root is a TUF root role (root.json): uploaded repositories must be signed by its keys.',
      }}
    >
      <Outlet />
    </ListTab>
  )
}
