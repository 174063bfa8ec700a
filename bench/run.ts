/**
 * `npm run bench`: the console's performance budgets (bench/budgets.json),
 * measured on a production build served on the mock API in headless Chromium.
 *
 * The mock's own latency is 0; instead every `/v1/` fetch of the page waits
 * DELAY ms (default 150, `--delay=N`), so a request waterfall costs what it
 * would on a real network. Each figure is the median of RUNS runs, with min
 * and max. Writes bench/results.json, prints a markdown table, and exits
 * non-zero when a budget is missed.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { type Browser, chromium, type Page } from '@playwright/test'

const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? undefined
const DELAY = Number(arg('delay') ?? 150)
const RUNS = Number(arg('runs') ?? 5)
const PORT = Number(arg('port') ?? 4020)
const BASE = `http://localhost:${PORT}`

type Budgets = {
  firstRowMedianMs: number
  firstRowMaxMs: number
  navMedianMs: number
  navMaxMs: number
  appJsKbGzip: number
  bigListSlowdown: number
  bigListFilterMs: number
}
const budgets: Budgets = JSON.parse(
  readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'),
)

/** Each measured list: its page and the list call whose first item must show. */
const allRoutes = [
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

/**
 * Runs in the page before its scripts: delays /v1 fetches, remembers the
 * first item of the watched list call, and stamps the first frame in which a
 * table cell shows it.
 */
function initScript({ delay }: { delay: number }) {
  type Bench = { watch: string; firstName: string | null; shownAt: number | null }
  const w = window as unknown as { __bench: Bench; __rawFetch: typeof fetch }
  w.__bench = { watch: '', firstName: null, shownAt: null }
  const rawFetch = window.fetch.bind(window)
  w.__rawFetch = rawFetch
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href)
    if (!url.pathname.startsWith('/v1/')) return rawFetch(input, init)
    await new Promise((r) => setTimeout(r, delay))
    const response = await rawFetch(input, init)
    const bench = w.__bench
    if (bench.watch && url.pathname === bench.watch && bench.firstName === null) {
      const body = await response.clone().json()
      bench.firstName = body.items?.[0]?.name ?? null
    }
    return response
  }
  const tick = () => {
    const bench = w.__bench
    if (bench.firstName && bench.shownAt === null) {
      for (const cell of document.querySelectorAll('tbody td')) {
        if (cell.textContent?.trim() === bench.firstName) {
          bench.shownAt = performance.now()
          break
        }
      }
    }
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]
}
const stats = (xs: number[]) => ({
  median: Math.round(median(xs)),
  min: Math.round(Math.min(...xs)),
  max: Math.round(Math.max(...xs)),
})
type Stats = ReturnType<typeof stats>

async function newPage(browser: Browser, watch: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  // tsx keeps function names with a `__name` helper the page does not have: give it one
  await context.addInitScript({
    content: `globalThis.__name = (f) => f;(${initScript.toString()})(${JSON.stringify({ delay: DELAY })})`,
  })
  await context.addInitScript(`window.__bench && (window.__bench.watch = ${JSON.stringify(watch)})`)
  return { context, page: await context.newPage() }
}

async function waitShown(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => (window as unknown as { __bench: { shownAt: number | null } }).__bench.shownAt,
    undefined,
    { timeout: 30_000, polling: 50 },
  )
  return (await handle.jsonValue()) as number
}

/** Fresh context, navigation start to the first row's frame. */
async function firstRow(browser: Browser, route: (typeof routes)[number]) {
  const { context, page } = await newPage(browser, route.list)
  await page.goto(`${BASE}${route.path}?mock-latency=0`)
  const t = await waitShown(page)
  await context.close()
  return t
}

