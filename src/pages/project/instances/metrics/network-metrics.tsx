import type { RouteHandle } from '~/components/breadcrumbs'
import { formatBytesRate, formatRate } from '~/util/metrics'
import { RateChartGrid } from './instance-metric-chart'

export const handle: RouteHandle = { title: 'Network' }

const charts = [
  {
    title: 'Bytes received',
    timeseries: 'instance_network_interface:bytes_received',
    formatValue: formatBytesRate,
  },
  {
    title: 'Bytes sent',
    timeseries: 'instance_network_interface:bytes_sent',
    formatValue: formatBytesRate,
  },
  {
    title: 'Packets received',
    timeseries: 'instance_network_interface:packets_received',
    formatValue: formatRate,
  },
  {
    title: 'Packets sent',
    timeseries: 'instance_network_interface:packets_sent',
    formatValue: formatRate,
  },
]

/** Traffic per second over all the instance's network interfaces. */
export function Component() {
  return <RateChartGrid charts={charts} instanceField="instance_id" />
}
