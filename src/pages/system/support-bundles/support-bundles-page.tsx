import type { SupportBundleInfo } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import type { RouteHandle } from '~/components/breadcrumbs'
import { actionsColumn, createdColumn, monoLinkColumn, valueColumn } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-delete'
import { ListPage } from '~/components/list-page'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'
import { useIsFleetAdmin } from '../use-fleet-role'
import { BundleStateBadge, isBundleChanging } from './bundle-state'
import { bundlesListParams } from './list-params'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Support Bundles', to: paths.systemSupportBundles() }],
}

/** Delete a bundle after confirming: it is `destroying` until its storage is freed. */
export function confirmDeleteBundle(bundle: SupportBundleInfo, onDeleted?: () => void) {
  confirmDelete({
    noun: 'support bundle',
    name: bundle.id,
    consequence: '? Its files cannot be downloaded afterwards.',
    request: apiRequest('supportBundleDelete', { path: { bundleId: bundle.id } }),
    invalidates: ['supportBundleList', 'supportBundleView'],
    onDeleted,
  })
}

const baseColumns = [
  monoLinkColumn<SupportBundleInfo>('id', 'ID', (r) => ({
    to: paths.systemSupportBundle({ bundleId: r.id }),
    text: r.id,
  })),
  valueColumn<SupportBundleInfo>('state', 'State', (r) => <BundleStateBadge state={r.state} />),
  valueColumn<SupportBundleInfo>('reason', 'Reason for creation', (r) => r.reasonForCreation),
  valueColumn<SupportBundleInfo>('comment', 'Comment', (r) => (
    <span className="cell-secondary cell-truncate">{r.userComment ?? '—'}</span>
  )),
  createdColumn<SupportBundleInfo>(),
]
const adminColumns = [
  ...baseColumns,
  actionsColumn<SupportBundleInfo>(
    (b) => [{ label: 'Delete', destructive: true, onSelect: () => confirmDeleteBundle(b) }],
    (b) => b.state !== 'destroying',
  ),
]

/** Support bundles: fleet viewers see and download them, fleet admins collect and delete them. */
export function Component() {
  const isAdmin = useIsFleetAdmin()
  const newLink = isAdmin ? (
    <LinkButton to={paths.systemSupportBundlesNew()}>New support bundle</LinkButton>
  ) : undefined
  return (
    <ListPage
      title="Support Bundles"
      actions={newLink}
      operationId="supportBundleList"
      params={bundlesListParams}
      columns={isAdmin ? adminColumns : baseColumns}
      label="Support bundles"
      // a bundle has no name: the filter matches its id
      filterBy="ID"
      pollWhile={(rows) => rows.some(isBundleChanging)}
      empty={{
        title: 'No support bundles',
        body: "A support bundle collects the rack's logs and state for Oxide support.",
      }}
    />
  )
}
