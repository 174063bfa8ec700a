import type { Instance } from '~/api/__generated__/Api'
import type { RouteHandle } from '~/components/breadcrumbs'
import { percentCeiling } from '~/util/capacity'
import { cpuUtilization, formatPercent, type Point, type TimeWindow } from '~/util/metrics'
import { InstanceMetricChart } from './instance-metric-chart'

export const handle: RouteHandle = { title: 'CPU' }

const utilization = (points: Point[], window: TimeWindow, instance: Instance) =>
  cpuUtilization(points, window.intervalSeconds, instance.ncpus)

// the y axis ends at the next multiple of 10 above the highest value
const yMax = (points: Point[]) => percentCeiling(Math.max(...points.map((p) => p.value)))

export function Component() {
  return (
    <div className="chart-grid">
      <InstanceMetricChart
        title="CPU utilization"
        timeseries="virtual_machine:vcpu_usage"
        instanceField="instance_id"
        filters={{ state: 'run' }}
        transform={utilization}
        formatValue={formatPercent}
        yMax={yMax}
      />
    </div>
  )
}
