import { createColumnHelper } from '@tanstack/react-table'
import type { Silo } from '~/api/__generated__/Api'
import { listQuery, prefetch } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { PageHeader } from '~/components/page-header'
import { QueryTable } from '~/components/query-table'
import { Badge } from '~/ui/badge'
import { EmptyState } from '~/ui/empty-state'
import { paths } from '~/util/paths'

export async function loader() {
  await prefetch(listQuery('siloList', {}))
  return null
}

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Silos', to: paths.systemSilos() }],
}

const col = createColumnHelper<Silo>()
const columns = [
  nameColumn<Silo>(),
  descriptionColumn<Silo>(),
  col.display({
    id: 'identityMode',
    header: 'Identity mode',
    cell: ({ row }) => <Badge>{row.original.identityMode.replace('_', ' ')}</Badge>,
  }),
  col.display({
    id: 'discoverable',
    header: 'Discoverable',
    cell: ({ row }) => (row.original.discoverable ? 'Yes' : 'No'),
  }),
  createdColumn<Silo>(),
]

export function Component() {
  return (
    <>
      <PageHeader title="Silos" />
      <QueryTable
        operationId="siloList"
        params={{}}
        columns={columns}
        label="Silos"
        emptyState={<EmptyState title="No silos" body="This rack has no silos." />}
      />
    </>
  )
}
