import { useQuery } from '@tanstack/react-query'
import type { RowData } from '@tanstack/react-table'
import { useEffect, useMemo, useRef } from 'react'
import { Link } from 'react-router'
import type {
  PhysicalDiskAdoptionRequest,
  PhysicalDiskManufacturerIdentity,
  UnadoptedPhysicalDisk,
} from '~/api/__generated__/Api'
import {
  allPagesQuery,
  invalidate,
  listQuery,
  mutate,
  mutateRequest,
  usePrefetchedQuery,
} from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { actionsColumn, valueColumn } from '~/components/columns'
import { DateTime } from '~/components/date-time'
import { ListTab } from '~/components/list-page'
import { POLL_MS } from '~/components/query-table'
import { columnHelper } from '~/components/table-features'
import { Badge } from '~/ui/badge'
import { confirmAction } from '~/ui/confirm'
import { paths } from '~/util/paths'
import { useIsFleetAdmin } from '../use-fleet-role'
import { formFactorLabel, sledLabel } from './hardware'
import { diskIdentityText, enableAdoptionRequest, sameDiskIdentity } from './membership'

export const handle: RouteHandle = { title: 'Disk adoption' }

const invalidates = [
  'physicalDiskListUnadopted',
  'physicalDiskListAdoptionRequests',
  'physicalDiskList',
] as const

function confirmEnable(disk: UnadoptedPhysicalDisk, sled: string) {
  confirmAction({
    title: 'Enable adoption',
    body: (
      <>
        Let sled <strong>{sled}</strong> adopt disk <strong>{diskIdentityText(disk.diskId)}</strong>
        ? The control plane then stores data on it; anything on it now is lost.
      </>
    ),
    confirmLabel: 'Enable adoption',
    errorTitle: 'Could not enable adoption',
    action: () =>
      mutateRequest(enableAdoptionRequest(disk.diskId), {
        invalidates: [...invalidates],
        toast: { title: 'Adoption enabled', content: disk.diskId.serial },
      }),
  })
}

function confirmDisable(request: PhysicalDiskAdoptionRequest) {
  confirmAction({
    title: 'Disable adoption',
    body: (
      <>
        Withdraw the adoption of disk <strong>{diskIdentityText(request.diskId)}</strong>? A sled
        that has not adopted it yet will leave it alone.
      </>
    ),
    confirmLabel: 'Disable adoption',
    errorTitle: 'Could not disable adoption',
    action: () =>
      mutate(
        'physicalDiskDisableAdoption',
        { path: { physicalDiskAdoptionReqId: request.id } },
        {
          invalidates: [...invalidates],
          toast: { title: 'Adoption disabled', content: request.diskId.serial },
        },
      ),
  })
}

const diskCol = columnHelper<UnadoptedPhysicalDisk>()
/** A disk's identity as printed on it: serial, model and vendor. */
function identity<T extends RowData>(of: (row: T) => PhysicalDiskManufacturerIdentity) {
  const col = columnHelper<T>()
  return [
    valueColumn<T>('serial', 'Serial', (r) => <span className="mono">{of(r).serial}</span>),
    col.display({ id: 'model', header: 'Model', cell: ({ row }) => of(row.original).model }),
    col.display({ id: 'vendor', header: 'Vendor', cell: ({ row }) => of(row.original).vendor }),
  ]
}

const requestColumns = [
  ...identity<PhysicalDiskAdoptionRequest>((r) => r.diskId),
  valueColumn<PhysicalDiskAdoptionRequest>('created', 'Enabled', (r) => (
    <DateTime date={r.timeCreated} />
  )),
]
const requestActions = actionsColumn<PhysicalDiskAdoptionRequest>((r) => [
  { label: 'Disable adoption', destructive: true, onSelect: () => confirmDisable(r) },
])

/**
 * Which requests still wait for their disk. Optional data, both whole lists (a
 * handful of disks), polled while a sled has a disk it may adopt.
 */
