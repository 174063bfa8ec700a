import { createColumnHelper } from '@tanstack/react-table'
import type { LoaderFunctionArgs } from 'react-router'
import type { Instance } from '~/api/__generated__/Api'
import { listQuery, prefetch } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { createdColumn, nameColumn } from '~/components/columns'
import { PageHeader } from '~/components/page-header'
import { QueryTable } from '~/components/query-table'
import { InstanceStateBadge } from '~/components/state-badge'
import { getProjectSelector, useProjectSelector } from '~/hooks/selectors'
import { EmptyState } from '~/ui/empty-state'
import { paths } from '~/util/paths'
import { formatBytes } from '~/util/units'

export async function loader({ params }: LoaderFunctionArgs) {
  await prefetch(listQuery('instanceList', { query: getProjectSelector(params) }))
  return null
}

export const handle: RouteHandle = {
  crumbs: (params) => [{ label: 'Instances', to: paths.instances(getProjectSelector(params)) }],
}

const col = createColumnHelper<Instance>()
const columns = [
  nameColumn<Instance>(),
  col.display({
    id: 'size',
    header: 'CPU / Memory',
    cell: ({ row }) => `${row.original.ncpus} vCPU, ${formatBytes(row.original.memory)}`,
  }),
  col.display({
    id: 'state',
    header: 'State',
    cell: ({ row }) => <InstanceStateBadge state={row.original.runState} />,
  }),
  createdColumn<Instance>(),
]

export function Component() {
  const selector = useProjectSelector()
  return (
    <>
      <PageHeader title="Instances" />
      <QueryTable
        operationId="instanceList"
        params={{ query: selector }}
        columns={columns}
        label="Instances"
        emptyState={<EmptyState title="No instances" body="This project has no instances yet." />}
      />
    </>
  )
}
