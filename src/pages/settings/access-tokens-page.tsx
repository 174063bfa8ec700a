import type { DeviceAccessToken } from '~/api/__generated__/Api'
import { mutate } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { actionsColumn, createdColumn, expiresColumn, idColumn } from '~/components/columns'
import { ListPage } from '~/components/list-page'
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

// a token has no name: its id is what the CLI shows (`oxide auth status`)
const columns = [
  idColumn<DeviceAccessToken>(),
  createdColumn<DeviceAccessToken>(),
  expiresColumn<DeviceAccessToken>(),
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
