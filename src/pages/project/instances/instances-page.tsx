import { createColumnHelper } from '@tanstack/react-table'
import { useMemo } from 'react'
import { Link, Outlet } from 'react-router'
import type { Instance } from '~/api/__generated__/Api'
import { isInstanceTransitional } from '~/api/states'
import type { RouteHandle } from '~/components/breadcrumbs'
import { useBulkActions } from '~/components/bulk/use-bulk'
import { actionsColumn, createdColumn, nameLinkColumn } from '~/components/columns'
import { PageHeader } from '~/components/page-header'
import { QueryTable } from '~/components/query-table'
import { InstanceStateBadge } from '~/components/state-badge'
import { getProjectSelector, useProjectSelector } from '~/hooks/selectors'
import { EmptyState } from '~/ui/empty-state'
import { paths } from '~/util/paths'
import { formatBytes } from '~/util/units'
import { instanceMenuItems } from './instance-actions'
import { instanceBulkActions } from './instance-bulk'

export const handle: RouteHandle = {
  crumbs: (params) => [{ label: 'Instances', to: paths.instances(getProjectSelector(params)) }],
}

const col = createColumnHelper<Instance>()
const sizeColumn = col.display({
  id: 'size',
  header: 'CPU / Memory',
  cell: ({ row }) => `${row.original.ncpus} vCPU, ${formatBytes(row.original.memory)}`,
})
const stateColumn = col.display({
  id: 'state',
  header: 'State',
  cell: ({ row }) => <InstanceStateBadge state={row.original.runState} />,
})

const anyTransitional = (rows: Instance[]) => rows.some(isInstanceTransitional)

export function Component() {
  const selector = useProjectSelector()
  const { project } = selector
  const bulk = useBulkActions(instanceBulkActions)
  const columns = useMemo(
    () => [
      nameLinkColumn<Instance>((i) => paths.instance({ project, instance: i.name })),
      sizeColumn,
      stateColumn,
      createdColumn<Instance>(),
      actionsColumn<Instance>((i) => instanceMenuItems(i)),
    ],
    [project],
  )
  const newInstance = (
    <Link className="btn btn-primary btn-md" to={paths.instancesNew(selector)}>
      New Instance
    </Link>
  )
  return (
    <>
      <PageHeader title="Instances" actions={newInstance} />
      <QueryTable
        operationId="instanceList"
        params={{ query: selector }}
        columns={columns}
        label="Instances"
        pollWhile={anyTransitional}
        bulk={bulk}
        emptyState={
          <EmptyState
            title="No instances"
            body="This project has no instances yet."
            action={newInstance}
          />
        }
      />
      <Outlet />
    </>
  )
}
