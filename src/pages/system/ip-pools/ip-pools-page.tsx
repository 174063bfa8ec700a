import { Link, Outlet, useNavigate } from 'react-router'
import type { IpPool } from '~/api/__generated__/Api'
import { callApi } from '~/api/client'
import { invalidate } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import {
  actionsColumn,
  createdColumn,
  descriptionColumn,
  nameLinkColumn,
} from '~/components/columns'
import { PageHeader } from '~/components/page-header'
import { QueryTable } from '~/components/query-table'
import { columnHelper } from '~/components/table-features'
import { confirmAction } from '~/ui/confirm'
import { EmptyState } from '~/ui/empty-state'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { PoolUtilization } from './pool-utilization'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'IP Pools', to: paths.systemIpPools() }],
}

/** Delete a pool after confirming; the API refuses while it has ranges or silo links. */
export function confirmDeletePool(pool: IpPool, onDeleted?: () => void) {
  confirmAction({
    title: 'Delete IP pool',
    body: (
      <>
        Delete IP pool <strong>{pool.name}</strong>? This cannot be undone.
      </>
    ),
    confirmLabel: 'Delete',
    errorTitle: 'Could not delete IP pool',
    action: async () => {
      await callApi('systemIpPoolDelete', { path: { pool: pool.name } })
      await invalidate('systemIpPoolList', 'siloIpPoolList')
      addToast({ title: 'IP pool deleted', content: pool.name })
      onDeleted?.()
    },
  })
}

const col = columnHelper<IpPool>()

export function Component() {
  const navigate = useNavigate()
  const columns = [
    nameLinkColumn<IpPool>((p) => paths.systemIpPool({ pool: p.name })),
    col.display({ id: 'version', header: 'IP version', cell: ({ row }) => row.original.ipVersion }),
    col.display({
      id: 'utilization',
      header: 'Allocated / capacity',
      cell: ({ row }) => <PoolUtilization pool={row.original.name} />,
    }),
    descriptionColumn<IpPool>(),
    createdColumn<IpPool>(),
    actionsColumn<IpPool>((p) => [
      { label: 'Edit', onSelect: () => navigate(paths.systemIpPoolEdit({ pool: p.name })) },
      { label: 'Delete', destructive: true, onSelect: () => confirmDeletePool(p) },
    ]),
  ]
  const newLink = (
    <Link className="btn btn-primary btn-md" to={paths.systemIpPoolsNew()}>
      New IP pool
    </Link>
  )
  return (
    <>
      <PageHeader title="IP Pools" actions={newLink} />
      <QueryTable
        operationId="systemIpPoolList"
        params={{}}
        columns={columns}
        label="IP pools"
        emptyState={
          <EmptyState
            title="No IP pools"
            body="IP pools hold the external addresses instances and floating IPs get."
            action={newLink}
          />
        }
      />
      <Outlet />
    </>
  )
}
