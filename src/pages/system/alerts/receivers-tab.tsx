import { useMemo } from 'react'
import { Outlet, useNavigate } from 'react-router'
import type { AlertReceiver } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import type { RouteHandle } from '~/components/breadcrumbs'
import { resourceColumns, valueColumn } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-delete'
import { QueryTable } from '~/components/query-table'
import { EmptyState } from '~/ui/empty-state'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'
import { useIsFleetAdmin } from '../use-fleet-role'

export const handle: RouteHandle = { title: 'Receivers' }

/** Delete a receiver after confirming: its secrets and delivery history go with it. */
export function confirmDeleteReceiver(receiver: AlertReceiver, onDeleted?: () => void) {
  confirmDelete({
    noun: 'webhook receiver',
    name: receiver.name,
    consequence: '? Its secrets and delivery history are deleted with it.',
    request: apiRequest('alertReceiverDelete', { path: { receiver: receiver.id } }),
    invalidates: ['alertReceiverList'],
    onDeleted,
  })
}

export function Component() {
  const navigate = useNavigate()
  const isAdmin = useIsFleetAdmin()
  const columns = useMemo(
    () =>
      resourceColumns<AlertReceiver>(
        (r) => paths.systemAlertReceiver({ receiver: r.name }),
        (r) => [
          {
            label: 'Edit',
            onSelect: () => navigate(paths.systemAlertReceiverEdit({ receiver: r.name })),
          },
          { label: 'Delete', destructive: true, onSelect: () => confirmDeleteReceiver(r) },
        ],
        [
          valueColumn<AlertReceiver>('endpoint', 'Endpoint', (r) => (
            <span className="mono cell-truncate">{r.kind.endpoint}</span>
          )),
          valueColumn<AlertReceiver>('subscriptions', 'Subscriptions', (r) => (
            <span className="mono">{r.subscriptions.join(', ') || '—'}</span>
          )),
          valueColumn<AlertReceiver>('secrets', 'Secrets', (r) => r.kind.secrets.length),
        ],
        { hasActions: () => isAdmin },
      ),
    [navigate, isAdmin],
  )
  const newLink = isAdmin ? (
    <LinkButton to={paths.systemAlertReceiversNew()}>New webhook receiver</LinkButton>
  ) : undefined
  return (
    <>
      <div className="section-header">
        <h2 className="section-title">Webhook receivers</h2>
        {newLink}
      </div>
      <QueryTable
        operationId="alertReceiverList"
        params={{}}
        columns={columns}
        label="Alert receivers"
        emptyState={
          <EmptyState
            title="No alert receivers"
            body="A webhook receiver gets an HTTP request for every alert it subscribes to."
            action={newLink}
          />
        }
      />
      <Outlet />
    </>
  )
}
