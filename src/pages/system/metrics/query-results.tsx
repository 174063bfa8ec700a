import { useId, useMemo } from 'react'
import { useApiQuery } from '~/api/query'
import { ColumnHeads } from '~/components/column-heads'
import { useTimeWindow } from '~/components/time-range-picker'
import { TimeseriesChart } from '~/components/timeseries-chart'
import { Alert } from '~/ui/alert'
import { Spinner } from '~/ui/spinner'
import { formatNumber } from '~/util/metrics'
import { formatCompact, resultTables, type SeriesRow, seriesLabel } from '~/util/oxql-explorer'

/** Charts beyond these would bury the table: it has every timeseries. */
const MAX_CHARTS = 6

const figure = (n: number | undefined) => (n === undefined ? '–' : formatNumber(n))

function SeriesTable({
  name,
  fieldNames,
  rows,
}: {
  name: string
  fieldNames: string[]
  rows: SeriesRow[]
}) {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      <h3 className="metrics-table-title" id={id}>
        {name}: {rows.length} timeseries
      </h3>
      <div className="table-wrap">
        <table className="table" aria-labelledby={id}>
          <ColumnHeads names={[...fieldNames, 'Points', 'Latest', 'Lowest', 'Highest']} />
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                {fieldNames.map((f) => (
                  <td key={f}>{r.fields[f] ?? '–'}</td>
                ))}
                <td>{r.points.length}</td>
                <td>{figure(r.latest)}</td>
                <td>{figure(r.lowest)}</td>
                <td>{figure(r.highest)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

/**
 * What a query gave: a chart of each of the first timeseries (uPlot, with its
 * points in a hidden table) and a table of every timeseries with its fields
 * and figures; or the API's message when the query was refused.
 */
export function QueryResults({ query }: { query: string }) {
  const { range } = useTimeWindow()
  // read when asked (a Run); a refusal is shown here, not as the page's error
  const result = useApiQuery('systemTimeseriesQuery', { body: { query } })
  const tables = useMemo(() => (result.data ? resultTables(result.data) : []), [result.data])
  if (result.error) {
    return (
      <div className="metrics-wrap">
        <Alert title="The query failed">{result.error.message}</Alert>
      </div>
    )
  }
  if (result.isPending) {
    return (
      <div className="chart-placeholder">
        <Spinner label="Running the query" /> Running the query
      </div>
    )
  }
  const all = tables.flatMap((t) => t.rows)
  if (all.length === 0) {
    return <p className="cell-secondary">No timeseries match this query in this time range.</p>
  }
  const charted = all.filter((r) => r.points.length > 0).slice(0, MAX_CHARTS)
  return (
    <>
      {all.length > charted.length && (
        <p className="cell-secondary">
          Charts of the first {charted.length} of {all.length} timeseries; the table below lists
          them all.
        </p>
      )}
      <div className="chart-grid">
        {charted.map((r) => (
          <TimeseriesChart
            key={r.key}
            title={seriesLabel(r.fields)}
            rangeLabel={range.label}
            points={r.points}
            loading={false}
            formatValue={formatCompact}
          />
        ))}
      </div>
      {tables.map((t) => (
        <SeriesTable key={t.name} {...t} />
      ))}
    </>
  )
}
