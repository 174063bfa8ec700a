import { useQueries } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Outlet, useNavigate } from 'react-router'
import type { RackMembershipStatus, UninitializedSled } from '~/api/__generated__/Api'
import { PAGE_SIZE, usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { actionsColumn, monoLinkColumn, valueColumn } from '~/components/columns'
import { ListTab } from '~/components/list-page'
import { POLL_MS } from '~/components/query-table'
import { columnHelper } from '~/components/table-features'
import { Badge } from '~/ui/badge'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'
import { useIsFleetAdmin } from '../use-fleet-role'
import { partRevision } from './hardware'
import { membershipQuery } from './loaders'
import { isBeingAdded, isChanging } from './membership'

export const handle: RouteHandle = { title: 'Uninitialized sleds' }

const col = columnHelper<UninitializedSled>()
const baseColumns = [
  valueColumn<UninitializedSled>('serial', 'Serial', (r) => r.baseboard.serial),
  valueColumn<UninitializedSled>('part', 'Part', (r) => partRevision(r.baseboard)),
  valueColumn<UninitializedSled>('cubby', 'Cubby', (r) => r.cubby),
  monoLinkColumn<UninitializedSled>('rack', 'Rack', (r) => ({
    to: paths.systemRack({ rackId: r.rackId }),
    text: r.rackId,
  })),
]

/** Sleds the rack sees in a cubby but that are not yet its members; fleet admins add them. */
export function Component() {
  const navigate = useNavigate()
  const isAdmin = useIsFleetAdmin()
  const { data: racks } = usePrefetchedApiQuery('rackList', { query: { limit: PAGE_SIZE } })
  // optional data: each rack's membership says which sleds a change is adding now;
  // polled while a change is in progress, so the rows say when it is done
  const statuses = useQueries({
    queries: racks.items.map((r) => ({
      ...membershipQuery(r.id),
      refetchInterval: (q: { state: { data?: RackMembershipStatus } }) =>
        isChanging(q.state.data) ? POLL_MS : false,
    })),
  })
  const byRack = new Map(statuses.flatMap((q) => (q.data ? [[q.data.rackId, q.data]] : [])))
  const adding = statuses.some((q) => isChanging(q.data))

  // the same columns until a membership changes, so an open row menu survives a poll
  const statusKey = statuses.map((q) => `${q.data?.version}:${q.data?.state}`).join()
  // biome-ignore lint/correctness/useExhaustiveDependencies: byRack is the same while statusKey is
  const columns = useMemo(() => {
    const status = col.display({
      id: 'status',
      header: 'Status',
      cell: ({ row }) =>
        isBeingAdded(row.original, byRack.get(row.original.rackId)) ? (
          <Badge color="blue">being added</Badge>
        ) : (
          <Badge color="gray">not a member</Badge>
        ),
    })
    const actions = actionsColumn<UninitializedSled>((sled) => [
      {
        label: 'Add to rack',
        onSelect: () =>
          navigate(`${paths.systemUninitializedSledsAdd()}?sled=${sled.baseboard.serial}`),
        disabledReason: isBeingAdded(sled, byRack.get(sled.rackId))
          ? 'This sled is being added'
          : undefined,
      },
    ])
    return isAdmin ? [...baseColumns, status, actions] : [...baseColumns, status]
  }, [isAdmin, navigate, statusKey])

  const addLink = isAdmin && (
    <LinkButton to={paths.systemUninitializedSledsAdd()}>Add to rack</LinkButton>
  )
  return (
    <ListTab
      label="Uninitialized sleds"
      operationId="sledListUninitialized"
      params={{}}
      rowId={(s) => `${s.baseboard.part}|${s.baseboard.serial}`}
      columns={columns}
      filterText={(s) => s.baseboard.serial}
      filterBy="serial"
      actions={addLink}
      pollWhile={() => adding}
      empty={{
        title: 'No uninitialized sleds',
        body: 'Every sled the racks see is already a member.',
        action: null,
      }}
    >
      <Outlet />
    </ListTab>
  )
}
