import { useMemo } from 'react'
import { Outlet, type Params, useNavigate } from 'react-router'
import { capitalize } from '~/api/errors'
import type { ListItem, ListOperationId } from '~/api/query'
import { mutateRequest, usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { actionsColumn } from '~/components/columns'
import { PageHeader } from '~/components/page-header'
import { QueryTable } from '~/components/query-table'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { TitledSection } from '~/components/titled-section'
import { Button } from '~/ui/button'
import { confirmAction } from '~/ui/confirm'
import { EmptyState } from '~/ui/empty-state'
import { LinkButton } from '~/ui/link-button'
import { useIsFleetAdmin } from '../use-fleet-role'
import type { PoolKind, PoolKindBase } from './pool-kind'
import { PoolSilosSection } from './pool-silos-section'
import { ipVersionLabel } from './pool-values'
import { confirmDeletePool, poolsCrumb } from './pools-list'

export const poolPageHandle = (
  kind: PoolKindBase,
  selectorOf: (params: Params) => { pool: string },
): RouteHandle => ({
  crumbs: (params) => {
    const selector = selectorOf(params)
    return [poolsCrumb(kind), { label: selector.pool, to: kind.paths.pool(selector) }]
  },
})

/**
 * One pool: its properties, its blocks and its linked silos. A fleet admin
 * may edit and delete it, add and remove blocks, and link and unlink silos.
 */
export function PoolPage<M extends ListOperationId>({
  kind,
  pool: name,
}: {
  kind: PoolKind<M>
  pool: string
}) {
  const navigate = useNavigate()
  const isAdmin = useIsFleetAdmin()
  const selector = { pool: name }
  const { data: pool } = usePrefetchedApiQuery(kind.viewOp, { path: selector })
  return (
    <>
      <PageHeader
        title={pool.name}
        actions={
          isAdmin && (
            <>
              <LinkButton variant="secondary" to={kind.paths.edit(selector)}>
                Edit
              </LinkButton>
              <Button
                variant="danger"
                onClick={() => confirmDeletePool(kind, pool, () => navigate(kind.paths.list()))}
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
        <dd>{ipVersionLabel(pool.ipVersion)}</dd>
        <dt>Allocated / capacity</dt>
        <dd>
          <kind.Utilization pool={pool.name} />
        </dd>
        {kind.ExtraProperties && <kind.ExtraProperties pool={pool.name} isAdmin={isAdmin} />}
      </dl>
      <ViewRequestDisclosure request={{ operationId: kind.viewOp, params: { path: selector } }} />
      <MembersSection kind={kind} pool={name} isAdmin={isAdmin} />
      <PoolSilosSection kind={kind} pool={name} isAdmin={isAdmin} />
      <Outlet />
    </>
  )
}

function MembersSection<M extends ListOperationId>({
  kind,
  pool,
  isAdmin,
}: {
  kind: PoolKind<M>
  pool: string
  isAdmin: boolean
}) {
  const { members } = kind
  const columns = useMemo(() => {
    const remove = (member: ListItem<M>) => {
      const label = members.label(member)
      confirmAction({
        title: `Remove ${members.noun}`,
        body: (
          <>
            Remove {members.shortNoun} <strong>{label}</strong> from pool <strong>{pool}</strong>?
          </>
        ),
        confirmLabel: 'Remove',
        errorTitle: `Could not remove ${members.noun}`,
        action: () =>
          mutateRequest(members.removeRequest(pool, member), {
            invalidates: members.queries,
            toast: { title: `${capitalize(members.noun)} removed`, content: label },
          }),
      })
    }
    return [
      ...members.columns,
      actionsColumn<ListItem<M>>(
        (m) => [{ label: 'Remove', destructive: true, onSelect: () => remove(m) }],
        () => isAdmin,
      ),
    ]
  }, [members, pool, isAdmin])
  const addLink = isAdmin ? (
    <LinkButton to={members.addPath({ pool })}>{members.addLabel}</LinkButton>
  ) : undefined
  return (
    <TitledSection title={members.title} actions={addLink}>
      <QueryTable
        operationId={members.listOp}
        params={members.params(pool)}
        columns={columns}
        label={members.title}
        rowId={members.rowId}
        emptyState={
          <EmptyState title={members.emptyTitle} body={members.emptyBody} action={addLink} />
        }
      />
    </TitledSection>
  )
}
