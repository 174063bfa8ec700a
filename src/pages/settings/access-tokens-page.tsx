import type { DeviceAccessToken } from '~/api/__generated__/Api'
import { mutate } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { actionsColumn, createdColumn } from '~/components/columns'
import { DateTime } from '~/components/date-time'
import { ListPage } from '~/components/list-page'
import { columnHelper } from '~/components/table-features'
import { confirmAction } from '~/ui/confirm'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Access Tokens', to: paths.accessTokens() }],
}

function confirmRevokeToken(token: DeviceAccessToken) {
  confirmAction({
    title: 'Revoke access token',
    body: (
      <>
        Revoke access token <strong>{token.id}</strong>? The CLI signed in with it can no longer act
        as you and must sign in again.
      </>
    ),
    confirmLabel: 'Revoke',
    errorTitle: 'Could not revoke access token',
    action: () =>
      mutate(
        'currentUserAccessTokenDelete',
        { path: { tokenId: token.id } },
        {
          invalidates: ['currentUserAccessTokenList'],
          toast: { title: 'Access token revoked', content: token.id },
        },
      ),
  })
}

const column = columnHelper<DeviceAccessToken>()

// a token has no name: its id is what the CLI shows (`oxide auth status`)
const columns = [
  column.display({
    id: 'id',
    header: 'ID',
    cell: ({ row }) => <span className="mono">{row.original.id}</span>,
  }),
  createdColumn<DeviceAccessToken>(),
  column.display({
    id: 'expires',
    header: 'Expires',
    cell: ({ row }) => {
      const expires = row.original.timeExpires
      return expires
        ? DateTime({ date: expires, className: 'cell-secondary' })
        : // a token asked for without a lifetime lasts until it is revoked
          'Never'
    },
  }),
  actionsColumn<DeviceAccessToken>((t) => [
    { label: 'Revoke', destructive: true, onSelect: () => confirmRevokeToken(t) },
  ]),
]

export function Component() {
  return (
    <ListPage
      title="Access Tokens"
      operationId="currentUserAccessTokenList"
      params={{}}
      columns={columns}
      label="Access tokens"
      // a token has no name: the filter matches its id
      filterBy="ID"
      empty={{
        title: 'No access tokens',
        body: (
          <>
            A token appears here when you sign in with the Oxide CLI (<code>oxide auth login</code>
            ): the CLI shows a code, you confirm it on the device authentication page, and the CLI
            gets a token that acts as you.
          </>
        ),
      }}
      note="Each sign-in of the Oxide CLI gets a token that acts as you. Revoke one you no longer use or do not recognise."
    />
  )
}
