import 'uplot/dist/uPlot.min.css'
import { ColumnHeads } from '~/components/column-heads'
import './timeseries-chart.css'
import { useEffect, useId, useRef } from 'react'
import uPlot from 'uplot'
import { useTimeZone } from '~/hooks/use-time-zone'
import { Alert } from '~/ui/alert'
import { Spinner } from '~/ui/spinner'
import { chartSummary, niceCeiling, type Point } from '~/util/metrics'
import { formatAxisTime, formatDateTime, type TimeZone } from '~/util/time'

type Props = {
  title: string
  /** what the window covers, e.g. "Last 24 hours": part of the chart's accessible name */
  rangeLabel: string
  points: Point[] | undefined
  loading: boolean
  error?: { message: string } | null
  formatValue: (n: number) => string
  /** top of the y axis; by default the highest value */
  yMax?: number
}

/**
 * The one time-series chart of the console (instance metrics, silo and system
 * utilization). uPlot draws on a canvas, so the chart also carries its words:
 * an accessible name with the latest, lowest and highest values, and a
 * visually hidden table of every point.
 */
export function TimeseriesChart({
  title,
  rangeLabel,
  points,
  loading,
  error,
  formatValue,
  yMax,
}: Props) {
  const headingId = useId()
  const zone = useTimeZone()
  let body: React.ReactNode
  if (error) {
    body = <Alert title={`Could not load ${title.toLowerCase()}`}>{error.message}</Alert>
  } else if (loading || !points) {
    body = (
      <div className="chart-placeholder">
        <Spinner label={`Loading ${title}`} /> Loading
      </div>
    )
  } else if (points.length === 0) {
    body = (
      <div className="chart-placeholder">
        <span>No data for this time range</span>
      </div>
    )
  } else {
    body = (
      <>
        <UplotCanvas
          label={`${title}, ${rangeLabel}: ${chartSummary(points, formatValue)}`}
          points={points}
          formatValue={formatValue}
          yMax={yMax}
          zone={zone}
        />
        <table className="visually-hidden">
          <caption>{`${title}, ${rangeLabel}`}</caption>
          <ColumnHeads names={['Time', 'Value']} />
          <tbody>
            {points.map((p) => (
              <tr key={p.timestamp.getTime()}>
                <td>
                  <time dateTime={p.timestamp.toISOString()}>
                    {formatDateTime(p.timestamp, zone)}
                  </time>
                </td>
                <td>{formatValue(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    )
  }
  return (
    <section className="chart" aria-labelledby={headingId}>
      <h3 className="chart-title" id={headingId}>
        {title}
      </h3>
      {body}
    </section>
  )
}

const HEIGHT = 200
/**
 * A theme colour as the canvas needs it: the stylesheet's colours are
 * light-dark() pairs, which only an element's computed colour resolves.
 */
function themeColor(node: HTMLElement, variable: string) {
  const probe = document.createElement('span')
  probe.style.color = `var(${variable})`
  node.append(probe)
  const color = getComputedStyle(probe).color
  probe.remove()
  return color
}

function UplotCanvas({
  label,
  points,
  formatValue,
  yMax,
  zone,
}: {
  label: string
  points: Point[]
  formatValue: (n: number) => string
  yMax?: number
  zone: TimeZone
}) {
  const el = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const node = el.current
    if (!node) return
    const xs = points.map((p) => p.timestamp.getTime() / 1000)
    const ys = points.map((p) => p.value)
    const spanMinutes = (xs[xs.length - 1] - xs[0]) / 60
    const highest = Math.max(...ys)
    // the given top (a quota, a percentage ceiling) unless the data goes past it
    const top = Math.max(yMax ?? niceCeiling(highest), highest) || 1
    const accent = themeColor(node, '--accent')
    const axis = {
      stroke: themeColor(node, '--text-secondary'),
      grid: { stroke: themeColor(node, '--border'), width: 1 },
      ticks: { show: false },
    }
    const chart = new uPlot(
      {
        width: node.clientWidth || 600,
        height: HEIGHT,
        legend: { show: false },
        cursor: { y: false },
        // the x axis' steps fall on the zone's hours and days
        tzDate: (ts) =>
          zone === 'utc' ? uPlot.tzDate(new Date(ts * 1e3), 'Etc/UTC') : new Date(ts * 1e3),
        scales: { y: { range: [0, top] as uPlot.Range.MinMax } },
        axes: [
          {
            ...axis,
            values: (_u, ticks) =>
              ticks.map((t) => formatAxisTime(new Date(t * 1000), zone, spanMinutes)),
          },
          {
            ...axis,
            size: 80,
            // quarters of the top: round figures for a quota or a percentage
            splits: () => [0, 1, 2, 3, 4].map((i) => (top * i) / 4),
            values: (_u, ticks) => ticks.map((t) => formatValue(t)),
          },
        ],
        series: [
          {},
          {
            stroke: accent,
            width: 2,
            // the line's colour, faint, under it
            fill: accent.replace('rgb(', 'rgba(').replace(')', ', 0.12)'),
            points: { show: false },
          },
        ],
      },
      [xs, ys],
      node,
    )
    const resize = new ResizeObserver(() => {
      chart.setSize({ width: node.clientWidth, height: HEIGHT })
    })
    resize.observe(node)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [points, formatValue, yMax, zone])
  return <div className="chart-canvas" role="img" aria-label={label} ref={el} />
}
