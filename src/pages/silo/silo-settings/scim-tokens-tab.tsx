import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Outlet } from 'react-router'
import type { ScimClientBearerToken } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { mutate, usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { actionsColumn, createdColumn, expiresColumn, idColumn } from '~/components/columns'
import { ListTab } from '~/components/list-page'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { Alert } from '~/ui/alert'
import { confirmAction } from '~/ui/confirm'
import { LinkButton } from '~/ui/link-button'
import { paths } from '~/util/paths'
import { scimTokensQuery } from './loaders'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'SCIM Tokens', to: paths.siloScimTokens() }],
}

function confirmDeleteToken(silo: string, token: ScimClientBearerToken) {
  confirmAction({
    title: 'Delete SCIM token',
    body: (
      <>
        Delete SCIM token <strong>{token.id}</strong>? The identity provider using it can no longer
        provision users and groups in this silo.
      </>
    ),
    confirmLabel: 'Delete',
    errorTitle: 'Could not delete SCIM token',
    action: () =>
      mutate(
        'scimTokenDelete',
        { path: { tokenId: token.id }, query: { silo } },
        {
          invalidates: ['scimTokenList'],
          toast: { title: 'SCIM token deleted', content: token.id },
        },
      ),
  })
}

const createLink = <LinkButton to={paths.siloScimTokensNew()}>Create token</LinkButton>

/**
 * The silo's SCIM tokens: the bearer tokens an identity provider uses to
 * provision users and groups through SCIM. A token's secret shows once, when
 * it is created.
 */
export function Component() {
  const { data: me } = usePrefetchedApiQuery('currentUserView', {})
  const silo = me.siloName
  // a plain read: the answer may be a refusal (403, not a silo admin), shown in place
  const { data: tokens, error } = useQuery(scimTokensQuery(silo))
  const columns = useMemo(
    () => [
      idColumn<ScimClientBearerToken>(),
      createdColumn<ScimClientBearerToken>(),
      expiresColumn<ScimClientBearerToken>(),
      actionsColumn<ScimClientBearerToken>((t) => [
        { label: 'Delete', destructive: true, onSelect: () => confirmDeleteToken(silo, t) },
      ]),
    ],
    [silo],
  )
  return (
    <>
      <p className="tab-note">
        An identity provider that provisions this silo&apos;s users and groups (SCIM) signs its
        requests with one of these tokens. Delete a token it no longer uses.
      </p>
      {error ? (
        <Alert title="Could not list SCIM tokens">{error.message}</Alert>
      ) : (
        <ListTab
          label="SCIM tokens"
          actions={createLink}
          rows={tokens ?? []}
          reads={[scimTokensQuery(silo)]}
          columns={columns}
          rowId={(t) => t.id}
          empty={{
            title: 'No SCIM tokens',
            body: "Create a token for the identity provider that provisions this silo's users.",
          }}
        >
          <Outlet />
        </ListTab>
      )}
      <ViewRequestDisclosure request={apiRequest('scimTokenList', { query: { silo } })} />
    </>
  )
}
