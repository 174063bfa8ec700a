import { Link } from 'react-router'
import type { PhysicalDisk } from '~/api/__generated__/Api'
import { PAGE_SIZE, usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { monoLinkColumn, valueColumn } from '~/components/columns'
import { QueryTable } from '~/components/query-table'
import { EmptyState } from '~/ui/empty-state'
import { paths } from '~/util/paths'
import { physicalDiskColumns } from './disk-columns'
import { sledLabel } from './hardware'

export const handle: RouteHandle = { title: 'Disks' }

export function Component() {
  const { data: sleds } = usePrefetchedApiQuery('sledList', { query: { limit: PAGE_SIZE } })
  const serials = new Map(sleds.items.map((s) => [s.id, sledLabel(s)]))
  const columns = [
    monoLinkColumn<PhysicalDisk>('serial', 'Serial', (r) => ({
      to: paths.systemPhysicalDisk({ diskId: r.id }),
      text: r.serial,
    })),
    // the serial above links to the disk's page
    ...physicalDiskColumns.filter((c) => c.id !== 'serial'),
    valueColumn<PhysicalDisk>('sled', 'Sled', (r) => {
      const { sledId } = r
      if (!sledId) return <span className="cell-secondary">—</span>
      return <Link to={paths.systemSledDisks({ sledId })}>{serials.get(sledId) ?? sledId}</Link>
    }),
  ]
  return (
    <QueryTable
      operationId="physicalDiskList"
      params={{}}
      columns={columns}
      label="Physical disks"
      emptyState={<EmptyState title="No physical disks" body="No sled reports a disk yet." />}
    />
  )
}
