import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { ScimClientBearerToken, ScimClientBearerTokenValue } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { mutate, useApiMutation, usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { actionsColumn, createdColumn, expiresColumn, idColumn } from '~/components/columns'
import { DataTable } from '~/components/data-table'
import { ViewRequestDisclosure } from '~/components/request-disclosure'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { confirmAction } from '~/ui/confirm'
import { CopyButton } from '~/ui/copy-button'
import { EmptyState } from '~/ui/empty-state'
import { Modal } from '~/ui/modal'
import { addToast } from '~/ui/toast'
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

const columnsFor = (silo: string) => [
  idColumn<ScimClientBearerToken>(),
  createdColumn<ScimClientBearerToken>(),
  expiresColumn<ScimClientBearerToken>(),
  actionsColumn<ScimClientBearerToken>((t) => [
    { label: 'Delete', destructive: true, onSelect: () => confirmDeleteToken(silo, t) },
  ]),
]

/** The new token's secret, shown this once. */
function CreatedToken({
  token,
  onDismiss,
}: {
  token: ScimClientBearerTokenValue
  onDismiss: () => void
}) {
  return (
    <Modal
      title="SCIM token created"
      isOpen
      onDismiss={onDismiss}
      footer={<Button onClick={onDismiss}>Done</Button>}
    >
      <Alert variant="info">
        Copy the token now: it will not be shown again. Give it to the identity provider as its SCIM
        bearer token.
      </Alert>
      <div className="request-block-header">
        <h3 className="request-block-title">Bearer token</h3>
        <CopyButton text={token.bearerToken} label="Copy token" />
      </div>
      <pre className="compute-command">{token.bearerToken}</pre>
    </Modal>
  )
}

/**
 * The silo's SCIM tokens: the bearer tokens an identity provider uses to
 * provision users and groups through SCIM. A token's secret shows once.
 */
export function Component() {
  const { data: me } = usePrefetchedApiQuery('currentUserView', {})
  const silo = me.siloName
  // a plain read: the answer may be a refusal (403, not a silo admin), shown in place
  const { data: tokens, error } = useQuery(scimTokensQuery(silo))
  const [created, setCreated] = useState<ScimClientBearerTokenValue | null>(null)
  const create = useApiMutation('scimTokenCreate', {
    invalidates: ['scimTokenList'],
    onSuccess: setCreated,
    onError: (e) =>
      addToast({ variant: 'error', title: 'Could not create SCIM token', content: e.message }),
  })
  const createButton = (
    <Button onClick={() => create.mutate({ query: { silo } })} disabled={create.isPending}>
      Create token
    </Button>
  )
  return (
    <>
      <div className="tab-toolbar">
        <h2 className="section-title">SCIM Tokens</h2>
        {!error && createButton}
      </div>
      <p className="tab-note">
        An identity provider that provisions this silo&apos;s users and groups (SCIM) signs its
        requests with one of these tokens. Delete a token it no longer uses.
      </p>
      {error ? (
        <Alert title="Could not list SCIM tokens">{error.message}</Alert>
      ) : (
        <DataTable
          rows={tokens ?? []}
          columns={columnsFor(silo)}
          label="SCIM tokens"
          reads={[scimTokensQuery(silo)]}
          rowId={(t) => t.id}
          emptyState={
            <EmptyState
              title="No SCIM tokens"
              body="Create a token for the identity provider that provisions this silo's users."
              action={createButton}
            />
          }
        />
      )}
      <ViewRequestDisclosure request={apiRequest('scimTokenList', { query: { silo } })} />
      {created && <CreatedToken token={created} onDismiss={() => setCreated(null)} />}
    </>
  )
}