/** Client-side navigation (as a link click does) from /projects to the route. */
async function navigateTo(page: Page, path: string, list: string, firstName: string | null = null) {
  await page.evaluate(
    ({ list, firstName }) => {
      const b = (window as unknown as { __bench: Record<string, unknown> }).__bench
      Object.assign(b, { watch: list, firstName, shownAt: null })
    },
    { list, firstName },
  )
  const start = await page.evaluate((path) => {
    const t = performance.now()
    history.pushState({ usr: null, key: `bench${t}`, idx: history.length }, '', path)
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
    return t
  }, path)
  return (await waitShown(page)) - start
}

async function clientNav(browser: Browser, route: (typeof routes)[number]) {
  const { context, page } = await newPage(browser, '/v1/projects')
  await page.goto(`${BASE}/projects?mock-latency=0`)
  await waitShown(page)
  // let idle prefetches settle, as a person would take a moment before clicking
  await page.waitForTimeout(300)
  const t = await navigateTo(page, route.path, route.list)
  await context.close()
  return t
}

type ManifestChunk = {
  file: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
}

/**
 * The chunks only the mock loads: everything the mock's entries (its handlers and
 * fixtures, MSW's browser client) import, minus what any other entry imports too.
 */
/**
 * Which loaded chunks are the app's own: those the app's entries that were
 * loaded (the HTML entry and the route modules) import, statically and
 * transitively. Everything else that loaded (MSW, the mock's handlers and
 * fixtures, and shared helpers only the mock's import pulled in at start-up)
 * is the mock's: on a rack none of it would load.
 */
function appChunks(loadedFiles: Set<string>): Set<string> {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    readFileSync('dist/.vite/manifest.json', 'utf8'),
  )
  const isMockEntry = (k: string) =>
    k.startsWith('src/mock-api/') || k.includes('node_modules/msw/')
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const k of manifest[key].imports ?? []) visit(k)
  }
  for (const [key, chunk] of Object.entries(manifest)) {
    const loadedEntry = (chunk.isEntry || chunk.isDynamicEntry) && loadedFiles.has(`/${chunk.file}`)
    if (loadedEntry && !isMockEntry(key)) visit(key)
  }
  return new Set([...seen].map((k) => `/${manifest[k].file}`))
}

/** First-load JavaScript of /projects, gzip level 6: the app's own and the mock's. */
async function firstLoadJs(browser: Browser) {
  const { context, page } = await newPage(browser, '/v1/projects')
  const scripts = new Map<string, Promise<Buffer>>()
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' && r.url().startsWith(BASE)) {
      scripts.set(new URL(r.url()).pathname, r.body())
    }
  })
  await page.goto(`${BASE}/projects?mock-latency=0`)
  await waitShown(page)
  await page.waitForLoadState('networkidle')
  // every body is read before the page goes away
  const bodies = await Promise.all(
    [...scripts].map(async ([path, body]) => [path, await body] as const),
  )
  await context.close()
  const app = appChunks(new Set(scripts.keys()))
  let appBytes = 0
  let mockBytes = 0
  for (const [path, body] of bodies) {
    const size = gzipSync(body, { level: 6 }).length
    if (app.has(path)) appBytes += size
    else mockBytes += size
  }
  return {
    appKb: Math.round(appBytes / 102.4) / 10,
    mockKb: Math.round(mockBytes / 102.4) / 10,
  }
}

/** Time to the first instance row of a project holding `count` instances made through the API. */
async function bigLists(browser: Browser) {
  const small = await bigList(browser, 10)
  console.error('10 instances measured')
  const big2k = await bigList(browser, 2000)
  console.error('2,000 instances measured')
  const { times: big10k, filter } = await bigList(browser, 10000, true)
  console.error('10,000 instances measured')
  return { small: small.times, big2k: big2k.times, big10k, filter }
}

/** The list's three server orders: each run filters with nothing of the list cached yet. */
const FILTER_SORTS = ['name_ascending', 'name_descending', 'id_ascending']

