import { Link } from 'react-router'
import type { User } from '~/api/__generated__/Api'
import type { RouteHandle } from '~/components/breadcrumbs'
import { createdColumn } from '~/components/columns'
import { ListTab } from '~/components/list-page'
import { columnHelper } from '~/components/table-features'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Users', to: paths.siloUsers() }],
}

const column = columnHelper<User>()

const columns = [
  column.display({
    id: 'name',
    header: 'Name',
    cell: ({ row }) => (
      <Link to={paths.siloUser({ userId: row.original.id })}>{row.original.displayName}</Link>
    ),
  }),
  column.display({
    id: 'id',
    header: 'ID',
    cell: ({ row }) => <span className="mono cell-secondary">{row.original.id}</span>,
  }),
  createdColumn<User>(),
]

/** The silo's users: each links to their sessions and device tokens. */
export function Component() {
  return (
    <ListTab
      label="Users"
      operationId="userList"
      params={{}}
      columns={columns}
      filterText={(user) => user.displayName}
      empty={{
        title: 'No users',
        body: 'Users appear here once they sign in or their identity provider provisions them.',
      }}
    />
  )
}
