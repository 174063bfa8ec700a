import { useMemo } from 'react'
import type { Instance } from '~/api/__generated__/Api'
import { useApiQuery, usePrefetchedApiQuery } from '~/api/query'
import { useTimeWindow } from '~/components/time-range-picker'
import { TimeseriesChart } from '~/components/timeseries-chart'
import { useInstanceSelector } from '~/hooks/selectors'
import { oxqlPoints, oxqlQuery, type Point, type TimeWindow } from '~/util/metrics'

type Props = {
  title: string
  /** the OxQL timeseries, e.g. `virtual_disk:reads` */
  timeseries: string
  /** the field that names the instance in that timeseries */
  instanceField: 'instance_id' | 'attached_instance_id'
  /** more field filters, e.g. the vCPU state */
  filters?: Record<string, string>
  /** turns the per-interval sums into what the chart shows (a rate, a percentage) */
  transform: (points: Point[], window: TimeWindow, instance: Instance) => Point[]
  formatValue: (n: number) => string
  yMax?: (points: Point[]) => number
}

/**
 * One chart of the instance's metrics tab: an OxQL query over the page's time
 * window, summed over the instance's vCPUs, disks or interfaces.
 */
export function InstanceMetricChart({
  title,
  timeseries,
  instanceField,
  filters,
  transform,
  formatValue,
  yMax,
}: Props) {
  const { project, instance } = useInstanceSelector()
  const { data: vm } = usePrefetchedApiQuery('instanceView', {
    path: { instance },
    query: { project },
  })
  const { range, window } = useTimeWindow()
  const query = oxqlQuery({
    timeseries,
    window,
    filters: { [instanceField]: vm.id, ...filters },
    groupBy: [instanceField],
  })
  const result = useApiQuery('timeseriesQuery', { query: { project }, body: { query } })
  const points = useMemo(
    () => (result.data ? transform(oxqlPoints(result.data), window, vm) : undefined),
    [result.data, transform, window, vm],
  )
  return (
    <TimeseriesChart
      title={title}
      rangeLabel={range.label}
      points={points}
      loading={result.isPending}
      error={result.error}
      formatValue={formatValue}
      yMax={points && yMax ? yMax(points) : undefined}
    />
  )
}

/** Per-interval sums as per-second rates. */
const perSecond = (points: Point[], window: TimeWindow) =>
  points.map((p) => ({ ...p, value: p.value / window.intervalSeconds }))

/** The disk and network tabs' charts: each timeseries per second, side by side. */
export function RateChartGrid({
  charts,
  instanceField,
  filters,
}: Pick<Props, 'instanceField' | 'filters'> & {
  charts: Pick<Props, 'title' | 'timeseries' | 'formatValue'>[]
}) {
  return (
    <div className="chart-grid">
      {charts.map((c) => (
        <InstanceMetricChart
          key={c.timeseries}
          {...c}
          instanceField={instanceField}
          filters={filters}
          transform={perSecond}
        />
      ))}
    </div>
  )
}
