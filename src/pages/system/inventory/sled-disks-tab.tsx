import type { LoaderFunctionArgs } from 'react-router'
import { listQuery, prefetch } from '~/api/query'
import { QueryTable } from '~/components/query-table'
import { getSledSelector, useSledSelector } from '~/hooks/selectors'
import { EmptyState } from '~/ui/empty-state'
import { physicalDiskColumns } from './disk-columns'

export async function loader({ params }: LoaderFunctionArgs) {
  await prefetch(listQuery('sledPhysicalDiskList', { path: getSledSelector(params) }))
  return null
}

export function Component() {
  const path = useSledSelector()
  return (
    <QueryTable
      operationId="sledPhysicalDiskList"
      params={{ path }}
      columns={physicalDiskColumns}
      label="Sled physical disks"
      emptyState={<EmptyState title="No physical disks" body="This sled reports no disks." />}
    />
  )
}
