import { createContext, type ReactNode, useContext, useId, useMemo, useState } from 'react'
import { useSearchWriter, withParam } from '~/hooks/use-search-writer'
import { Button } from '~/ui/button'
import {
  parseRange,
  TIME_RANGES,
  type TimeRange,
  type TimeWindow,
  timeWindow,
} from '~/util/metrics'
import { DateTime } from './date-time'

type TimeWindowState = {
  range: TimeRange
  window: TimeWindow
  setRange: (id: string) => void
  /** move the window's end to now: the charts fetch again */
  refresh: () => void
}

const TimeWindowContext = createContext<TimeWindowState | null>(null)

/**
 * The time window of a page's charts. The range lives in the URL (`?range=7d`)
 * so a link or a reload keeps it; the window's end is fixed when the page opens
 * (or on Refresh), so the charts' queries do not change under the reader.
 */
export function TimeWindowProvider({ children }: { children: ReactNode }) {
  const [search, write] = useSearchWriter()
  const range = parseRange(search.get('range'))
  const [now, setNow] = useState(() => new Date())
  const value = useMemo<TimeWindowState>(
    () => ({
      range,
      window: timeWindow(range, now),
      setRange: (id) => {
        setNow(new Date())
        write((s) => withParam(s, 'range', id), { preventScrollReset: true })
      },
      refresh: () => setNow(new Date()),
    }),
    [range, now, write],
  )
  return <TimeWindowContext value={value}>{children}</TimeWindowContext>
}

export function useTimeWindow(): TimeWindowState {
  const state = useContext(TimeWindowContext)
  // only reachable when a page renders charts outside its provider
  if (!state) throw new Error('useTimeWindow needs a TimeWindowProvider')
  return state
}

/** The range select, the window it covers and a Refresh button, above a page's charts. */
export function TimeRangePicker({ children }: { children?: ReactNode }) {
  const id = useId()
  const { range, window, setRange, refresh } = useTimeWindow()
  return (
    <div className="chart-toolbar">
      {children}
      <div className="chart-toolbar-field">
        <label htmlFor={id}>Time range</label>
        <select
          id={id}
          className="input"
          value={range.id}
          onChange={(e) => setRange(e.target.value)}
        >
          {TIME_RANGES.map((r) => (
            <option key={r.id} value={r.id}>
              {r.label}
            </option>
          ))}
        </select>
      </div>
      <span className="cell-secondary">
        From <DateTime date={window.start} /> to <DateTime date={window.end} />
      </span>
      <Button variant="secondary" onClick={refresh}>
        Refresh
      </Button>
    </div>
  )
}
