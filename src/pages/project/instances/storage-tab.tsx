import { useMemo, useState } from 'react'
import type { Disk, Instance } from '~/api/__generated__/Api'
import { mutate, usePrefetchedAllPages, usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { actionsColumn, nameColumn, valueColumn } from '~/components/columns'
import { DataTable } from '~/components/data-table'
import { DiskStateBadge } from '~/components/state-badge'
import { columnHelper } from '~/components/table-features'
import { useInstanceSelector } from '~/hooks/selectors'
import { Button } from '~/ui/button'
import type { MenuItem } from '~/ui/dropdown-menu'
import { EmptyState } from '~/ui/empty-state'
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

const setBootDisk = (instance: Instance, disk: Disk | null, name: string) =>
  mutate(
    'instanceUpdate',
    {
      path: { instance: instance.id },
      body: {
        ncpus: instance.ncpus,
        memory: instance.memory,
        autoRestartPolicy: instance.autoRestartPolicy ?? null,
        cpuPlatform: instance.cpuPlatform ?? null,
        enableJumboFrames: instance.enableJumboFrames,
        bootDisk: disk?.id ?? null,
      },
    },
    change(
      disk
        ? ['Boot disk set', 'Could not set the boot disk']
        : ['Boot disk unset', 'Could not unset the boot disk'],
      name,
    ),
  )

function diskItems(instance: Instance, disk: Disk, isBoot: boolean): MenuItem[] {
  const boot: MenuItem = isBoot
    ? {
        label: 'Unset as boot disk',
        disabledReason: unsetBootReason(instance),
        onSelect: () => setBootDisk(instance, null, disk.name),
      }
    : {
        label: 'Set as boot disk',
        disabledReason: setBootReason(instance, disk),
        onSelect: () => setBootDisk(instance, disk, disk.name),
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
}: {
  label: string
  instance: Instance
  disks: Disk[]
  isBoot: boolean
}) {
  // stable while the instance is, so an open row menu survives a re-render
  const columns = useMemo(
    () => [...diskColumns, actionsColumn<Disk>((d) => diskItems(instance, d, isBoot))],
    [instance, isBoot],
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
  const cannotAttach = attachReason(instance)
  return (
    <>
      <h2 className="section-title">Boot disk</h2>
      {boot ? (
        <DiskTable label="Boot disk" instance={instance} disks={[boot]} isBoot />
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
        <DiskTable label="Other disks" instance={instance} disks={others} isBoot={false} />
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
