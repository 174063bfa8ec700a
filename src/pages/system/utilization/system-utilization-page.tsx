import { useId, useMemo } from 'react'
import { Outlet, useNavigate } from 'react-router'
import type { SiloUtilization } from '~/api/__generated__/Api'
import { usePrefetchedAllPages } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { actionsColumn, linkColumn } from '~/components/columns'
import { PageHeader } from '~/components/page-header'
import { QueryTable } from '~/components/query-table'
import { columnHelper } from '~/components/table-features'
import { TimeRangePicker, TimeWindowProvider } from '~/components/time-range-picker'
import { SystemProvisionedChart } from '~/components/utilization/provisioned-chart'
import { UtilizationFigures } from '~/components/utilization/utilization-figures'
import { formatShare, RESOURCES, sumCounts } from '~/components/utilization/utilization-values'
import { useSearchWriter, withParam } from '~/hooks/use-search-writer'
import { useIsFleetAdmin } from '~/pages/system/use-fleet-role'
import { EmptyState } from '~/ui/empty-state'
import { sledCapacity } from '~/util/capacity'
import { paths } from '~/util/paths'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'Utilization', to: paths.systemUtilization() }],
}

const col = columnHelper<SiloUtilization>()
const figureColumns = [
  linkColumn<SiloUtilization>('silo', 'Silo', (r) => ({
    to: paths.systemSilo({ silo: r.siloName }),
    text: r.siloName,
  })),
  ...RESOURCES.map((r) =>
    col.display({
      id: r.key,
      header: r.label,
      cell: ({ row }) => {
        const used = row.original.provisioned[r.key]
        const allocated = row.original.allocated[r.key]
        return (
          <>
            {r.format(used)} / {r.format(allocated)}{' '}
            <span className="cell-secondary">({formatShare(used, allocated)})</span>
          </>
        )
      },
    }),
  ),
]

/** The fleet's capacity, what each silo has provisioned of its allocation, and both over time. */
export function Component() {
  const navigate = useNavigate()
  const isFleetAdmin = useIsFleetAdmin()
  const columns = useMemo(
    () => [
      ...figureColumns,
      actionsColumn<SiloUtilization>(
        (s) => [
          {
            label: 'Edit quotas',
            onSelect: () =>
              navigate(paths.systemUtilizationSiloQuotas({ silo: s.siloName }), {
                preventScrollReset: true,
              }),
          },
        ],
        () => isFleetAdmin,
      ),
    ],
    [navigate, isFleetAdmin],
  )
  const siloRows = usePrefetchedAllPages('siloUtilizationList', {}).items
  const sledRows = usePrefetchedAllPages('sledList', {}).items
  const capacity = sledCapacity(sledRows)
  const provisioned = sumCounts(siloRows.map((s) => s.provisioned))
  const fleet = {
    cpus: capacity.cpus,
    memory: capacity.memoryBytes,
    storage: capacity.storageBytes,
  }
  return (
    <>
      <PageHeader title="Utilization" />
      <h2 className="section-title">Capacity</h2>
      <p className="cell-secondary">
        Estimated from {sledRows.length} {sledRows.length === 1 ? 'sled' : 'sleds'}: 70% of their
        usable RAM and hardware threads, and 32 TiB of disk per sled at a factor of 0.909.
      </p>
      <UtilizationFigures
        label="Fleet capacity"
        provisioned={provisioned}
        total={fleet}
        totalLabel="Capacity (estimated)"
      />
      <h2 className="section-title">Silos</h2>
      <QueryTable
        operationId="siloUtilizationList"
        params={{}}
        columns={columns}
        label="Silo utilization"
        rowId={(s) => s.siloId}
        emptyState={<EmptyState title="No silos" body="There are no silos in this fleet." />}
      />
      <TimeWindowProvider>
        <h2 className="section-title">Provisioned over time</h2>
        <SystemCharts fleet={fleet} silos={siloRows} />
      </TimeWindowProvider>
      <Outlet />
    </>
  )
}

function SystemCharts({
  fleet,
  silos: siloRows,
}: {
  fleet: SiloUtilization['allocated']
  silos: SiloUtilization[]
}) {
  const id = useId()
  const [search, write] = useSearchWriter()
  const silo = siloRows.find((s) => s.siloName === search.get('silo'))
  const setSilo = (name: string) =>
    write((s) => withParam(s, 'silo', name), { preventScrollReset: true })
  return (
    <>
      <TimeRangePicker>
        <div className="chart-toolbar-field">
          <label htmlFor={id}>Silo</label>
          <select
            id={id}
            className="input"
            value={silo?.siloName ?? ''}
            onChange={(e) => setSilo(e.target.value)}
          >
            <option value="">All silos</option>
            {siloRows.map((s) => (
              <option key={s.siloId} value={s.siloName}>
                {s.siloName}
              </option>
            ))}
          </select>
        </div>
      </TimeRangePicker>
      <div className="chart-grid">
        {RESOURCES.map((r) => (
          <SystemProvisionedChart
            key={r.key}
            resource={r}
            silo={silo?.siloName}
            yMax={silo ? silo.allocated[r.key] : fleet[r.key]}
          />
        ))}
      </div>
    </>
  )
}
