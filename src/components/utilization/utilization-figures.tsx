import './utilization.css'
import type { VirtualResourceCounts } from '~/api/__generated__/Api'
import { ColumnHeads } from '~/components/column-heads'
import { formatShare, RESOURCES } from './utilization-values'

/**
 * Provisioned against a total, per resource: the silo's allocation (its quota)
 * or the fleet's estimated capacity.
 */
export function UtilizationFigures({
  label,
  provisioned,
  total,
  totalLabel,
}: {
  label: string
  provisioned: VirtualResourceCounts
  total: VirtualResourceCounts
  totalLabel: string
}) {
  return (
    <div className="table-wrap">
      <table className="table utilization-figures" aria-label={label}>
        <ColumnHeads names={['Resource', 'Provisioned', totalLabel, 'Utilization']} />
        <tbody>
          {RESOURCES.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              <td>{r.format(provisioned[r.key])}</td>
              <td>{r.format(total[r.key])}</td>
              <td>{formatShare(provisioned[r.key], total[r.key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
