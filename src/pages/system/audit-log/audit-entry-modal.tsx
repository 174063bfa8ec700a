import type { AuditLogEntry } from '~/api/__generated__/Api'
import { IdProperty, Property, TimeProperty } from '~/components/property'
import { SideModal } from '~/ui/side-modal'
import { actorText } from './audit-range'
import { ResultBadge } from './result-badge'
import { useUserNames } from './user-names'

/** Every field of one audit log entry. */
export function AuditEntryModal({
  entry,
  onDismiss,
}: {
  entry: AuditLogEntry
  onDismiss: () => void
}) {
  const { actor, result } = entry
  const names = useUserNames()
  return (
    <SideModal title="Audit log entry" onDismiss={onDismiss}>
      <dl className="properties" aria-label="Entry">
        <IdProperty id={entry.id} />
        <Property term="Operation" mono>
          {entry.operationId}
        </Property>
        <Property term="Request URI" mono>
          {entry.requestUri}
        </Property>
        <TimeProperty term="Started" date={entry.timeStarted} />
        <TimeProperty term="Completed" date={entry.timeCompleted} />
        <Property term="Actor">{actorText(actor, names)}</Property>
        {actor.kind === 'silo_user' && (
          <Property term="Silo user ID" mono>
            {actor.siloUserId}
          </Property>
        )}
        {'siloId' in actor && (
          <Property term="Silo ID" mono>
            {actor.siloId}
          </Property>
        )}
        <Property term="Auth method">{entry.authMethod ?? '—'}</Property>
        <Property term="Credential ID" mono>
          {entry.credentialId ?? '—'}
        </Property>
        <Property term="Result">
          <ResultBadge result={result} />
        </Property>
        {result.kind === 'error' && (
          <>
            <Property term="Error code" mono>
              {result.errorCode ?? '—'}
            </Property>
            <Property term="Error message">{result.errorMessage}</Property>
          </>
        )}
        <Property term="Source IP" mono>
          {entry.sourceIp}
        </Property>
        <Property term="User agent">{entry.userAgent ?? '—'}</Property>
        <Property term="Request ID" mono>
          {entry.requestId}
        </Property>
      </dl>
    </SideModal>
  )
}