function useAdoptionProgress() {
  const unadoptedQuery = allPagesQuery('physicalDiskListUnadopted', {})
  const requestsQuery = allPagesQuery('physicalDiskListAdoptionRequests', {})
  const unadopted = useQuery(unadoptedQuery).data?.items ?? []
  const requests = useQuery(requestsQuery).data?.items ?? []
  const requested = (d: UnadoptedPhysicalDisk) =>
    requests.some((r) => sameDiskIdentity(r.diskId, d.diskId))
  const pending = unadopted.some(requested)
  // a second observer of each list polls it while that holds
  const poll = { enabled: pending, refetchInterval: pending && POLL_MS }
  useQuery({ ...unadoptedQuery, ...poll })
  useQuery({ ...requestsQuery, ...poll })
  return { requests, pending, requested }
}

/** New disks the sleds see, and which of them a sled may adopt: fleet admins allow it. */
export function Component() {
  const isAdmin = useIsFleetAdmin()
  const sleds = usePrefetchedQuery(listQuery('sledList', {})).data.items
  const serials = new Map(sleds.map((s) => [s.id, sledLabel(s)]))
  const { requests, pending, requested } = useAdoptionProgress()
  // once a disk is adopted, it is a physical disk of the inventory
  const wasPending = useRef(pending)
  useEffect(() => {
    if (wasPending.current && !pending) void invalidate('physicalDiskList', 'sledPhysicalDiskList')
    wasPending.current = pending
  }, [pending])

  const requestKey = requests.map((r) => r.id).join()
  // biome-ignore lint/correctness/useExhaustiveDependencies: requested is the same while requestKey is
  const diskColumns = useMemo(() => {
    const columns = [
      ...identity<UnadoptedPhysicalDisk>((d) => d.diskId),
      diskCol.display({
        id: 'form-factor',
        header: 'Form factor',
        cell: ({ row }) => formFactorLabel[row.original.variant],
      }),
      diskCol.display({
        id: 'sled',
        header: 'Sled',
        cell: ({ row }) => (
          <Link to={paths.systemSledDisks({ sledId: row.original.sledId })}>
            {serials.get(row.original.sledId) ?? row.original.sledId}
          </Link>
        ),
      }),
      diskCol.display({ id: 'slot', header: 'Slot', cell: ({ row }) => row.original.slot }),
      diskCol.display({
        id: 'adoption',
        header: 'Adoption',
        cell: ({ row }) =>
          requested(row.original) ? (
            <Badge color="blue">enabled</Badge>
          ) : (
            <Badge color="gray">not enabled</Badge>
          ),
      }),
    ]
    const actions = actionsColumn<UnadoptedPhysicalDisk>((d) => [
      {
        label: 'Enable adoption',
        onSelect: () => confirmEnable(d, serials.get(d.sledId) ?? d.sledId),
        disabledReason: requested(d) ? 'Adoption is already enabled' : undefined,
      },
    ])
    return isAdmin ? [...columns, actions] : columns
  }, [isAdmin, requestKey, sleds])

  return (
    <>
      <ListTab
        title="Unadopted disks"
        operationId="physicalDiskListUnadopted"
        params={{}}
        rowId={(d) => `${d.sledId}|${d.slot}`}
        columns={diskColumns}
        filterText={(d) => d.diskId.serial}
        filterBy="serial"
        pollWhile={() => pending}
        empty={{ title: 'No unadopted disks', body: 'Every disk the sleds see is adopted.' }}
      />
      <ListTab
        title="Adoption requests"
        operationId="physicalDiskListAdoptionRequests"
        params={{}}
        urlPrefix="requests"
        columns={isAdmin ? [...requestColumns, requestActions] : requestColumns}
        filterText={(r) => r.diskId.serial}
        filterBy="serial"
        pollWhile={() => pending}
        empty={{
          title: 'No adoption requests',
          body: 'A sled adopts a new disk only once its adoption is enabled.',
        }}
      />
    </>
  )
}
