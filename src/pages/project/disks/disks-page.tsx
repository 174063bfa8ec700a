import { useMemo } from 'react'
import { Link, type NavigateFunction, useNavigate } from 'react-router'
import type { Disk, DiskState } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { useAllPages } from '~/api/query'
import { activityMenuItem } from '~/components/activity/activity-links'
import type { RouteHandle } from '~/components/breadcrumbs'
import { useBulkActions } from '~/components/bulk/use-bulk'
import { actionsColumn, createdColumn, nameColumn, valueColumn } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-delete'
import { copyAsTerraformItem } from '~/components/export/copy-as-terraform'
import { exportTicked } from '~/components/export/export-ticked'
import { ListPage } from '~/components/list-page'
import { DiskStateBadge } from '~/components/state-badge'
import { columnHelper } from '~/components/table-features'
import { getProjectSelector, useProjectSelector } from '~/hooks/selectors'
import { useIsFleetViewer } from '~/layouts/fleet-viewer'
import { LinkButton } from '~/ui/link-button'
import { CellLoading } from '~/ui/spinner'
import { paths } from '~/util/paths'
import { formatBytes } from '~/util/units'
import {
  diskDisabledReason,
  diskInstanceId,
  finalizeImport,
  isDiskBusy,
  isImporting,
  snapshotDisk,
} from './disk-actions'
import { diskBulkActions } from './disk-bulk'
import { diskSource } from './disk-source'

// the API's DiskState, in its order
const diskStates = [
  'creating',
  'detached',
  'import_ready',
  'importing_from_url',
  'importing_from_bulk_writes',
  'finalizing',
  'maintenance',
  'attaching',
  'attached',
  'detaching',
  'destroyed',
  'faulted',
] as const satisfies readonly DiskState['state'][]

export const handle: RouteHandle = {
  crumbs: (params) => [{ label: 'Disks', to: paths.disks(getProjectSelector(params)) }],
}

function confirmDeleteDisk(disk: Disk) {
  confirmDelete({
    noun: 'disk',
    name: disk.name,
    consequence: '? Its data is lost. This cannot be undone.',
    request: apiRequest('diskDelete', { path: { disk: disk.id } }),
    invalidates: ['diskList'],
  })
}

const col = columnHelper<Disk>()
const staticColumns = [
  col.display({ id: 'size', header: 'Size', cell: ({ row }) => formatBytes(row.original.size) }),
  valueColumn<Disk>('state', 'State', (r) => <DiskStateBadge state={r.state.state} />),
  createdColumn<Disk>(),
]

/** The row menu; Activity (from the audit log) for fleet viewers only. */
const actions = (project: string, fleetViewer: boolean, navigate: NavigateFunction) =>
  actionsColumn<Disk>((d) => [
    ...(isImporting(d) ? [{ label: 'Finalize import', onSelect: () => finalizeImport(d) }] : []),
    {
      label: 'Snapshot',
      disabledReason: diskDisabledReason('snapshot', d),
      onSelect: () => snapshotDisk(d),
    },
    // a disk has no page of its own: its Terraform is copied from its row
    copyAsTerraformItem(project, 'disks', d),
    {
      label: 'Delete',
      destructive: true,
      disabledReason: diskDisabledReason('delete', d),
      onSelect: () => confirmDeleteDisk(d),
    },
    ...activityMenuItem(fleetViewer, () => navigate(paths.diskActivity({ project, disk: d.name }))),
  ])

const anyBusy = (disks: Disk[]) => disks.some(isDiskBusy)

/**
 * The pages of the images and snapshots disks are made from, by id, from the
 * lists the loader started (no request per row). A deleted one has no link.
 */
function useSourceLinks(project: string) {
  // optional data: the rows show without it, their Source cells wait for it
  const siloImages = useAllPages('imageList', {})
  const projectImages = useAllPages('imageList', { query: { project } })
  const snapshots = useAllPages('snapshotList', { query: { project } })
  return useMemo(() => {
    const links = new Map<string, { name: string; to: string }>()
    for (const i of siloImages.data?.items ?? []) {
      links.set(i.id, { name: i.name, to: paths.siloImageEdit({ image: i.name }) })
    }
    for (const i of projectImages.data?.items ?? []) {
      links.set(i.id, { name: i.name, to: paths.projectImageEdit({ project, image: i.name }) })
    }
    // a snapshot has no page of its own: the project's snapshots list shows it
    for (const s of snapshots.data?.items ?? []) {
      links.set(s.id, { name: s.name, to: paths.snapshots({ project }) })
    }
    const pending = siloImages.isPending || projectImages.isPending || snapshots.isPending
    return { links, pending }
  }, [
    project,
    siloImages.data,
    projectImages.data,
    snapshots.data,
    siloImages.isPending,
    projectImages.isPending,
    snapshots.isPending,
  ])
}

export function Component() {
  const selector = useProjectSelector()
  const { project } = selector
  // names for the attached-instance links; ids work in URLs too when one is not on this page
  // (the loader started them; the rows show without them, their cells wait: with
  // thousands of instances their pages take a while)
  const instances = useAllPages('instanceList', { query: selector })
  const names = useMemo(
    () => new Map((instances.data?.items ?? []).map((i) => [i.id, i.name])),
    [instances.data],
  )
  const namesPending = instances.isPending
  const sources = useSourceLinks(project)
  const fleetViewer = useIsFleetViewer()
  const navigate = useNavigate()
  const bulk = useBulkActions({
    ...diskBulkActions((id) => names.get(id) ?? id),
    extras: [exportTicked<Disk>(project, 'disks')],
  })
  const columns = useMemo(
    () => [
      nameColumn<Disk>(),
      col.display({
        id: 'instance',
        header: 'Attached to',
        cell: ({ row }) => {
          const id = diskInstanceId(row.original)
          if (!id) return <span className="cell-secondary">—</span>
          if (namesPending) return <CellLoading />
          const instance = names.get(id) ?? id
          return <Link to={paths.instance({ project, instance })}>{instance}</Link>
        },
      }),
      col.display({
        id: 'source',
        header: 'Source',
        cell: ({ row }) => {
          const source = diskSource(row.original)
          if (source.kind === 'Blank') return <span className="cell-secondary">Blank</span>
          const link = sources.links.get(source.id)
          return (
            <>
              <span className="cell-secondary">{source.kind}</span>{' '}
              {link ? (
                <Link to={link.to}>{link.name}</Link>
              ) : sources.pending ? (
                <CellLoading />
              ) : null}
            </>
          )
        },
      }),
      ...staticColumns,
      actions(project, fleetViewer, navigate),
    ],
    [names, namesPending, project, sources, fleetViewer, navigate],
  )
  const newDisk = <LinkButton to={paths.disksNew(selector)}>New Disk</LinkButton>
  const upload = (
    <LinkButton variant="secondary" to={paths.disksUpload(selector)}>
      Upload disk image
    </LinkButton>
  )
  return (
    <ListPage
      title="Disks"
      actions={
        <>
          {upload}
          {newDisk}
        </>
      }
      operationId="diskList"
      params={{ query: selector }}
      columns={columns}
      stateFilter={{ options: diskStates, of: (d) => d.state.state }}
      pollWhile={anyBusy}
      bulk={bulk}
      empty={{ title: 'No disks', body: 'This project has no disks yet.', action: newDisk }}
    />
  )
}
