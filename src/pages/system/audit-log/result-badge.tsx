import type { AuditLogEntryResult } from '~/api/__generated__/Api'
import { Badge } from '~/ui/badge'

/** A call's result: its HTTP status, green for a success and red for an error. */
export function ResultBadge({ result }: { result: AuditLogEntryResult }) {
  if (result.kind === 'unknown') return <Badge color="gray">unknown</Badge>
  return (
    <Badge color={result.kind === 'success' ? 'green' : 'red'}>
      {result.kind} {result.httpStatusCode}
    </Badge>
  )
}
