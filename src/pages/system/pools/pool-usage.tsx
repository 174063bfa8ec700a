import { formatBigInt } from './pool-values'

/**
 * "allocated / capacity" of a pool, every digit shown (IPv6 pools exceed 2^64):
 * "…" until its queries have answered, "—" if one failed. A cell of a paged
 * list too, so it loads (and fails) on its own instead of the page's.
 */
export function PoolUsage({
  usage,
  failed,
}: {
  usage: { allocated: bigint; capacity: bigint } | undefined
  failed: boolean
}) {
  if (!usage) return <span className="cell-secondary">{failed ? '—' : '…'}</span>
  return (
    <span className="pool-utilization">
      {formatBigInt(usage.allocated)} / {formatBigInt(usage.capacity)}
    </span>
  )
}
