/**
 * `npm run bench`: the console's performance, measured on production builds
 * in headless Chromium, in two modes:
 *
 * - mock (`--mock` alone): the mock API in the page. The mock's own latency
 *   is 0; instead every `/v1/` fetch of the page waits DELAY ms.
 * - remote (`--remote` alone): the remote build, as a rack serves it (its
 *   headers), /v1 proxied to `npm run mock-api`, which waits DELAY ms before
 *   answering each call; the page is left alone. Remote mode also measures
 *   the floor (bench/floor.ts) and the framework floor
 *   (bench/framework-floor.ts) on the same servers.
 *
 * DELAY is 150 by default (`--delay=N`), so a request waterfall costs what it
 * would on a real network. Each figure is the median of RUNS runs, with min
 * and max. Writes bench/results.json, prints markdown tables, and exits
 * non-zero when a budget (bench/checks.ts, bench/budgets.json) is missed.
 */
import type { ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import type { Browser } from '@playwright/test'
import { bigLists } from './big-lists'
import { checks, ratio, verdict } from './checks'
import { floorFirstRow, floorNav, writeFloorPage } from './floor'
import {
  frameworkFirstLoadJs,
  frameworkFirstRow,
  frameworkNav,
  writeFrameworkFloor,
} from './framework-floor'
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

/** Each of a run's timings: the console's by route, and in remote mode the floors'. */
type Samples = {
  firstRow: Record<string, number[]>
  clientNavigation: Record<string, number[]>
  floor: { firstRow: number[]; clientNavigation: number[] }
  framework: { firstRow: number[]; clientNavigation: number[] }
}

/**
 * One run: each route cold and after a client navigation, then in remote mode
 * the floor page (bench/floor.ts) and the framework floor
 * (bench/framework-floor.ts). The runs follow one another, so the console and
 * the floors it is judged against see the same drift of the machine's speed.
 */
async function measureRun(browser: Browser, target: Target, samples: Samples) {
  for (const route of routes) {
    samples.firstRow[route.path].push(await firstRow(browser, target, route))
    // navigation starts from /projects, so it is measured to the other routes
    if (route.path !== '/projects') {
      samples.clientNavigation[route.path].push(await clientNav(browser, target, route))
    }
  }
  if (target.mode !== 'remote') return
  samples.floor.firstRow.push(await floorFirstRow(browser, target))
  samples.floor.clientNavigation.push(await floorNav(browser, target))
  samples.framework.firstRow.push(await frameworkFirstRow(browser, target))
  samples.framework.clientNavigation.push(await frameworkNav(browser, target))
}

const statsOf = (byRoute: Record<string, number[]>) =>
  Object.fromEntries(
    Object.entries(byRoute)
      .filter(([, times]) => times.length > 0)
      .map(([path, times]) => [path, stats(times)]),
  )

async function measureMode(mode: Mode) {
  const { target, servers } = await serve(mode)
  try {
    const browser = await launchBrowser()
    const samples: Samples = {
      firstRow: Object.fromEntries(routes.map((r) => [r.path, []])),
      clientNavigation: Object.fromEntries(routes.map((r) => [r.path, []])),
      floor: { firstRow: [], clientNavigation: [] },
      framework: { firstRow: [], clientNavigation: [] },
    }
    for (let run = 0; run < RUNS; run++) {
      await measureRun(browser, target, samples)
      console.error(`${mode}: run ${run + 1} of ${RUNS} measured`)
    }
    const firstRows = statsOf(samples.firstRow)
    const navs = statsOf(samples.clientNavigation)
    const js = await firstLoadJs(browser, target)
    const frameworkJs = mode === 'remote' ? await frameworkFirstLoadJs(browser, target) : null
    console.error(`${mode}: first-load JS measured`)
    const floor = frameworkJs
      ? {
          firstRow: stats(samples.floor.firstRow),
          clientNavigation: stats(samples.floor.clientNavigation),
          framework: {
            firstRow: stats(samples.framework.firstRow),
            clientNavigation: stats(samples.framework.clientNavigation),
            firstLoadJsKb: frameworkJs.appKb,
          },
        }
      : null
    const lists = skipBigLists ? null : await bigLists(browser, target)
    await browser.close()

    const frameworkFloor = floor && {
      coldLoadMs: floor.framework.firstRow.median,
      navigationMs: floor.framework.clientNavigation.median,
      firstLoadJsKb: floor.framework.firstLoadJsKb,
    }
    const budgetChecks = checks(mode, {
      coldLoadMs: median(Object.values(firstRows).map((s) => s.median)),
      navigationMs: median(Object.values(navs).map((s) => s.median)),
      ...(frameworkFloor ? { frameworkFloor } : {}),
      appJsKb: js.appKb,
      ...(lists
        ? {
            instances10000Vs10: ratio(lists.big10k.median, lists.small.median),
            filterInstances10000Ms: lists.filter?.median ?? Number.POSITIVE_INFINITY,
          }
        : {}),
    })
    return {
      firstRow: firstRows,
      clientNavigation: navs,
      firstLoadJs: js,
      floor,
      instanceList: lists && { '10': lists.small, '2000': lists.big2k, '10000': lists.big10k },
      instanceListFilter10000: lists?.filter ?? null,
      checks: budgetChecks,
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
        `${m}: framework floor, the same done by React, React Router and TanStack Query alone, the console's early calls for /projects sent before its code loads: first data row ${fmt(res.floor.framework.firstRow)}, client navigation ${fmt(res.floor.framework.clientNavigation)}, first-load JS ${res.floor.framework.firstLoadJsKb} KB.`,
      )
    }
  }
  lines.push('', '| mode | figure | measured | from | budget | |', '|---|---|---|---|---|---|')
  for (const m of ran) {
    for (const c of (results[m] as ModeResult).checks) {
      lines.push(
        `| ${m} | ${c.name} | ${c.value} | ${c.detail ?? ''} | ${c.budget ?? ''} | ${verdict(c)} |`,
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
  const missed = Object.values(results).some((r) => r?.checks.some((c) => !c.ok))
  if (!partial && missed) process.exitCode = 1
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
