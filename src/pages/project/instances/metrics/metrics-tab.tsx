import { useSearchParams } from 'react-router'
import type { InstanceState } from '~/api/__generated__/Api'
import { usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { RouteTabs } from '~/components/route-tabs'
import { TimeRangePicker, TimeWindowProvider } from '~/components/time-range-picker'
import { useInstanceSelector } from '~/hooks/selectors'
import { Alert } from '~/ui/alert'
import { paths } from '~/util/paths'

export const handle: RouteHandle = { title: 'Metrics' }

/** States in which an instance has no VMM, and so records no metrics. */
const NOT_RECORDING: InstanceState[] = ['creating', 'stopped', 'failed', 'destroyed']

/** The instance's metrics: a time range over the CPU, disk and network sub-tabs. */
export function Component() {
  const selector = useInstanceSelector()
  const { data: instance } = usePrefetchedApiQuery('instanceView', {
    path: { instance: selector.instance },
    query: { project: selector.project },
  })
  // the sub-tabs keep the chosen range
  const [search] = useSearchParams()
  const range = search.get('range')
  const keep = (to: string) => (range ? `${to}?range=${encodeURIComponent(range)}` : to)
  return (
    <TimeWindowProvider>
      {NOT_RECORDING.includes(instance.runState) && (
        <Alert variant="info">
          This instance is {instance.runState}: an instance records metrics only while it runs.
        </Alert>
      )}
      <TimeRangePicker />
      <RouteTabs
        label="Metrics"
        tabs={[
          { label: 'CPU', to: keep(paths.instanceMetricsCpu(selector)) },
          { label: 'Disk', to: keep(paths.instanceMetricsDisk(selector)) },
          { label: 'Network', to: keep(paths.instanceMetricsNetwork(selector)) },
        ]}
      />
    </TimeWindowProvider>
  )
}
