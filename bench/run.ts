/**
 * `npm run bench`: the console's performance budgets (bench/budgets.json),
 * measured on production builds in headless Chromium, in two modes:
 *
 * - mock (`--mock` alone): the mock API in the page. The mock's own latency
 *   is 0; instead every `/v1/` fetch of the page waits DELAY ms.
 * - remote (`--remote` alone): the remote build, as a rack serves it (its
 *   headers), /v1 proxied to `npm run mock-api`, which waits DELAY ms before
 *   answering each call; the page is left alone.
 *
 * DELAY is 150 by default (`--delay=N`), so a request waterfall costs what it
 * would on a real network. Each figure is the median of RUNS runs, with min
 * and max. Writes bench/results.json, prints a markdown table, and exits
 * non-zero when a budget is missed.
 */
import type { ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import type { Browser } from '@playwright/test'
import { bigLists } from './big-lists'
import { type Check, check, verdict } from './checks'
import { floorFirstRow, floorNav, writeFloorPage } from './floor'
import { frameworkFirstRow, frameworkNav, writeFrameworkFloor } from './framework-floor'
import {
  type BenchRoute,
  clientNav,
  firstLoadJs,
  firstRow,
  median,
  type Stats,
  stats,
  type Target,
} from './measure'
import { build, launchBrowser, previewRemote, start, startMockApi, waitFor } from './servers'

const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? undefined
const DELAY = Number(arg('delay') ?? 150)
const RUNS = Number(arg('runs') ?? 5)
// mock mode's server; remote mode's is the next port, its mock API server the one after
const PORT = Number(arg('port') ?? 4020)
type Mode = Target['mode']
const modes: Mode[] = process.argv.includes('--remote')
  ? ['remote']
  : process.argv.includes('--mock')
    ? ['mock']
    : ['mock', 'remote']

type ModeBudgets = {
  firstRowMedianMs: number
  firstRowMaxMs: number
  navMedianMs: number
  navMaxMs?: number
  appJsKbGzip: number
  bigListSlowdown: number
  bigListFilterMs?: number
}
/** Mock mode's budgets at the top, remote mode's under `remote`. */
const budgetFile: ModeBudgets & { remote: ModeBudgets } = JSON.parse(
  readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'),
)
const budgets: Record<Mode, ModeBudgets> = { mock: budgetFile, remote: budgetFile.remote }

/** Each measured list: its page and the list call whose first item must show. */
const allRoutes: BenchRoute[] = [
  { path: '/projects', list: '/v1/projects' },
  { path: '/projects/web-prod/instances', list: '/v1/instances' },
  { path: '/projects/web-prod/disks', list: '/v1/disks' },
  { path: '/projects/web-prod/vpcs', list: '/v1/vpcs' },
  { path: '/projects/web-prod/snapshots', list: '/v1/snapshots' },
  { path: '/system/silos', list: '/v1/system/silos' },
]
// `--only=/projects,/system/silos` measures some routes (a partial run checks no budget)
const only = arg('only')?.split(',')
const routes = only ? allRoutes.filter((r) => only.includes(r.path)) : allRoutes
// `--no-big-lists` skips the 2,000 and 10,000 instance projects (minutes to make), and checks no budget
const skipBigLists = process.argv.includes('--no-big-lists')
const partial = !!only || skipBigLists
const noBuild = process.argv.includes('--no-build')

/** Builds and serves one mode's build; returns where, and the processes to stop. */
async function serve(mode: Mode): Promise<{ target: Target; servers: ChildProcess[] }> {
  const port = mode === 'mock' ? PORT : PORT + 1
  const base = `http://localhost:${port}`
  if (mode === 'mock') {
    await build('dist', {}, noBuild)
    const preview = start(['vite', 'preview', '--port', String(port), '--strictPort'])
    await waitFor(base)
    return {
      target: { mode, base, outDir: 'dist', pageDelay: DELAY, runs: RUNS },
      servers: [preview],
    }
  }
  const outDir = '.bench-dist/remote'
  await build(outDir, { VITE_API_MODE: 'remote' }, noBuild)
  writeFloorPage(outDir)
  await writeFrameworkFloor(outDir)
  const api = await startMockApi(PORT + 2, DELAY)
  const preview = await previewRemote(outDir, port, api.url)
  return {
    target: { mode, base, outDir, pageDelay: 0, runs: RUNS, mockApi: api.url },
    servers: [api.server, preview.server],
  }
}

/**
 * Remote mode: the floor page (bench/floor.ts) and the framework floor
 * (bench/framework-floor.ts) on the same servers, RUNS times each way.
 */
async function measureFloor(browser: Browser, target: Target) {
  const cold: number[] = []
  const nav: number[] = []
  const frameworkCold: number[] = []
  const frameworkNavs: number[] = []
  for (let run = 0; run < RUNS; run++) {
    cold.push(await floorFirstRow(browser, target))
    nav.push(await floorNav(browser, target))
    frameworkCold.push(await frameworkFirstRow(browser, target))
    frameworkNavs.push(await frameworkNav(browser, target))
  }
  console.error('remote: floors measured')
  return {
    firstRow: stats(cold),
    clientNavigation: stats(nav),
    framework: { firstRow: stats(frameworkCold), clientNavigation: stats(frameworkNavs) },
  }
}

async function measureMode(mode: Mode) {
  const { target, servers } = await serve(mode)
  try {
    const browser = await launchBrowser()
    const firstRows: Record<string, Stats> = {}
    const navs: Record<string, Stats> = {}
    for (const route of routes) {
      const a: number[] = []
      const b: number[] = []
      for (let run = 0; run < RUNS; run++) {
        a.push(await firstRow(browser, target, route))
        // navigation starts from /projects, so it is measured to the other routes
        if (route.path !== '/projects') b.push(await clientNav(browser, target, route))
      }
      firstRows[route.path] = stats(a)
      if (b.length) navs[route.path] = stats(b)
      console.error(`${mode}: measured ${route.path}`)
    }
    const floor = mode === 'remote' ? await measureFloor(browser, target) : null
    const js = await firstLoadJs(browser, target)
    console.error(`${mode}: first-load JS measured`)
    const lists = skipBigLists ? null : await bigLists(browser, target)
    await browser.close()

    const b = budgets[mode]
    const rowMedians = Object.values(firstRows).map((s) => s.median)
    const navMedians = Object.values(navs).map((s) => s.median)
    // the floor page's figure for a check, in remote mode (the floor is one page: its median)
    const rowFloor = floor?.firstRow.median
    const navFloor = floor?.clientNavigation.median
    const figures: [string, number, number | undefined, number?][] = [
      ['first data row, median of routes', median(rowMedians), b.firstRowMedianMs, rowFloor],
      ['first data row, slowest route', Math.max(...rowMedians), b.firstRowMaxMs, rowFloor],
      ['client navigation, median of routes', median(navMedians), b.navMedianMs, navFloor],
      ['client navigation, slowest route', Math.max(...navMedians), b.navMaxMs, navFloor],
      ['first-load JS of the app (KB gzip)', js.appKb, b.appJsKbGzip],
    ]
    if (lists) {
      figures.push(
        [
          '10,000 instances vs 10 (first row, ratio)',
          Math.round((lists.big10k.median / lists.small.median) * 100) / 100,
          b.bigListSlowdown,
        ],
        [
          '10,000 instances: filtered list shown (ms, median)',
          lists.filter?.median ?? Number.POSITIVE_INFINITY,
          b.bigListFilterMs,
        ],
      )
    }
    const checks: Check[] = figures
      .filter((f): f is [string, number, number, number?] => f[2] !== undefined)
      .map(([name, value, budget, floor]) => check(name, value, budget, floor))
    return {
      firstRow: firstRows,
      clientNavigation: navs,
      firstLoadJs: js,
      floor,
      instanceList: lists && { '10': lists.small, '2000': lists.big2k, '10000': lists.big10k },
      instanceListFilter10000: lists?.filter ?? null,
      budgets: checks,
    }
  } finally {
    for (const s of servers) if (s.pid) process.kill(-s.pid)
  }
}
type ModeResult = Awaited<ReturnType<typeof measureMode>>

const fmt = (s: Stats | undefined) => (s ? `${s.median} (${s.min}–${s.max})` : '(start)')

function report(results: Partial<Record<Mode, ModeResult>>) {
  const ran = modes.filter((m) => results[m])
  const head = ran.flatMap((m) => [`first data row, ${m}`, `client navigation, ${m}`])
  const lines = [
    `Delay ${DELAY} ms per API call, median (min–max) of ${RUNS} runs, ms. Mock: the mock in the page, the page delays its fetches; remote: the remote build behind the rack's headers, the mock API server delays its answers.`,
    '',
    `| route | ${head.join(' | ')} |`,
    `|---|${head.map(() => '---|').join('')}`,
    ...routes.map((r) => {
      const cells = ran.flatMap((m) => {
        const res = results[m] as ModeResult
        return [fmt(res.firstRow[r.path]), fmt(res.clientNavigation[r.path])]
      })
      return `| \`${r.path}\` | ${cells.join(' | ')} |`
    }),
    '',
  ]
  for (const m of ran) {
    const res = results[m] as ModeResult
    const l = res.instanceList
    lines.push(
      `${m}: first-load JS of /projects (gzip 6): app ${res.firstLoadJs.appKb} KB, mock ${res.firstLoadJs.mockKb} KB. ${
        l
          ? `Instance list, first row after client navigation: 10 instances ${fmt(l['10'])}, 2,000 ${fmt(l['2000'])}, 10,000 ${fmt(l['10000'])}. 10,000 instances, typing a filter to its matches shown: ${fmt(res.instanceListFilter10000 ?? undefined)}.`
          : 'Instance lists of 2,000 and 10,000 not measured (--no-big-lists).'
      }`,
    )
    if (res.floor) {
      lines.push(
        `${m}: floor, a page with no app code that asks for the project list and draws its first name, on the same servers: first data row ${fmt(res.floor.firstRow)}, client navigation ${fmt(res.floor.clientNavigation)}.`,
        `${m}: framework floor, the same done by React, React Router and TanStack Query alone: first data row ${fmt(res.floor.framework.firstRow)}, client navigation ${fmt(res.floor.framework.clientNavigation)}.`,
      )
    }
  }
  lines.push('', '| mode | budget | measured | limit | floor | |', '|---|---|---|---|---|---|')
  for (const m of ran) {
    for (const b of (results[m] as ModeResult).budgets) {
      lines.push(
        `| ${m} | ${b.name} | ${b.value} | ${b.budget} | ${b.floor ?? ''} | ${verdict(b)} |`,
      )
    }
  }
  return lines.join('\n')
}

async function main() {
  const results: Partial<Record<Mode, ModeResult>> = {}
  for (const mode of modes) results[mode] = await measureMode(mode)
  // a one-mode run keeps the other mode's last figures in the file
  const previous = existsSync('bench/results.json')
    ? JSON.parse(readFileSync('bench/results.json', 'utf8'))
    : {}
  const { remote: previousRemote, ...previousMock } = previous
  const file = {
    ...(results.mock
      ? { date: new Date().toISOString(), delayMs: DELAY, runs: RUNS, ...results.mock }
      : previousMock),
    remote: results.remote
      ? { date: new Date().toISOString(), delayMs: DELAY, runs: RUNS, ...results.remote }
      : (previousRemote ?? null),
  }
  writeFileSync('bench/results.json', `${JSON.stringify(file, null, 2)}\n`)
  console.log(report(results))
  const missed = Object.values(results).some((r) => r?.budgets.some((b) => !b.ok))
  if (!partial && missed) process.exitCode = 1
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
