import { useMemo } from 'react'
import { Outlet, useNavigate } from 'react-router'
import { capitalize } from '~/api/errors'
import type { ListItem } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { resourceColumns, valueColumn } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-delete'
import { ipPoolDependents } from '~/components/delete-dependents'
import { PageHeader } from '~/components/page-header'
import { QueryTable } from '~/components/query-table'
import { EmptyState } from '~/ui/empty-state'
import { LinkButton } from '~/ui/link-button'
import { useIsFleetAdmin } from '../use-fleet-role'
import type { PoolKindBase } from './pool-kind'

type PoolRow = ListItem<PoolKindBase['listOp']>

export const poolsCrumb = (kind: PoolKindBase) => ({ label: kind.title, to: kind.paths.list() })

export const poolsListHandle = (kind: PoolKindBase): RouteHandle => ({
  crumbs: () => [poolsCrumb(kind)],
})

/** Delete a pool after confirming; the API refuses while it has members or silo links. */
export function confirmDeletePool(
  kind: PoolKindBase,
  pool: { name: string },
  onDeleted?: () => void,
) {
  confirmDelete({
    noun: kind.noun,
    name: pool.name,
    request: kind.requests.delete(pool.name),
    invalidates: kind.poolQueries,
    onDeleted,
    // what an IP pool's delete is refused over; a subnet pool's are not read here
    dependents: kind.noun === 'IP pool' ? () => ipPoolDependents(pool.name) : undefined,
  })
}

/** A kind's pools with their utilization; a fleet admin may create, edit and delete them. */
export function PoolsList({ kind }: { kind: PoolKindBase }) {
  const navigate = useNavigate()
  const isAdmin = useIsFleetAdmin()
  const columns = useMemo(
    () =>
      resourceColumns<PoolRow>(
        (p) => kind.paths.pool({ pool: p.name }),
        (p) => [
          { label: 'Edit', onSelect: () => navigate(kind.paths.edit({ pool: p.name })) },
          { label: 'Delete', destructive: true, onSelect: () => confirmDeletePool(kind, p) },
        ],
        [
          valueColumn<PoolRow>('version', 'IP version', (r) => r.ipVersion),
          valueColumn<PoolRow>('utilization', 'Allocated / capacity', (r) => (
            <kind.Utilization pool={r.name} />
          )),
        ],
        { hasActions: () => isAdmin },
      ),
    [kind, navigate, isAdmin],
  )
  const newLink = isAdmin ? (
    <LinkButton to={kind.paths.create()}>New {kind.noun}</LinkButton>
  ) : undefined
  return (
    <>
      <PageHeader title={kind.title} actions={newLink} />
      <QueryTable
        operationId={kind.listOp}
        params={{}}
        columns={columns}
        label={`${capitalize(kind.noun)}s`}
        emptyState={
          <EmptyState title={`No ${kind.noun}s`} body={kind.listEmptyBody} action={newLink} />
        }
      />
      <Outlet />
    </>
  )
}
