/**
 * What `npm run bench` checks against bench/budgets.json, and what it only
 * reports.
 *
 * Remote mode is the console as a rack serves it, and the only mode that can
 * fail the bench. Its page-load timings and its first-load JS are ratios to
 * the framework floor measured in the same run (bench/framework-floor.ts: the
 * same task done by React, React Router and TanStack Query alone), so a
 * budget means the same on a fast machine and a slow one, and after a
 * framework's upgrade. Mock mode's figures measure the mock in the page as
 * much as the console: they are reported and fail nothing.
 */
import budgetFile from './budgets.json'

export type Budgets = typeof budgetFile
export const budgets: Budgets = budgetFile

/** One mode's measured figures (medians of the runs; big-list figures absent when skipped). */
export type Figures = {
  /** first data row after a cold load, median of the routes' medians (ms) */
  coldLoadMs: number
  /** first data row after a client navigation, median of the routes' medians (ms) */
  navigationMs: number
  /** the framework floor's cold load and navigation (ms) and first-load JS (KB gzip); remote mode only */
  frameworkFloor?: { coldLoadMs: number; navigationMs: number; firstLoadJsKb: number }
  /** first-load JS of /projects, the app's share (KB gzip) */
  appJsKb: number
  /** first row of 10,000 instances over that of 10, after a client navigation */
  instances10000Vs10?: number
  /** typing a filter into 10,000 instances until its matches alone show (ms) */
  filterInstances10000Ms?: number
}

export type Check = {
  name: string
  value: number
  /** null: reported only, never fails the bench */
  budget: number | null
  ok: boolean
  /** what the value was worked out from, for the report */
  detail?: string
}

/** `value / floor`, to two decimals. */
export const ratio = (value: number, floor: number) => Math.round((value / floor) * 100) / 100

const checked = (name: string, value: number, budget: number, detail?: string): Check => ({
  name,
  value,
  budget,
  ok: value <= budget,
  ...(detail ? { detail } : {}),
})

const reported = (name: string, value: number): Check => ({ name, value, budget: null, ok: true })

/** The report's rows for one mode's figures. */
export function checks(mode: 'mock' | 'remote', f: Figures, b: Budgets = budgets): Check[] {
  const rows: Check[] = []
  if (mode === 'remote') {
    if (!f.frameworkFloor) throw new Error('remote mode needs the framework floor')
    const floor = f.frameworkFloor
    rows.push(
      checked(
        'cold load (first data row, median of routes) / framework floor',
        ratio(f.coldLoadMs, floor.coldLoadMs),
        b.remote.coldLoadVsFrameworkFloor,
        `${f.coldLoadMs} / ${floor.coldLoadMs} ms`,
      ),
      checked(
        'client navigation (median of routes) / framework floor',
        ratio(f.navigationMs, floor.navigationMs),
        b.remote.navigationVsFrameworkFloor,
        `${f.navigationMs} / ${floor.navigationMs} ms`,
      ),
      checked(
        'first-load JS of the app (gzip) / framework floor',
        ratio(f.appJsKb, floor.firstLoadJsKb),
        b.remote.firstLoadJsVsFrameworkFloor,
        `${f.appJsKb} / ${floor.firstLoadJsKb} KB`,
      ),
    )
  } else {
    rows.push(
      reported('cold load (first data row, median of routes, ms)', f.coldLoadMs),
      reported('client navigation (median of routes, ms)', f.navigationMs),
      reported('first-load JS of the app (KB gzip)', f.appJsKb),
    )
  }
  if (f.instances10000Vs10 !== undefined) {
    const name = '10,000 instances vs 10 (first row, ratio)'
    rows.push(
      mode === 'remote'
        ? checked(name, f.instances10000Vs10, b.remote.instances10000Vs10)
        : reported(name, f.instances10000Vs10),
    )
  }
  if (f.filterInstances10000Ms !== undefined) {
    const seconds = Math.round(f.filterInstances10000Ms / 10) / 100
    const name = '10,000 instances: filtered list shown (s, median)'
    rows.push(
      mode === 'remote'
        ? checked(name, seconds, b.remote.filterInstances10000Seconds)
        : reported(name, seconds),
    )
  }
  return rows
}

/** The report's word on a row. */
export const verdict = ({ ok, budget }: Check) =>
  budget === null ? 'reported' : ok ? 'ok' : 'MISSED'
