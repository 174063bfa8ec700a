import { useQuery } from '@tanstack/react-query'
import { allPagesQuery, apiQuery } from '~/api/query'
import { formatBigInt } from '../ip-pools/ip-pool-values'
import { subnetPoolUsage } from './subnet-pool-values'

/** "allocated / capacity" addresses of a subnet pool, every digit shown (IPv6 pools exceed 2^64). */
export function SubnetPoolUtilization({ pool }: { pool: string }) {
  // a cell of a paged list too, so it loads (and fails) on its own instead of the page's
  const members = useQuery(allPagesQuery('systemSubnetPoolMemberList', { path: { pool } }))
  const utilization = useQuery(apiQuery('systemSubnetPoolUtilizationView', { path: { pool } }))
  if (!members.data || !utilization.data) {
    return (
      <span className="cell-secondary">{members.isError || utilization.isError ? '—' : '…'}</span>
    )
  }
  const { allocated, capacity } = subnetPoolUsage(
    members.data.items.map((m) => m.subnet),
    utilization.data,
  )
  return (
    <span className="pool-utilization">
      {formatBigInt(allocated)} / {formatBigInt(capacity)}
    </span>
  )
}
