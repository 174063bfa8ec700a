import { useMemo, useState } from 'react'
import { Outlet, useNavigate } from 'react-router'
import { activityMenuItem } from '~/components/activity/activity-links'
import type { BulkTable } from '~/components/bulk/bulk-action'
import {
  actionsColumn,
  createdColumn,
  descriptionColumn,
  nameLinkColumn,
} from '~/components/columns'
import { copyAsTerraformItem } from '~/components/export/copy-as-terraform'
import { PageHeader } from '~/components/page-header'
import { QueryTable } from '~/components/query-table'
import { type Column, columnHelper } from '~/components/table-features'
import { useIsFleetViewer } from '~/layouts/fleet-viewer'
import { EmptyState } from '~/ui/empty-state'
import { LinkButton } from '~/ui/link-button'
import { AttachToInstanceModal } from './attach-modals'
import { confirmDelete, confirmDetach } from './attachable-actions'
import type { AttachableKind, AttachableRow } from './attachable-kind'

type Named = { id: string; name: string }
type Row = AttachableRow
const col = columnHelper<Row>()

/**
 * The project's floating IPs or external subnets: the address, its pool and
 * the instance it is attached to; each row attaches, detaches, edits or
 * deletes (not while attached).
 */
export function AttachableList({
  kind,
  project,
  pools,
  instances,
  bulk,
}: {
  kind: AttachableKind
  project: string
  /** the pools to name rows' pools by */
  pools: readonly Named[]
  /** the project's instances: to name, and to attach to */
  instances: readonly Named[]
  bulk?: BulkTable<Row>
}) {
  const navigate = useNavigate()
  const [attaching, setAttaching] = useState<Row | null>(null)
  const fleetViewer = useIsFleetViewer()

  // stable across renders, so an open row menu survives a refetch
  const columns = useMemo(() => {
    const poolName = (id: string) => pools.find((p) => p.id === id)?.name ?? id
    const instanceName = (id: string) => instances.find((i) => i.id === id)?.name ?? id
    const activity = kind.paths.activity
    const columns: Column<Row>[] = [
      // the name opens the edit form, as on every list
      nameLinkColumn<Row>((row) => kind.paths.edit(project, row.name)),
      descriptionColumn<Row>(),
      col.display({
        id: 'address',
        header: kind.addressHeader,
        cell: ({ row }) => <span className="mono cell-nowrap">{kind.address(row.original)}</span>,
      }),
      col.display({
        id: 'pool',
        header: kind.poolHeader,
        cell: ({ row }) => poolName(kind.poolId(row.original)),
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
      createdColumn<Row>(),
      actionsColumn<Row>((item) => {
        const attachedTo = item.instanceId ? instanceName(item.instanceId) : undefined
        const address = kind.address(item)
        return [
          { label: 'Edit', onSelect: () => navigate(kind.paths.edit(project, item.name)) },
          attachedTo
            ? {
                label: 'Detach',
                onSelect: () => confirmDetach(kind, project, { ...item, address }, attachedTo),
              }
            : { label: 'Attach', onSelect: () => setAttaching(item) },
          // no page of its own: its Terraform is copied from its row
          ...(kind.terraform ? [copyAsTerraformItem(project, kind.terraform, item)] : []),
          {
            label: 'Delete',
            destructive: true,
            disabledReason: attachedTo
              ? `Attached to ${attachedTo}: detach it before deleting`
              : undefined,
            onSelect: () => confirmDelete(kind, project, item),
          },
          ...(activity
            ? activityMenuItem(fleetViewer, () => navigate(activity(project, item.name)))
            : []),
        ]
      }),
    ]
    return columns
  }, [kind, pools, instances, navigate, project, fleetViewer])

  const newLink = <LinkButton to={kind.paths.create({ project })}>{kind.newLabel}</LinkButton>
  return (
    <>
      <PageHeader title={kind.title} actions={newLink} />
      <QueryTable
        operationId={kind.listOp}
        params={{ query: { project } }}
        columns={columns}
        label={kind.listLabel}
        bulk={bulk}
        emptyState={
          <EmptyState title={`No ${kind.noun}s`} body={kind.listEmptyBody} action={newLink} />
        }
      />
      {attaching && (
        <AttachToInstanceModal
          kind={kind}
          project={project}
          item={{ name: attaching.name, address: kind.address(attaching) }}
          instances={instances}
          onDismiss={() => setAttaching(null)}
        />
      )}
      <Outlet />
    </>
  )
}
