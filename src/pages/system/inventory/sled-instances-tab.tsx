import { Link } from 'react-router'
import type { SledInstance } from '~/api/__generated__/Api'
import { usePrefetchedApiQuery } from '~/api/query'
import { isInstanceTransitional } from '~/api/states'
import type { RouteHandle } from '~/components/breadcrumbs'
import { valueColumn } from '~/components/columns'
import { DateTime } from '~/components/date-time'
import { QueryTable } from '~/components/query-table'
import { InstanceStateBadge } from '~/components/state-badge'
import { columnHelper } from '~/components/table-features'
import { useSledSelector } from '~/hooks/selectors'
import { EmptyState } from '~/ui/empty-state'
import { paths } from '~/util/paths'
import { formatBytes } from '~/util/units'

export const handle: RouteHandle = { title: 'Instances' }

const col = columnHelper<SledInstance>()
const otherColumns = [
  col.display({ id: 'silo', header: 'Silo', cell: ({ row }) => row.original.siloName }),
  col.display({ id: 'project', header: 'Project', cell: ({ row }) => row.original.projectName }),
  valueColumn<SledInstance>('state', 'State', (r) => <InstanceStateBadge state={r.state} />),
  col.display({ id: 'cpus', header: 'vCPUs', cell: ({ row }) => row.original.ncpus }),
  valueColumn<SledInstance>('memory', 'Memory', (r) => formatBytes(r.memory)),
  valueColumn<SledInstance>('created', 'Created', (r) =>
    DateTime({ date: r.timeCreated, className: 'cell-secondary' }),
  ),
]

/** The instances whose VMM runs on the sled, from every silo. */
export function Component() {
  const path = useSledSelector()
  const { data: me } = usePrefetchedApiQuery('currentUserView', {})
  const columns = [
    col.display({
      id: 'name',
      header: 'Name',
      // the instance page lives in its silo: a link only for instances of the user's own
      cell: ({ row }) =>
        row.original.siloName === me.siloName ? (
          <Link
            to={paths.instance({
              project: row.original.projectName,
              instance: row.original.name,
            })}
          >
            {row.original.name}
          </Link>
        ) : (
          row.original.name
        ),
    }),
    ...otherColumns,
  ]
  return (
    <QueryTable
      operationId="sledInstanceList"
      params={{ path }}
      columns={columns}
      label="Sled instances"
      pollWhile={(rows) => rows.some((i) => isInstanceTransitional({ runState: i.state }))}
      emptyState={<EmptyState title="No instances" body="No instance is running on this sled." />}
    />
  )
}
