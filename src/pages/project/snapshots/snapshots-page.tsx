import { useMemo } from 'react'
import { useNavigate } from 'react-router'
import type { Snapshot, SnapshotState } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { mutate, readFresh, useAllPages } from '~/api/query'
import { allowedStatesText, snapshotCan } from '~/api/states'
import type { RouteHandle } from '~/components/breadcrumbs'
import { afterDelete } from '~/components/bulk/after-delete'
import { type BulkActions, readBeforeDelete, stateReason } from '~/components/bulk/bulk-action'
import { useBulkActions } from '~/components/bulk/use-bulk'
import {
  actionsColumn,
  createdColumn,
  descriptionColumn,
  nameColumn,
  valueColumn,
} from '~/components/columns'
import { confirmDelete } from '~/components/confirm-delete'
import { ListPage } from '~/components/list-page'
import { SnapshotStateBadge } from '~/components/state-badge'
import { columnHelper } from '~/components/table-features'
import { getProjectSelector, useProjectSelector } from '~/hooks/selectors'
import { LinkButton } from '~/ui/link-button'
import { CellLoading } from '~/ui/spinner'
import { paths } from '~/util/paths'
import { formatBytes } from '~/util/units'

export const handle: RouteHandle = {
  crumbs: (params) => [{ label: 'Snapshots', to: paths.snapshots(getProjectSelector(params)) }],
}

function confirmDeleteSnapshot(snapshot: Snapshot) {
  confirmDelete({
    noun: 'snapshot',
    name: snapshot.name,
    request: apiRequest('snapshotDelete', { path: { snapshot: snapshot.id } }),
    invalidates: ['snapshotList'],
  })
}

const bulkActions: BulkActions<Snapshot> = {
  actions: [
    {
      label: 'Delete',
      done: 'deleted',
      noun: ['snapshot', 'snapshots'],
      destructive: true,
      note: 'This cannot be undone',
      notApplicable: (s) =>
        snapshotCan('delete', s)
          ? undefined
          : stateReason(s.name, s.state, allowedStatesText('snapshot', 'delete')),
      run: (s) => mutate('snapshotDelete', { path: { snapshot: s.id } }),
      finish: afterDelete('snapshot', 'snapshotList'),
      resume: readBeforeDelete((s) => readFresh('snapshotView', { path: { snapshot: s.id } })),
    },
  ],
}

const col = columnHelper<Snapshot>()
const tailColumns = [
  col.display({ id: 'size', header: 'Size', cell: ({ row }) => formatBytes(row.original.size) }),
  valueColumn<Snapshot>('state', 'State', (r) => <SnapshotStateBadge state={r.state} />),
  createdColumn<Snapshot>(),
]

// the API's SnapshotState
const snapshotStates = [
  'creating',
  'ready',
  'faulted',
  'destroyed',
] as const satisfies readonly SnapshotState[]

const anyCreating = (rows: Snapshot[]) => rows.some((s) => s.state === 'creating')

export function Component() {
  const navigate = useNavigate()
  const selector = useProjectSelector()
  const { project } = selector
  const bulk = useBulkActions(bulkActions)
  // disk names for the Disk column; a deleted disk shows as such
  // (the loader started them; the rows show without them, the Disk cells wait)
  const disks = useAllPages('diskList', { query: selector })
  const names = useMemo(
    () => new Map((disks.data?.items ?? []).map((d) => [d.id, d.name])),
    [disks.data],
  )
  const namesPending = disks.isPending
  const columns = useMemo(
    () => [
      nameColumn<Snapshot>(),
      descriptionColumn<Snapshot>(),
      col.display({
        id: 'disk',
        header: 'Disk',
        cell: ({ row }) =>
          namesPending ? (
            <CellLoading />
          ) : (
            (names.get(row.original.diskId) ?? <span className="cell-secondary">Deleted disk</span>)
          ),
      }),
      ...tailColumns,
      actionsColumn<Snapshot>((s) => [
        {
          label: 'Create image',
          disabledReason: snapshotCan('createImage', s)
            ? undefined
            : allowedStatesText('snapshot', 'createImage'),
          onSelect: () => navigate(paths.snapshotImagesNew({ project, snapshot: s.name })),
        },
        {
          label: 'Delete',
          destructive: true,
          disabledReason: snapshotCan('delete', s)
            ? undefined
            : allowedStatesText('snapshot', 'delete'),
          onSelect: () => confirmDeleteSnapshot(s),
        },
      ]),
    ],
    [names, namesPending, navigate, project],
  )
  const newSnapshot = <LinkButton to={paths.snapshotsNew(selector)}>New Snapshot</LinkButton>
  return (
    <ListPage
      title="Snapshots"
      actions={newSnapshot}
      operationId="snapshotList"
      params={{ query: selector }}
      columns={columns}
      stateFilter={{ options: snapshotStates, of: (s) => s.state }}
      pollWhile={anyCreating}
      bulk={bulk}
      empty={{ title: 'No snapshots', body: "A snapshot keeps a disk's data as it is now." }}
    />
  )
}
