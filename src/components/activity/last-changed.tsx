import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { auditReadQuery, DEFAULT_LOOKBACK, followWrites, lookedBackTo } from '~/api/audit-read'
import { useIsFleetViewer } from '~/layouts/fleet-viewer'
import { actorText, withAuditRange } from '~/pages/system/audit-log/audit-range'
import { useUserNames } from '~/pages/system/audit-log/user-names'
import { type AuditResource, isAbout } from '~/util/audit-match'
import { paths } from '~/util/paths'
import { timeAgo } from '~/util/time-ago'
import { DateTime, RelativeTime } from '../date-time'

/** The audit log filtered to a set's operation, over the week the read looks back. */
export function auditLogFilteredLink(operation: string) {
  const search = withAuditRange(new URLSearchParams(), { range: '7d', start: '', end: '' })
  search.set('q2', operation)
  return `${paths.systemAuditLog()}?${search}`
}

type Props = {
  /** the set's update, as the audit log names it (`vpc_firewall_rules_update`) */
  operation: string
  /** other operations that change the same set (a port's settings cleared, beside applied) */
  also?: readonly string[]
  /** the resource the set belongs to, where it is not the fleet's */
  about?: AuditResource
}

/**
 * "Last changed by NAME, TIME ago" on a whole-set page, from the audit log's
 * bounded read: for fleet viewers only (for anyone else nothing shows and
 * nothing is asked). A write anywhere marks the read stale (`followWrites`),
 * so a change just made shows here.
 */
export function LastChanged({ operation, also = [], about }: Props) {
  const mayRead = useIsFleetViewer()
  const [now] = useState(() => new Date())
  useEffect(followWrites, [])
  const read = useInfiniteQuery({ ...auditReadQuery(DEFAULT_LOOKBACK, now), enabled: mayRead })
  const names = useUserNames()
  if (!mayRead || !read.data) return null
  const steps = read.data.pages
  const last = steps
    .flatMap((s) => s.items)
    .find(
      (e) =>
        (e.operationId === operation || also.includes(e.operationId)) &&
        e.result.kind === 'success' &&
        (!about || isAbout(e.requestUri, about)),
    )
  const back = lookedBackTo(steps)
  return (
    <p className="tab-note">
      {last ? (
        <>
          Last changed by {actorText(last.actor, names)},{' '}
          <RelativeTime date={last.timeCompleted}>
            {timeAgo(Date.now() - last.timeCompleted.getTime())} ago
          </RelativeTime>
        </>
      ) : (
        back && (
          <>
            Not changed since <DateTime date={back} />
          </>
        )
      )}{' '}
      · <Link to={auditLogFilteredLink(operation)}>Audit log of {operation}</Link>
    </p>
  )
}
