import type { Instance } from '~/api/__generated__/Api'
import { RelativeTime } from '~/components/date-time'
import { InstanceStateBadge } from '~/components/state-badge'
import { timeAgo } from '~/util/time-ago'

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
