import { useMemo } from 'react'
import { Link, Outlet, useNavigate } from 'react-router'
import type { SubnetPoolMember } from '~/api/__generated__/Api'
import { callApi } from '~/api/client'
import { invalidate, usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { actionsColumn } from '~/components/columns'
import { DateTime } from '~/components/date-time'
import { PageHeader } from '~/components/page-header'
import { QueryTable } from '~/components/query-table'
import { columnHelper } from '~/components/table-features'
import { getSubnetPoolSelector, useSubnetPoolSelector } from '~/hooks/selectors'
import { Button } from '~/ui/button'
import { confirmAction } from '~/ui/confirm'
import { EmptyState } from '~/ui/empty-state'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { useIsFleetAdmin } from '../use-fleet-role'
import { SubnetPoolSilosSection } from './subnet-pool-silos'
import { SubnetPoolUtilization } from './subnet-pool-utilization'
import { confirmDeleteSubnetPool } from './subnet-pools-page'

export const handle: RouteHandle = {
  crumbs: (params) => {
    const selector = getSubnetPoolSelector(params)
    return [
      { label: 'Subnet Pools', to: paths.systemSubnetPools() },
      { label: selector.pool, to: paths.systemSubnetPool(selector) },
    ]
  },
}

export function Component() {
  const navigate = useNavigate()
  const selector = useSubnetPoolSelector()
  const isAdmin = useIsFleetAdmin()
  const { data: pool } = usePrefetchedApiQuery('systemSubnetPoolView', { path: selector })
  return (
    <>
      <PageHeader
        title={pool.name}
        actions={
          isAdmin && (
            <>
              <Link className="btn btn-secondary btn-md" to={paths.systemSubnetPoolEdit(selector)}>
                Edit
              </Link>
              <Button
                variant="danger"
                onClick={() =>
                  confirmDeleteSubnetPool(pool, () => navigate(paths.systemSubnetPools()))
                }
              >
                Delete
              </Button>
            </>
          )
        }
      />
      <dl className="properties">
        <dt>Description</dt>
        <dd>{pool.description || '—'}</dd>
        <dt>IP version</dt>
        <dd>{pool.ipVersion === 'v4' ? 'IPv4' : 'IPv6'}</dd>
        <dt>Allocated / capacity</dt>
        <dd>
          <SubnetPoolUtilization pool={pool.name} />
        </dd>
      </dl>
      <MembersSection pool={selector.pool} isAdmin={isAdmin} />
      <SubnetPoolSilosSection pool={selector.pool} isAdmin={isAdmin} />
      <Outlet />
    </>
  )
}

const col = columnHelper<SubnetPoolMember>()

function MembersSection({ pool, isAdmin }: { pool: string; isAdmin: boolean }) {
  const columns = useMemo(() => {
    const remove = (m: SubnetPoolMember) =>
      confirmAction({
        title: 'Remove subnet',
        body: (
          <>
            Remove subnet <strong>{m.subnet}</strong> from pool <strong>{pool}</strong>?
          </>
        ),
        confirmLabel: 'Remove',
        errorTitle: 'Could not remove subnet',
        action: async () => {
          await callApi('systemSubnetPoolMemberRemove', {
            path: { pool },
            body: { subnet: m.subnet },
          })
          await invalidate('systemSubnetPoolMemberList', 'systemSubnetPoolUtilizationView')
          addToast({ title: 'Subnet removed', content: m.subnet })
        },
      })
    return [
      col.display({
        id: 'subnet',
        header: 'Subnet',
        cell: ({ row }) => <span className="mono">{row.original.subnet}</span>,
      }),
      col.display({
        id: 'prefixes',
        header: 'Prefix lengths',
        cell: ({ row }) => (
          <span className="mono">
            /{row.original.minPrefixLength} – /{row.original.maxPrefixLength}
          </span>
        ),
      }),
      col.display({
        id: 'created',
        header: 'Added',
        cell: ({ row }) =>
          DateTime({ date: row.original.timeCreated, className: 'cell-secondary' }),
      }),
      actionsColumn<SubnetPoolMember>(
        (m) => [{ label: 'Remove', destructive: true, onSelect: () => remove(m) }],
        () => isAdmin,
      ),
    ]
  }, [pool, isAdmin])
  const addLink = isAdmin ? (
    <Link className="btn btn-primary btn-md" to={paths.systemSubnetPoolMembersAdd({ pool })}>
      Add subnet
    </Link>
  ) : undefined
  return (
    <section aria-labelledby="subnet-pool-members-title">
      <div className="section-header">
        <h2 className="section-title" id="subnet-pool-members-title">
          Subnets
        </h2>
        {addLink}
      </div>
      <QueryTable
        operationId="systemSubnetPoolMemberList"
        params={{ path: { pool } }}
        columns={columns}
        label="Subnets"
        rowId={(m) => m.id}
        emptyState={
          <EmptyState
            title="No subnets"
            body="Add a block this pool hands out to projects, a subnet at a time."
            action={addLink}
          />
        }
      />
    </section>
  )
}
