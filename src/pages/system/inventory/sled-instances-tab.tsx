import type { SledInstance } from '~/api/__generated__/Api'
import { usePrefetchedApiQuery } from '~/api/query'
import { isInstanceTransitional } from '~/api/states'
import type { RouteHandle } from '~/components/breadcrumbs'
import { valueColumn } from '~/components/columns'
import { DateTime } from '~/components/date-time'
import { QueryTable } from '~/components/query-table'
import { useSledSelector } from '~/hooks/selectors'
import { EmptyState } from '~/ui/empty-state'
import { sledInstanceColumns } from './sled-instance-columns'

export const handle: RouteHandle = { title: 'Instances' }

const createdColumn = valueColumn<SledInstance>('created', 'Created', (r) =>
  DateTime({ date: r.timeCreated, className: 'cell-secondary' }),
)

/** The instances whose VMM runs on the sled, from every silo. */
export function Component() {
  const path = useSledSelector()
  const { data: me } = usePrefetchedApiQuery('currentUserView', {})
  const columns = [...sledInstanceColumns<SledInstance>(me.siloName), createdColumn]
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
