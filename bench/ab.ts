/**
 * An interleaved A/B run of two remote builds (README, "Performance"): both
 * served as `npm run bench -- --remote` serves one, behind one mock API server
 * with the same delay, measured in turns (A B B A ...) so the machine's drift
 * falls on both alike. Prints, per build, the median over the routes of each
 * route's median first data row and client navigation, and B against A.
 *
 *   npx tsx bench/ab.ts --a=.bench-dist/remote --b=.bench-dist/other [--runs=5] [--delay=150] [--port=4030]
 *
 * `--only=cold` or `--only=nav` measures one of the two; `--route=TEXT` only
 * the routes whose path holds TEXT (more runs of one figure in the same time).
 */
import type { ChildProcess } from 'node:child_process'
import { clientNav, firstRow, median, type Target } from './measure'
import { launchBrowser, previewRemote, startMockApi } from './servers'

const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? undefined
const RUNS = Number(arg('runs') ?? 5)
const DELAY = Number(arg('delay') ?? 150)
const PORT = Number(arg('port') ?? 4030)
const dirs = { A: arg('a'), B: arg('b') }
const only = arg('only')
const routeFilter = arg('route')

const routes = [
  { path: '/projects', list: '/v1/projects' },
  { path: '/projects/web-prod/instances', list: '/v1/instances' },
  { path: '/projects/web-prod/disks', list: '/v1/disks' },
  { path: '/projects/web-prod/vpcs', list: '/v1/vpcs' },
  { path: '/projects/web-prod/snapshots', list: '/v1/snapshots' },
  { path: '/system/silos', list: '/v1/system/silos' },
]

async function main() {
  if (!dirs.A || !dirs.B) throw new Error('give both builds: --a=DIR --b=DIR')
  const servers: ChildProcess[] = []
  try {
    const api = await startMockApi(PORT + 2, DELAY)
    servers.push(api.server)
    const targets: Record<'A' | 'B', Target> = { A: undefined, B: undefined } as never
    for (const [i, name] of (['A', 'B'] as const).entries()) {
      const outDir = dirs[name] as string
      const preview = await previewRemote(outDir, PORT + i, api.url)
      servers.push(preview.server)
      targets[name] = { mode: 'remote', base: preview.base, outDir, pageDelay: 0, runs: RUNS }
    }
    const browser = await launchBrowser()
    type Times = Record<string, { cold: number[]; nav: number[] }>
    const times: Record<'A' | 'B', Times> = { A: {}, B: {} }
    for (let run = 0; run < RUNS; run++) {
      const order = run % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)
      for (const route of routes.filter((r) => !routeFilter || r.path.includes(routeFilter))) {
        for (const name of order) {
          const t = targets[name]
          times[name][route.path] ??= { cold: [], nav: [] }
          const r = times[name][route.path]
          if (only !== 'nav') r.cold.push(await firstRow(browser, t, route))
          if (only !== 'cold' && route.path !== '/projects') {
            r.nav.push(await clientNav(browser, t, route))
          }
        }
      }
      console.error(`run ${run + 1} of ${RUNS}`)
    }
    await browser.close()
    const figure = (xs: number[]) => (xs.length ? Math.round(median(xs)) : undefined)
    const summary = (name: 'A' | 'B') => {
      const perRoute = Object.values(times[name])
      return {
        cold: figure(perRoute.filter((r) => r.cold.length).map((r) => median(r.cold))),
        nav: figure(perRoute.filter((r) => r.nav.length).map((r) => median(r.nav))),
      }
    }
    const said = (cold?: number, nav?: number) =>
      [cold !== undefined && `first data row ${cold}`, nav !== undefined && `navigation ${nav}`]
        .filter(Boolean)
        .join(', ')
    for (const [path, ra] of Object.entries(times.A)) {
      if (!ra.cold.length && !ra.nav.length) continue
      const rb = times.B[path]
      const pair = (a: number[], b: number[]) =>
        a.length ? `${figure(a)} -> ${figure(b)}` : undefined
      const cold = pair(ra.cold, rb.cold)
      const nav = pair(ra.nav, rb.nav)
      console.log(
        `${path}: ${[cold && `first data row ${cold}`, nav && `navigation ${nav}`].filter(Boolean).join(', ')}`,
      )
    }
    const a = summary('A')
    const b = summary('B')
    const pct = (x?: number, y?: number) =>
      x !== undefined && y !== undefined ? `${(((y - x) / x) * 100).toFixed(1)}%` : undefined
    console.log(`A ${dirs.A}: ${said(a.cold, a.nav)} (ms)`)
    console.log(`B ${dirs.B}: ${said(b.cold, b.nav)} (ms)`)
    const change = [
      pct(a.cold, b.cold) && `first data row ${pct(a.cold, b.cold)}`,
      pct(a.nav, b.nav) && `navigation ${pct(a.nav, b.nav)}`,
    ].filter(Boolean)
    console.log(
      `B vs A: ${change.join(', ')} (median of route medians, ${RUNS} interleaved runs, delay ${DELAY} ms)`,
    )
  } finally {
    for (const s of servers) if (s.pid) process.kill(-s.pid)
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
