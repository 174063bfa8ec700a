import { useId } from 'react'
import { usePrefetchedAllPages } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { useInstanceSelector } from '~/hooks/selectors'
import { useSearchWriter, withParam } from '~/hooks/use-search-writer'
import { formatBytesRate, formatRate } from '~/util/metrics'
import { instanceParams } from '../loaders'
import { RateChartGrid } from './instance-metric-chart'

export const handle: RouteHandle = { title: 'Disk' }

const charts = [
  { title: 'Disk reads', timeseries: 'virtual_disk:reads', formatValue: formatRate },
  { title: 'Disk writes', timeseries: 'virtual_disk:writes', formatValue: formatRate },
  { title: 'Bytes read', timeseries: 'virtual_disk:bytes_read', formatValue: formatBytesRate },
  {
    title: 'Bytes written',
    timeseries: 'virtual_disk:bytes_written',
    formatValue: formatBytesRate,
  },
]

/**
 * Reads, writes and bytes per second of the instance's attached disks: all of
 * them summed, or the one picked (`?disk=name`).
 */
export function Component() {
  const id = useId()
  const selector = useInstanceSelector()
  const disks = usePrefetchedAllPages('instanceDiskList', instanceParams(selector)).items
  const [search, write] = useSearchWriter()
  const disk = disks.find((d) => d.name === search.get('disk'))
  const setDisk = (name: string) =>
    write((s) => withParam(s, 'disk', name), { preventScrollReset: true })
  return (
    <>
      <div className="chart-toolbar">
        <div className="chart-toolbar-field">
          <label htmlFor={id}>Disk</label>
          <select
            id={id}
            className="input"
            value={disk?.name ?? ''}
            onChange={(e) => setDisk(e.target.value)}
          >
            <option value="">All disks</option>
            {disks.map((d) => (
              <option key={d.id} value={d.name}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <RateChartGrid
        charts={charts}
        instanceField="attached_instance_id"
        filters={disk ? { disk_id: disk.id } : undefined}
      />
    </>
  )
}
