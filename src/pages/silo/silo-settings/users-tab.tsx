import { useMemo } from 'react'
import { Link } from 'react-router'
import type { User } from '~/api/__generated__/Api'
import { invalidate, mutate, readFresh, usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import type { BulkActions } from '~/components/bulk/bulk-action'
import { useBulkActions } from '~/components/bulk/use-bulk'
import { createdColumn, valueColumn } from '~/components/columns'
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
  valueColumn<User>('id', 'ID', (r) => <span className="mono cell-secondary">{r.id}</span>),
  createdColumn<User>(),
]

/** Sign users out everywhere at once; the signed-in admin signs out from their own page. */
const signOutUsers = (meId: string): BulkActions<User> => ({
  actions: [
    {
      label: 'Sign out everywhere',
      done: 'signed out everywhere',
      noun: ['user', 'users'],
      destructive: true,
      note: 'Their console sessions end and their device tokens are revoked.',
      notApplicable: (u) =>
        u.id === meId ? `${u.displayName} is you: sign yourself out from your own page` : undefined,
      run: (u) => mutate('userLogout', { path: { userId: u.id } }),
      finish: () => invalidate('userSessionList', 'userTokenList'),
      // a resumed run reads first: a user with no session and no token left is not sent again
      resume: {
        alreadyDone: async (u) => {
          const params = { path: { userId: u.id }, query: { limit: 1 } }
          const [sessions, tokens] = await Promise.all([
            readFresh('userSessionList', params),
            readFresh('userTokenList', params),
          ])
          return sessions.items.length + tokens.items.length === 0
            ? `${u.displayName} is already signed out everywhere`
            : undefined
        },
      },
    },
  ],
})

/** The silo's users: each links to their sessions and device tokens. */
export function Component() {
  const { data: me } = usePrefetchedApiQuery('currentUserView', {})
  const actions = useMemo(() => signOutUsers(me.id), [me.id])
  const bulk = useBulkActions(actions)
  return (
    <ListTab
      label="Users"
      operationId="userList"
      params={{}}
      columns={columns}
      filterText={(user) => user.displayName}
      // signing users out is their silo admin's (others get a 403)
      bulk={me.siloAdmin ? bulk : undefined}
      empty={{
        title: 'No users',
        body: 'Users appear here once they sign in or their identity provider provisions them.',
      }}
    />
  )
}
