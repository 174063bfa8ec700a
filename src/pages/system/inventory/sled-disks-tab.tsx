import type { RouteHandle } from '~/components/breadcrumbs'
import { QueryTable } from '~/components/query-table'
import { useSledSelector } from '~/hooks/selectors'
import { EmptyState } from '~/ui/empty-state'
import { physicalDiskColumns } from './disk-columns'

export const handle: RouteHandle = { title: 'Disks' }

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