/**
 * From typing a filter into the 10,000-instance list until its matches show:
 * the list reads every page (1,000 a call, each waiting DELAY ms) and filters
 * them. A list read once is cached, so each run uses another server order (a
 * reload would empty the in-page mock): one cold run per order.
 */
async function filterBigList(page: Page, project: string) {
  const times: number[] = []
  for (const sort of FILTER_SORTS) {
    await navigateTo(page, '/system/silos', '/v1/system/silos', 'acme')
    await navigateTo(page, `/projects/${project}/instances?sort=${sort}`, '/v1/instances')
    const box = page.getByRole('searchbox', { name: 'Filter by name' })
    await box.waitFor()
    const start = await page.evaluate(() => performance.now())
    // inst-09990 to inst-09999: ten matches, in the last page read
    await box.fill('inst-0999')
    const shown = await page.waitForFunction(
      () => {
        const cells = [...document.querySelectorAll('tbody td')]
        const all = cells.filter((c) => /^inst-0999\d$/.test(c.textContent?.trim() ?? ''))
        return all.length === 10 && performance.now()
      },
      undefined,
      { timeout: 60_000, polling: 'raf' },
    )
    times.push(((await shown.jsonValue()) as number) - start)
  }
  return stats(times)
}

async function bigList(browser: Browser, count: number, withFilter = false) {
  const { context, page } = await newPage(browser, '/v1/projects')
  await page.goto(`${BASE}/projects?mock-latency=0`)
  await waitShown(page)
  const project = `bench-${count}`
  await page.evaluate(
    async ({ project, count }) => {
      const f = (window as unknown as { __rawFetch: typeof fetch }).__rawFetch
      const post = (path: string, body: unknown) =>
        f(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }).then((r) => {
          if (!r.ok) throw new Error(`${path}: ${r.status}`)
        })
      await post('/v1/projects', { name: project, description: '' })
      for (let i = 0; i < count; i += 200) {
        const batch = []
        for (let j = i; j < Math.min(count, i + 200); j++) {
          batch.push(
            post(`/v1/instances?project=${project}`, {
              name: `inst-${String(j).padStart(5, '0')}`,
              description: '',
              hostname: `inst-${j}`,
              ncpus: 1,
              memory: 1024 ** 3,
              start: false,
              // a subnet's addresses run out long before 10,000 (a /22 holds 1,018)
              network_interfaces: { type: 'none' },
            }),
          )
        }
        await Promise.all(batch)
      }
    },
    { project, count },
  )
  // Making the instances through the mock in the page leaves their requests'
  // garbage in the page's heap, which a console on a rack never holds: collect
  // it now, or V8 collects it during the measured runs.
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  // one visit first: compiling the list's code on a first visit costs the same
  // for every size, and the navigation budget measures it
  await navigateTo(page, `/projects/${project}/instances`, '/v1/instances', 'inst-00000')
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) {
    await navigateTo(page, '/system/silos', '/v1/system/silos', 'acme')
    // past the 2 s stale time, so the list is fetched again, not read from the cache
    await page.waitForTimeout(2500)
    times.push(
      await navigateTo(page, `/projects/${project}/instances`, '/v1/instances', 'inst-00000'),
    )
  }
  const filter = withFilter ? await filterBigList(page, project) : null
  await context.close()
  return { times: stats(times), filter }
}

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(BASE)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no server at ${BASE}`)
}

async function main() {
  if (!existsSync('dist/index.html') || !process.argv.includes('--no-build')) {
    const build = spawn('npx', ['vite', 'build'], { stdio: 'inherit' })
    await new Promise((r) => build.on('exit', r))
  }
  // its own process group, so stopping it stops the server npx starts too
  const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], {
    stdio: 'ignore',
    detached: true,
  })
  try {
    await waitForServer()
    const systemChromium = '/usr/bin/chromium'
    const browser = await chromium.launch({
      executablePath:
        process.env.CHROMIUM_PATH || (existsSync(systemChromium) ? systemChromium : undefined),
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    })
    const firstRows: Record<string, Stats> = {}
    const navs: Record<string, Stats> = {}
    for (const route of routes) {
      const a: number[] = []
      const b: number[] = []
      for (let run = 0; run < RUNS; run++) {
        a.push(await firstRow(browser, route))
        // navigation starts from /projects, so it is measured to the other routes
        if (route.path !== '/projects') b.push(await clientNav(browser, route))
      }
      firstRows[route.path] = stats(a)
      if (b.length) navs[route.path] = stats(b)
      console.error(`measured ${route.path}`)
    }
    const js = await firstLoadJs(browser)
    console.error('first-load JS measured')
    const lists = skipBigLists ? null : await bigLists(browser)
    await browser.close()

    const rowMedians = Object.values(firstRows).map((s) => s.median)
    const navMedians = Object.values(navs).map((s) => s.median)
    const checks = [
      ['first data row, median of routes', median(rowMedians), budgets.firstRowMedianMs],
      ['first data row, slowest route', Math.max(...rowMedians), budgets.firstRowMaxMs],
      ['client navigation, median of routes', median(navMedians), budgets.navMedianMs],
      ['client navigation, slowest route', Math.max(...navMedians), budgets.navMaxMs],
      ['first-load JS of the app (KB gzip)', js.appKb, budgets.appJsKbGzip],
      ...(lists
        ? ([
            [
              '10,000 instances vs 10 (first row, ratio)',
              Math.round((lists.big10k.median / lists.small.median) * 100) / 100,
              budgets.bigListSlowdown,
            ],
            [
              '10,000 instances: filtered list shown (ms, median)',
              lists.filter?.median ?? Number.POSITIVE_INFINITY,
              budgets.bigListFilterMs,
            ],
          ] as const)
        : []),
    ] as const
    const results = {
      date: new Date().toISOString(),
      delayMs: DELAY,
      runs: RUNS,
      firstRow: firstRows,
      clientNavigation: navs,
      firstLoadJs: js,
      instanceList: lists && { '10': lists.small, '2000': lists.big2k, '10000': lists.big10k },
      instanceListFilter10000: lists?.filter ?? null,
      budgets: checks.map(([name, value, budget]) => ({
        name,
        value,
        budget,
        ok: value <= budget,
      })),
    }
    writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`)

    const fmt = (s: Stats) => `${s.median} (${s.min}–${s.max})`
    const lines = [
      `Delay ${DELAY} ms per API call, median (min–max) of ${RUNS} runs, ms.`,
      '',
      '| route | first data row | client navigation from /projects |',
      '|---|---|---|',
      ...routes.map(
        (r) =>
          `| \`${r.path}\` | ${fmt(firstRows[r.path])} | ${navs[r.path] ? fmt(navs[r.path]) : '(start)'} |`,
      ),
      '',
      `First-load JS of /projects (gzip 6): app ${js.appKb} KB, mock ${js.mockKb} KB.`,
      lists
        ? `Instance list, first row after client navigation: 10 instances ${fmt(lists.small)}, 2,000 ${fmt(lists.big2k)}, 10,000 ${fmt(lists.big10k)}. 10,000 instances, typing a filter to its matches shown: ${lists.filter ? fmt(lists.filter) : 'not measured'}.`
        : 'Instance lists of 2,000 and 10,000 not measured (--no-big-lists).',
      '',
      '| budget | measured | limit | |',
      '|---|---|---|---|',
      ...results.budgets.map(
        (b) => `| ${b.name} | ${b.value} | ${b.budget} | ${b.ok ? 'ok' : 'MISSED'} |`,
      ),
    ]
    console.log(lines.join('\n'))
    if (!only && !skipBigLists && results.budgets.some((b) => !b.ok)) process.exitCode = 1
  } finally {
    if (server.pid) process.kill(-server.pid)
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
