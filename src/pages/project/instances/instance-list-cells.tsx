import type { Instance } from '~/api/__generated__/Api'
import { hasRowData, useRowQuery } from '~/api/row-query'
import { RelativeTime } from '~/components/date-time'
import { InstanceStateBadge } from '~/components/state-badge'
import { useTablePainted } from '~/components/table-painted'
import { CopyButton } from '~/ui/copy-button'
import { timeAgo } from '~/util/time-ago'
import { instanceParams } from './loaders'

type RowProps = { project: string; instance: string }

const pending = <span className="cell-secondary">…</span>

/**
 * An instance's external IPs in its list row. The list call does not carry
 * them, so each row shown asks for its own (a page of at most 200 rows, never
 * the 10,000 a project may hold), two rows at a time, once the table's first
 * frame is painted; what the cache holds shows at once. SNAT addresses are
 * shared outbound ports, not the instance's own, so they are left out.
 */
export function InstanceExternalIps(props: RowProps) {
  const painted = useTablePainted()
  if (!painted && !hasRowData('instanceExternalIpList', instanceParams(props))) return pending
  return <ExternalIps {...props} />
}

function ExternalIps({ project, instance }: RowProps) {
  const ips = useRowQuery('instanceExternalIpList', instanceParams({ project, instance }))
  if (ips.isPending) return pending
  if (ips.isError) return <span className="cell-secondary">—</span>
  const own = ips.data.items.filter((ip) => ip.kind !== 'snat')
  if (own.length === 0) return <span className="cell-secondary">—</span>
  const [first, ...rest] = own
  return (
    <span className="cell-ips">
      <span>{first.ip}</span>
      <CopyButton text={first.ip} label="Copy IP" />
      {rest.length > 0 && (
        <span className="cell-secondary" title={rest.map((ip) => ip.ip).join(', ')}>
          +{rest.length}
        </span>
      )}
    </span>
  )
}

/** The run state, and how long it has held (`time_run_state_updated`). No hooks: a cell calls it. */
export function instanceStateCell(instance: Instance, now = Date.now()) {
  const since = instance.timeRunStateUpdated
  return (
    <span className="cell-state">
      <InstanceStateBadge state={instance.runState} />
      <RelativeTime date={since} prefix="Since" className="cell-secondary">
        {timeAgo(now - since.getTime())}
      </RelativeTime>
    </span>
  )
}
