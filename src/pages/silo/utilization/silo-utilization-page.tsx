import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { PageHeader } from '~/components/page-header'
import { TimeRangePicker, TimeWindowProvider } from '~/components/time-range-picker'
import { SiloProvisionedChart } from '~/components/utilization/provisioned-chart'
import { UtilizationFigures } from '~/components/utilization/utilization-figures'
import { RESOURCES } from '~/components/utilization/utilization-values'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Utilization', to: paths.siloUtilization() }],
}

/** The silo's provisioned CPUs, memory and storage against its allocation. */
export function Component() {
  const { data } = usePrefetchedApiQuery('utilizationView', {})
  return (
    <>
      <PageHeader title="Utilization" />
      <UtilizationFigures
        label="Silo utilization"
        provisioned={data.provisioned}
        total={data.capacity}
        totalLabel="Allocated"
      />
      <TimeWindowProvider>
        <h2 className="section-title">Provisioned over time</h2>
        <TimeRangePicker />
        <div className="chart-grid">
          {RESOURCES.map((r) => (
            <SiloProvisionedChart key={r.key} resource={r} yMax={data.capacity[r.key]} />
          ))}
        </div>
      </TimeWindowProvider>
    </>
  )
}
