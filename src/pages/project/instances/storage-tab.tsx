import { useCallback, useMemo, useState } from 'react'
import type { Disk, Instance } from '~/api/__generated__/Api'
import {
  allPagesQuery,
  apiQuery,
  mutate,
  readFresh,
  usePrefetchedAllPages,
  usePrefetchedApiQuery,
} from '~/api/query'
import { instanceFields, mergeInstanceUpdate, writeWholeSet } from '~/api/whole-set'
import type { RouteHandle } from '~/components/breadcrumbs'
import { actionsColumn, nameColumn, valueColumn } from '~/components/columns'
import { DataTable } from '~/components/data-table'
import { ReadStatus } from '~/components/list-status'
import { DiskStateBadge } from '~/components/state-badge'
import { columnHelper } from '~/components/table-features'
import { useInstanceSelector } from '~/hooks/selectors'
import { Button } from '~/ui/button'
import type { MenuItem } from '~/ui/dropdown-menu'
import { EmptyState } from '~/ui/empty-state'
import { addToast } from '~/ui/toast'
import { formatBytes } from '~/util/units'
import { diskDisabledReason, snapshotDisk } from '../disks/disk-actions'
import { instanceQueries } from './instance-actions'
import { AttachDiskForm, CreateAndAttachForm } from './storage-forms'
import {
  attachReason,
  detachReason,
  setBootReason,
  splitBootDisk,
  unsetBootReason,
} from './storage-rules'

export const handle: RouteHandle = { title: 'Storage' }

/** A disk change's options for `mutate`: the instance's queries, a toast per outcome. */
const change = ([done, failed]: [string, string], name: string) => ({
  invalidates: instanceQueries,
  toast: { title: done, content: name },
  errorTitle: failed,
})

/**
 * Every field of an instance update is required: the instance is read again
 * right before the write, so only the boot disk is the person's, and a boot
 * disk someone else changed meanwhile is shown, not overwritten.
 */
function setBootDisk(instance: Instance, disk: Disk | null, diskName: (id: string) => string) {
  const [done, failed] = disk
    ? ['Boot disk set', 'Could not set the boot disk']
    : ['Boot disk unset', 'Could not unset the boot disk']
  const name = disk?.name ?? diskName(instance.bootDiskId ?? '')
  const path = { instance: instance.id }
  return writeWholeSet({
    read: () => readFresh('instanceView', { path }),
    merge: (fresh) =>
      mergeInstanceUpdate(
        instance,
        fresh,
        { ...instanceFields(instance), bootDisk: disk?.id ?? null },
        diskName,
      ),
    write: (body) =>
      mutate(
        'instanceUpdate',
        { path, body },
        { invalidates: instanceQueries, toast: { title: done, content: name } },
      ),
  }).catch((e: Error) => addToast({ variant: 'error', title: failed, content: e.message }))
}

function diskItems(
  instance: Instance,
  disk: Disk,
  isBoot: boolean,
  diskName: (id: string) => string,
): MenuItem[] {
  const boot: MenuItem = isBoot
    ? {
        label: 'Unset as boot disk',
        disabledReason: unsetBootReason(instance),
        onSelect: () => setBootDisk(instance, null, diskName),
      }
    : {
        label: 'Set as boot disk',
        disabledReason: setBootReason(instance, disk),
        onSelect: () => setBootDisk(instance, disk, diskName),
      }
  return [
    boot,
    {
      label: 'Snapshot',
      disabledReason: diskDisabledReason('snapshot', disk),
      onSelect: () => snapshotDisk(disk),
    },
    {
      label: 'Detach',
      disabledReason: detachReason(instance, disk),
      onSelect: () =>
        mutate(
          'instanceDiskDetach',
          { path: { instance: instance.id }, body: { disk: disk.id } },
          change(['Disk detached', 'Could not detach disk'], disk.name),
        ),
    },
  ]
}

const col = columnHelper<Disk>()
const diskColumns = [
  nameColumn<Disk>(),
  col.display({ id: 'size', header: 'Size', cell: ({ row }) => formatBytes(row.original.size) }),
  valueColumn<Disk>('state', 'State', (r) => <DiskStateBadge state={r.state.state} />),
]

function DiskTable({
  label,
  instance,
  disks,
  isBoot,
  diskName,
}: {
  label: string
  instance: Instance
  disks: Disk[]
  isBoot: boolean
  diskName: (id: string) => string
}) {
  // stable while the instance is, so an open row menu survives a re-render
  const columns = useMemo(
    () => [...diskColumns, actionsColumn<Disk>((d) => diskItems(instance, d, isBoot, diskName))],
    [instance, isBoot, diskName],
  )
  return <DataTable rows={disks} columns={columns} label={label} rowId={(d) => d.id} />
}

export function Component() {
  const selector = useInstanceSelector()
  const { project, instance: name } = selector
  const { data: instance } = usePrefetchedApiQuery('instanceView', {
    path: { instance: name },
    query: { project },
  })
  const disks = usePrefetchedAllPages('instanceDiskList', {
    path: { instance: name },
    query: { project },
  })
  const projectDisks = usePrefetchedAllPages('diskList', { query: { project } })
  const snapshots = usePrefetchedAllPages('snapshotList', { query: { project } })
  const siloImages = usePrefetchedAllPages('imageList', {})
  const projectImages = usePrefetchedAllPages('imageList', { query: { project } })
  const [open, setOpen] = useState<'create' | 'attach' | null>(null)
  const close = () => setOpen(null)

  const { boot, others } = splitBootDisk(instance, disks.items)
  const attached = disks.items
  const diskName = useCallback(
    (id: string) => attached.find((d) => d.id === id)?.name ?? id,
    [attached],
  )
  const cannotAttach = attachReason(instance)
  const instanceAt = { path: { instance: name }, query: { project } }
  return (
    <>
      <ReadStatus
        reads={[
          apiQuery('instanceView', instanceAt),
          allPagesQuery('instanceDiskList', instanceAt),
        ]}
        what="Disks"
      />
      <h2 className="section-title">Boot disk</h2>
      {boot ? (
        <DiskTable
          label="Boot disk"
          instance={instance}
          disks={[boot]}
          isBoot
          diskName={diskName}
        />
      ) : (
        <EmptyState title="No boot disk" body="Set one of the attached disks as the boot disk." />
      )}
      <div className="compute-section-header">
        <h2 className="section-title">Other disks</h2>
        <span className="compute-section-actions">
          <Button
            variant="secondary"
            size="sm"
            disabled={!!cannotAttach}
            disabledReason={cannotAttach}
            onClick={() => setOpen('attach')}
          >
            Attach existing disk
          </Button>
          <Button
            size="sm"
            disabled={!!cannotAttach}
            disabledReason={cannotAttach}
            onClick={() => setOpen('create')}
          >
            Create disk
          </Button>
        </span>
      </div>
      {others.length ? (
        <DiskTable
          label="Other disks"
          instance={instance}
          disks={others}
          isBoot={false}
          diskName={diskName}
        />
      ) : (
        <EmptyState title="No other disks" body="Attach a disk or create one for this instance." />
      )}
      {open === 'create' && (
        <CreateAndAttachForm
          instance={instance}
          project={project}
          onDismiss={close}
          images={[...siloImages.items, ...projectImages.items]}
          snapshots={snapshots.items.filter((s) => s.state === 'ready')}
        />
      )}
      {open === 'attach' && (
        <AttachDiskForm
          instance={instance}
          project={project}
          onDismiss={close}
          projectDisks={projectDisks.items}
        />
      )}
    </>
  )
}
