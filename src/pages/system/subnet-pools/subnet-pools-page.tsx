import { useMemo } from 'react'
import { Link, Outlet, useNavigate } from 'react-router'
import type { SubnetPool } from '~/api/__generated__/Api'
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
import { useIsFleetAdmin } from '../use-fleet-role'
import { SubnetPoolUtilization } from './subnet-pool-utilization'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Subnet Pools', to: paths.systemSubnetPools() }],
}

/** Delete a pool after confirming; the API refuses while it has members or silo links. */
export function confirmDeleteSubnetPool(pool: SubnetPool, onDeleted?: () => void) {
  confirmAction({
    title: 'Delete subnet pool',
    body: (
      <>
        Delete subnet pool <strong>{pool.name}</strong>? This cannot be undone.
      </>
    ),
    confirmLabel: 'Delete',
    errorTitle: 'Could not delete subnet pool',
    action: async () => {
      await callApi('systemSubnetPoolDelete', { path: { pool: pool.name } })
      await invalidate('systemSubnetPoolList', 'siloSubnetPoolList', 'subnetPoolList')
      addToast({ title: 'Subnet pool deleted', content: pool.name })
      onDeleted?.()
    },
  })
}

const col = columnHelper<SubnetPool>()

/** Subnet pools: blocks of external addresses that projects take whole subnets from. */
export function Component() {
  const navigate = useNavigate()
  const isAdmin = useIsFleetAdmin()
  const columns = useMemo(
    () => [
      nameLinkColumn<SubnetPool>((p) => paths.systemSubnetPool({ pool: p.name })),
      col.display({
        id: 'version',
        header: 'IP version',
        cell: ({ row }) => row.original.ipVersion,
      }),
      col.display({
        id: 'utilization',
        header: 'Allocated / capacity',
        cell: ({ row }) => <SubnetPoolUtilization pool={row.original.name} />,
      }),
      descriptionColumn<SubnetPool>(),
      createdColumn<SubnetPool>(),
      actionsColumn<SubnetPool>(
        (p) => [
          {
            label: 'Edit',
            onSelect: () => navigate(paths.systemSubnetPoolEdit({ pool: p.name })),
          },
          { label: 'Delete', destructive: true, onSelect: () => confirmDeleteSubnetPool(p) },
        ],
        () => isAdmin,
      ),
    ],
    [navigate, isAdmin],
  )
  const newLink = isAdmin ? (
    <Link className="btn btn-primary btn-md" to={paths.systemSubnetPoolsNew()}>
      New subnet pool
    </Link>
  ) : undefined
  return (
    <>
      <PageHeader title="Subnet Pools" actions={newLink} />
      <QueryTable
        operationId="systemSubnetPoolList"
        params={{}}
        columns={columns}
        label="Subnet pools"
        emptyState={
          <EmptyState
            title="No subnet pools"
            body="Subnet pools hold the external blocks projects take whole subnets from."
            action={newLink}
          />
        }
      />
      <Outlet />
    </>
  )
}
