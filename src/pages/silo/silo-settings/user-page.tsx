import { useNavigate } from 'react-router'
import type { ConsoleSession, DeviceAccessToken, User } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { mutate, usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { createdColumn, expiresColumn, idColumn } from '~/components/columns'
import { DateTime } from '~/components/date-time'
import { ListTab } from '~/components/list-page'
import { PageHeader } from '~/components/page-header'
import { IdProperty, TimeProperty } from '~/components/property'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { columnHelper } from '~/components/table-features'
import { TitledSection } from '~/components/titled-section'
import { getSiloUserSelector, useSiloUserSelector } from '~/hooks/selectors'
import { Button } from '~/ui/button'
import { confirmAction } from '~/ui/confirm'
import { paths } from '~/util/paths'
import { canManageUser } from './loaders'

export const handle: RouteHandle = {
  crumbs: (params) => [
    { label: 'Silo Settings', to: paths.siloSettings() },
    { label: 'Users', to: paths.siloUsers() },
    { label: 'User', to: paths.siloUser(getSiloUserSelector(params)) },
  ],
}

const sessionColumns = [
  idColumn<ConsoleSession>(),
  createdColumn<ConsoleSession>(),
  columnHelper<ConsoleSession>().display({
    id: 'lastUsed',
    header: 'Last used',
    cell: ({ row }) => DateTime({ date: row.original.timeLastUsed, className: 'cell-secondary' }),
  }),
]

const tokenColumns = [
  idColumn<DeviceAccessToken>(),
  createdColumn<DeviceAccessToken>(),
  expiresColumn<DeviceAccessToken>(),
]

function confirmSignOut(user: User, self: boolean, onDone: () => void) {
  confirmAction({
    title: 'Sign out everywhere',
    body: (
      <>
        Sign <strong>{user.displayName}</strong> out everywhere? Every console session ends and
        every device token (the CLI's) is revoked: {self ? 'you' : 'they'} must sign in again.
      </>
    ),
    confirmLabel: 'Sign out everywhere',
    errorTitle: 'Could not sign the user out',
    action: () =>
      mutate(
        'userLogout',
        { path: { userId: user.id } },
        {
          invalidates: ['userSessionList', 'userTokenList'],
          toast: { title: 'Signed out everywhere', content: user.displayName },
        },
      ).then(onDone),
  })
}

/** One user of the silo: who they are, their console sessions and device tokens. */
export function Component() {
  const { userId } = useSiloUserSelector()
  const navigate = useNavigate()
  const { data: me } = usePrefetchedApiQuery('currentUserView', {})
  const { data: user } = usePrefetchedApiQuery('userView', { path: { userId } })
  const self = me.id === user.id
  const canManage = canManageUser(me, user.id)
  const signOut = canManage && (
    <Button
      variant="danger"
      onClick={() =>
        // signing oneself out ends this session too: back to the sign-in page
        confirmSignOut(user, self, () => self && navigate(paths.login()))
      }
    >
      Sign out everywhere
    </Button>
  )
  const path = { userId: user.id }
  return (
    <>
      <PageHeader title={user.displayName} actions={signOut || undefined} />
      <dl className="properties" aria-label="User properties">
        <IdProperty id={user.id} />
        <TimeProperty date={user.timeCreated} />
      </dl>
      <ViewRequestDisclosure request={apiRequest('userView', { path })} />
      {canManage ? (
        <>
          <TitledSection title="Console sessions">
            <ListTab
              label="Console sessions"
              operationId="userSessionList"
              params={{ path }}
              columns={sessionColumns}
              filterBy="ID"
              empty={{ title: 'No console sessions', body: 'The user is not signed in anywhere.' }}
            />
          </TitledSection>
          <TitledSection title="Device tokens">
            <ListTab
              label="Device tokens"
              operationId="userTokenList"
              params={{ path }}
              columns={tokenColumns}
              filterBy="ID"
              urlPrefix="tokens-"
              empty={{
                title: 'No device tokens',
                body: 'A token appears here when the user signs in with the Oxide CLI.',
              }}
            />
          </TitledSection>
        </>
      ) : (
        <p className="tab-note">
          Only a silo admin can see another user&apos;s console sessions and device tokens.
        </p>
      )}
    </>
  )
}
