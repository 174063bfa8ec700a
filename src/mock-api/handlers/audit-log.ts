import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireFleetRole } from '../authz'
import { db } from '../db'
import { badRequest } from '../errors'
import { paginated } from '../paginate'

/**
 * The audit log: fleet viewers read it. The first page needs `start_time`
 * (a page token carries on the scan); entries are those completed at or after
 * `start_time` and before `end_time`, in completion time order (then id),
 * oldest first unless `time_and_id_descending`.
 */
export const auditLogHandlers = {
  auditLogList({ query }) {
    requireFleetRole('viewer')
    if (!query.pageToken && !query.startTime) {
      throw badRequest('unable to parse query string: missing field `start_time`')
    }
    const from = query.startTime ? new Date(query.startTime).getTime() : -Infinity
    const to = query.endTime ? new Date(query.endTime).getTime() : Infinity
    const inRange = db.auditLog.filter((e) => {
      const t = new Date(e.time_completed).getTime()
      return t >= from && t < to
    })
    return paginated(query, inRange, (e) => `${e.time_completed}|${e.id}`)
  },
} satisfies Partial<MSWHandlers>
