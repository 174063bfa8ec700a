import type { AlertClass } from '~/api/__generated__/Api'
import type { RouteHandle } from '~/components/breadcrumbs'
import { valueColumn } from '~/components/columns'
import { QueryTable } from '~/components/query-table'
import { EmptyState } from '~/ui/empty-state'

export const handle: RouteHandle = { title: 'Alert classes' }

const columns = [
  valueColumn<AlertClass>('name', 'Class', (r) => <span className="mono">{r.name}</span>),
  valueColumn<AlertClass>('description', 'Description', (r) => (
    <span className="cell-secondary">{r.description}</span>
  )),
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
