import { useMemo } from 'react'
import { Outlet } from 'react-router'
import type { BfdState, BfdStatus } from '~/api/__generated__/Api'
import { mutate, usePrefetchedQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { actionsColumn, valueColumn } from '~/components/columns'
import { DataTable } from '~/components/data-table'
import { Badge, type BadgeColor } from '~/ui/badge'
import { confirmAction } from '~/ui/confirm'
import { EmptyState } from '~/ui/empty-state'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'
import { useIsFleetAdmin } from '../use-fleet-role'
import { bfdDisableRequest } from './bfd-values'
import { bfdStatusQuery } from './loaders'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'BFD', to: paths.systemBfd() }],
}

const stateColor: Record<BfdState, BadgeColor> = {
  up: 'green',
  init: 'yellow',
  down: 'red',
  admin_down: 'gray',
}

const sessionName = (s: BfdStatus) => `${s.peer} on ${s.switchSlot}`

function confirmDisable(s: BfdStatus) {
  confirmAction({
    title: 'Disable BFD session',
    body: (
      <>
        Disable the BFD session with <strong>{s.peer}</strong> on <strong>{s.switchSlot}</strong>?
        The switch stops checking that the peer is reachable.
      </>
    ),
    confirmLabel: 'Disable',
    errorTitle: 'Could not disable BFD session',
    action: async () => {
      const { operationId, params } = bfdDisableRequest({
        remote: s.peer,
        switchSlot: s.switchSlot,
      })
      await mutate(operationId, params, {
        invalidates: ['networkingBfdStatus'],
        toast: { title: 'BFD session disabled', content: sessionName(s) },
      })
    },
  })
}

/** BFD sessions of the switches: fast detection that a peer (a BGP neighbor, a gateway) is gone. */
export function Component() {
  const isAdmin = useIsFleetAdmin()
  const sessions = usePrefetchedQuery(bfdStatusQuery).data
  const columns = useMemo(
    () => [
      valueColumn<BfdStatus>('peer', 'Remote', (r) => <span className="mono">{r.peer}</span>),
      valueColumn<BfdStatus>('switch', 'Switch', (r) => r.switchSlot),
      valueColumn<BfdStatus>('state', 'State', (r) => (
        <Badge color={stateColor[r.state] ?? 'gray'}>{r.state}</Badge>
      )),
      valueColumn<BfdStatus>('local', 'Local', (r) => (
        <span className="mono">{r.local ?? '—'}</span>
      )),
      valueColumn<BfdStatus>('mode', 'Mode', (r) => r.mode.replace('_', ' ')),
      valueColumn<BfdStatus>(
        'threshold',
        'Detection threshold',
        (r) => `${r.detectionThreshold} packets`,
      ),
      valueColumn<BfdStatus>('rx', 'Required RX', (r) => `${r.requiredRx.toLocaleString()} µs`),
      actionsColumn<BfdStatus>(
        (s) => [{ label: 'Disable', destructive: true, onSelect: () => confirmDisable(s) }],
        () => isAdmin,
      ),
    ],
    [isAdmin],
  )
  const newLink = isAdmin ? (
    <LinkButton to={paths.systemBfdNew()}>Enable BFD session</LinkButton>
  ) : undefined
  return (
    <>
      {newLink && <div className="tab-actions">{newLink}</div>}
      <DataTable
        rows={sessions}
        columns={columns}
        label="BFD sessions"
        reads={[bfdStatusQuery]}
        rowId={(s) => `${s.switchSlot} ${s.peer}`}
        emptyState={
          <EmptyState
            title="No BFD sessions"
            body="A BFD session tells a switch within a second when a peer stops answering."
            action={newLink}
          />
        }
      />
      <Outlet />
    </>
  )
}
