import { useMemo, useState } from 'react'
import { Link, Outlet, useNavigate } from 'react-router'
import type { FloatingIp } from '~/api/__generated__/Api'
import { callApi } from '~/api/client'
import { invalidate, usePrefetchedQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { useBulkActions } from '~/components/bulk/use-bulk'
import { actionsColumn, createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { PageHeader } from '~/components/page-header'
import { QueryTable } from '~/components/query-table'
import { columnHelper } from '~/components/table-features'
import { getProjectSelector, useProjectSelector } from '~/hooks/selectors'
import { confirmAction } from '~/ui/confirm'
import { EmptyState } from '~/ui/empty-state'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { AttachFloatingIpModal } from './attach-floating-ip-modal'
import { floatingIpBulkActions } from './floating-ip-bulk'
import { instancesQuery, poolsQuery } from './loaders'

export const handle: RouteHandle = {
  crumbs: (params) => [
    { label: 'Floating IPs', to: paths.floatingIps(getProjectSelector(params)) },
  ],
}

function confirmDetach(project: string, fip: FloatingIp, instance: string) {
  confirmAction({
    title: 'Detach floating IP',
    body: (
      <>
        Detach <strong>{fip.name}</strong> from instance <strong>{instance}</strong>? The instance
        stops receiving traffic sent to <span className="mono">{fip.ip}</span>.
      </>
    ),
    confirmLabel: 'Detach',
    errorTitle: 'Could not detach floating IP',
    action: async () => {
      await callApi('floatingIpDetach', { path: { floatingIp: fip.name }, query: { project } })
      await invalidate('floatingIpList', 'floatingIpView')
      addToast({ title: 'Floating IP detached', content: fip.name })
    },
  })
}

function confirmDelete(project: string, fip: FloatingIp) {
  confirmAction({
    title: 'Delete floating IP',
    body: (
      <>
        Delete floating IP <strong>{fip.name}</strong>? Its address goes back to the pool.
      </>
    ),
    confirmLabel: 'Delete',
    errorTitle: 'Could not delete floating IP',
    action: async () => {
      await callApi('floatingIpDelete', { path: { floatingIp: fip.name }, query: { project } })
      await invalidate('floatingIpList')
      addToast({ title: 'Floating IP deleted', content: fip.name })
    },
  })
}

const col = columnHelper<FloatingIp>()

export function Component() {
  const navigate = useNavigate()
  const { project } = useProjectSelector()
  const [attaching, setAttaching] = useState<FloatingIp | null>(null)
  const pools = usePrefetchedQuery(poolsQuery()).data.items
  const instances = usePrefetchedQuery(instancesQuery(project)).data.items
  const bulk = useBulkActions(
    floatingIpBulkActions(project, (id) => instances.find((i) => i.id === id)?.name ?? id),
  )

  // stable across renders, so an open row menu survives a refetch
  const columns = useMemo(() => {
    const poolName = (id: string) => pools.find((p) => p.id === id)?.name ?? id
    const instanceName = (id: string) => instances.find((i) => i.id === id)?.name ?? id
    return [
      nameColumn<FloatingIp>(),
      descriptionColumn<FloatingIp>(),
      col.display({
        id: 'ip',
        header: 'IP address',
        cell: ({ row }) => <span className="mono">{row.original.ip}</span>,
      }),
      col.display({
        id: 'pool',
        header: 'IP pool',
        cell: ({ row }) => poolName(row.original.ipPoolId),
      }),
      col.display({
        id: 'instance',
        header: 'Attached instance',
        cell: ({ row }) =>
          row.original.instanceId ? (
            instanceName(row.original.instanceId)
          ) : (
            <span className="cell-secondary">—</span>
          ),
      }),
      createdColumn<FloatingIp>(),
      actionsColumn<FloatingIp>((fip) => {
        const attachedTo = fip.instanceId ? instanceName(fip.instanceId) : undefined
        return [
          {
            label: 'Edit',
            onSelect: () => navigate(paths.floatingIpEdit({ project, floatingIp: fip.name })),
          },
          attachedTo
            ? { label: 'Detach', onSelect: () => confirmDetach(project, fip, attachedTo) }
            : { label: 'Attach', onSelect: () => setAttaching(fip) },
          {
            label: 'Delete',
            destructive: true,
            disabledReason: attachedTo
              ? `Attached to ${attachedTo}: detach it before deleting`
              : undefined,
            onSelect: () => confirmDelete(project, fip),
          },
        ]
      }),
    ]
  }, [pools, instances, navigate, project])

  const newLink = (
    <Link className="btn btn-primary btn-md" to={paths.floatingIpsNew({ project })}>
      New Floating IP
    </Link>
  )
  return (
    <>
      <PageHeader title="Floating IPs" actions={newLink} />
      <QueryTable
        operationId="floatingIpList"
        params={{ query: { project } }}
        columns={columns}
        label="Floating IPs"
        bulk={bulk}
        emptyState={
          <EmptyState
            title="No floating IPs"
            body="A floating IP is an external address you can move between instances."
            action={newLink}
          />
        }
      />
      {attaching && (
        <AttachFloatingIpModal
          project={project}
          floatingIp={attaching}
          instances={instances ?? []}
          onDismiss={() => setAttaching(null)}
        />
      )}
      <Outlet />
    </>
  )
}
