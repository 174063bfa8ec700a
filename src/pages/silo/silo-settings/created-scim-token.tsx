import type { ScimClientBearerTokenValue } from '~/api/__generated__/Api'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { CopyButton } from '~/ui/copy-button'
import { Modal } from '~/ui/modal'

/** A new token's secret, as the API answered the create: shown this once, never stored. */
export function CreatedScimToken({
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
