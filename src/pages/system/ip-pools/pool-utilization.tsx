import { useQuery } from '@tanstack/react-query'
import { apiQuery, listQuery } from '~/api/query'
import { formatBigInt, poolUsage } from './ip-pool-values'

/** "allocated / capacity" of a pool, every digit shown (IPv6 pools exceed 2^64). */
export function PoolUtilization({ pool }: { pool: string }) {
  // a cell of a paged list too, so it loads (and fails) on its own instead of the page's
  const ranges = useQuery(listQuery('systemIpPoolRangeList', { path: { pool } }))
  const utilization = useQuery(apiQuery('systemIpPoolUtilizationView', { path: { pool } }))
  if (!ranges.data || !utilization.data) {
    return (
      <span className="cell-secondary">{ranges.isError || utilization.isError ? '—' : '…'}</span>
    )
  }
  const { allocated, capacity } = poolUsage(
    ranges.data.items.map((r) => r.range),
    utilization.data,
  )
  return (
    <span className="pool-utilization">
      {formatBigInt(allocated)} / {formatBigInt(capacity)}
    </span>
  )
}
