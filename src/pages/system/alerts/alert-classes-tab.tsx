import type { AlertClass } from '~/api/__generated__/Api'
import { QueryTable } from '~/components/query-table'
import { columnHelper } from '~/components/table-features'
import { EmptyState } from '~/ui/empty-state'

const col = columnHelper<AlertClass>()
const columns = [
  col.display({
    id: 'name',
    header: 'Class',
    cell: ({ row }) => <span className="mono">{row.original.name}</span>,
  }),
  col.display({
    id: 'description',
    header: 'Description',
    cell: ({ row }) => <span className="cell-secondary">{row.original.description}</span>,
  }),
]

/** The classes of alert the system raises: what subscriptions match. */
export function Component() {
  return (
    <QueryTable
      operationId="alertClassList"
      params={{}}
      columns={columns}
      label="Alert classes"
      rowId={(c) => c.name}
      emptyState={<EmptyState title="No alert classes" body="The system raises no alerts." />}
    />
  )
}
