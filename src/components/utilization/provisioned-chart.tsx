import { useMemo } from 'react'
import type { Measurement } from '~/api/__generated__/Api'
import { useApiQuery } from '~/api/query'
import { useTimeWindow } from '~/components/time-range-picker'
import { TimeseriesChart } from '~/components/timeseries-chart'
import { measurementPoints, type TimeWindow } from '~/util/metrics'
import type { RESOURCES } from './utilization-values'

type Resource = (typeof RESOURCES)[number]

/** One page holds the whole window: the mock and Nexus give at most a few hundred samples. */
const metricQuery = (window: TimeWindow) => ({
  startTime: window.start,
  endTime: window.end,
  limit: 1000,
  order: 'ascending' as const,
})

type ChartProps = { resource: Resource; yMax: number }

function ProvisionedChart({
  resource,
  yMax,
  result,
}: ChartProps & {
  result: { data?: { items: Measurement[] }; isPending: boolean; error: { message: string } | null }
}) {
  const { range } = useTimeWindow()
  const points = useMemo(
    () => (result.data ? measurementPoints(result.data.items) : undefined),
    [result.data],
  )
  return (
    <TimeseriesChart
      title={resource.chartTitle}
      rangeLabel={range.label}
      points={points}
      loading={result.isPending}
      error={result.error}
      formatValue={resource.format}
      yMax={yMax}
    />
  )
}

/** The current silo's provisioned resource over the page's time window. */
export function SiloProvisionedChart(props: ChartProps) {
  const { window } = useTimeWindow()
  const result = useApiQuery('siloMetric', {
    path: { metricName: props.resource.metric },
    query: metricQuery(window),
  })
  return <ProvisionedChart {...props} result={result} />
}

/** The fleet's (or one silo's) provisioned resource over the page's time window. */
export function SystemProvisionedChart(props: ChartProps & { silo?: string }) {
  const { window } = useTimeWindow()
  const result = useApiQuery('systemMetric', {
    path: { metricName: props.resource.metric },
    query: { ...metricQuery(window), silo: props.silo },
  })
  return <ProvisionedChart {...props} result={result} />
}
