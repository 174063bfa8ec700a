/**
 * What `npm run bench` measures in the page (bench/run.ts drives it): the
 * first data row of a cold load, a client navigation, the first-load JS and
 * the big instance lists, against one served build (a `Target`).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from '@playwright/test'

/**
 * A served build. `mock`: the mock API in the page, every /v1 fetch delayed
 * `pageDelay` ms in the page. `remote`: the remote build behind the rack's
 * headers, /v1 proxied to `npm run mock-api` at `mockApi`, which waits the
 * delay itself; the page's fetches are left alone.
 */
export type Target = {
  mode: 'mock' | 'remote'
  base: string
  outDir: string
  pageDelay: number
  runs: number
  mockApi?: string
}

/**
 * Runs in the page before its scripts: delays /v1 fetches (mock mode),
 * remembers the first item of the watched list call, and stamps the first
 * frame in which a table cell shows it, and says so on the console (`SHOWN`).
 */
function initScript({ delay, shown }: { delay: number; shown: string }) {
  type Bench = { watch: string; firstName: string | null; shownAt: number | null }
  const w = window as unknown as { __bench: Bench; __rawFetch: typeof fetch }
  w.__bench = { watch: '', firstName: null, shownAt: null }
  const rawFetch = window.fetch.bind(window)
  w.__rawFetch = rawFetch
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href)
    if (!url.pathname.startsWith('/v1/')) return rawFetch(input, init)
    if (delay > 0) await new Promise((r) => setTimeout(r, delay))
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
          console.debug(`${shown}${bench.shownAt}`)
          break
        }
      }
    }
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]
}
export const stats = (xs: number[]) => ({
  median: Math.round(median(xs)),
  min: Math.round(Math.min(...xs)),
  max: Math.round(Math.max(...xs)),
})
export type Stats = ReturnType<typeof stats>

/** The page URL of a path: the mock's own latency is 0 (the page delays its fetches instead). */
const pageUrl = (t: Target, path: string) =>
  `${t.base}${path}${t.mode === 'mock' ? `${path.includes('?') ? '&' : '?'}mock-latency=0` : ''}`

async function newPage(browser: Browser, t: Target, watch: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  // tsx keeps function names with a `__name` helper the page does not have: give it one
  await context.addInitScript({
    content: `globalThis.__name = (f) => f;(${initScript.toString()})(${JSON.stringify({ delay: t.pageDelay, shown: SHOWN })})`,
  })
  await context.addInitScript(`window.__bench && (window.__bench.watch = ${JSON.stringify(watch)})`)
  return { context, page: await context.newPage() }
}

/** What the page logs, with the stamp, in the frame that first shows the watched row. */
const SHOWN = '__bench shown at '

/**
 * The stamp of the next frame that shows the watched row; ask before the
 * action that shows it. The page says it on its console: waiting with
 * `waitForFunction` would put Playwright's own script into the page it
 * measures (about 15 ms of compiling on the main thread, in a cold load's
 * last 100 ms) and evaluate there every 50 ms. Measured on one server,
 * alternating, 16 cold loads each: disks 360 -> 315 ms, /projects 283 -> 271.
 */
function nextShown(page: Page): Promise<number> {
  return page
    .waitForEvent('console', { predicate: (m) => m.text().startsWith(SHOWN), timeout: 30_000 })
    .then((m) => Number(m.text().slice(SHOWN.length)))
}

/** Loads `path` and waits for its watched row. */
async function loadShown(page: Page, t: Target, path: string) {
  const shown = nextShown(page)
  await page.goto(pageUrl(t, path))
  return shown
}

export type BenchRoute = { path: string; list: string }

/** Fresh context, navigation start to the first row's frame. */
export async function firstRow(browser: Browser, t: Target, route: BenchRoute) {
  const { context, page } = await newPage(browser, t, route.list)
  const time = await loadShown(page, t, route.path)
  await context.close()
  return time
}

/** Client-side navigation (as a link click does) from the current page to `path`. */
async function navigateTo(page: Page, path: string, list: string, firstName: string | null = null) {
  await page.evaluate(
    ({ list, firstName }) => {
      const b = (window as unknown as { __bench: Record<string, unknown> }).__bench
      Object.assign(b, { watch: list, firstName, shownAt: null })
    },
    { list, firstName },
  )
  const shown = nextShown(page)
  const start = await page.evaluate((path) => {
    const t = performance.now()
    history.pushState({ usr: null, key: `bench${t}`, idx: history.length }, '', path)
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
    return t
  }, path)
  return (await shown) - start
}

/** From /projects, loaded cold, to the route by a client navigation. */
export async function clientNav(browser: Browser, t: Target, route: BenchRoute) {
  const { context, page } = await newPage(browser, t, '/v1/projects')
  await loadShown(page, t, '/projects')
  // let idle prefetches settle, as a person would take a moment before clicking
  await page.waitForTimeout(300)
  const time = await navigateTo(page, route.path, route.list)
  await context.close()
  return time
}

type ManifestChunk = {
  file: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
}

/**
 * Which loaded chunks are the app's own: those the app's entries that were
 * loaded (the HTML entry and the route modules) import, statically and
 * transitively. Everything else that loaded (MSW, the mock's handlers and
 * fixtures, and shared helpers only the mock's import pulled in at start-up)
 * is the mock's: on a rack none of it would load.
 */
function appChunks(outDir: string, loadedFiles: Set<string>): Set<string> {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
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

const PROJECTS: BenchRoute = { path: '/projects', list: '/v1/projects' }

/**
 * First-load JavaScript of a page (the console's /projects unless told),
 * gzip level 6: the app's own and the mock's, as far as the page asks for it
 * before it shows its first row. A remote build holds no mock: every script it
 * loads is the app's (the classic scripts beside the bundle, the early
 * requests' and `/theme.js`, included).
 */
export async function firstLoadJs(browser: Browser, t: Target, route = PROJECTS) {
  const { context, page } = await newPage(browser, t, route.list)
  const asked = new Set<string>()
  let shown = false
  page.on('request', (r) => {
    if (!shown && r.resourceType() === 'script' && r.url().startsWith(t.base)) {
      asked.add(new URL(r.url()).pathname)
    }
  })
  const scripts = new Map<string, Promise<Buffer>>()
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname
    if (asked.has(path)) scripts.set(path, r.body())
  })
  await loadShown(page, t, route.path)
  shown = true
  await page.waitForLoadState('networkidle')
  // every body is read before the page goes away
  const bodies = await Promise.all(
    [...scripts].map(async ([path, body]) => [path, await body] as const),
  )
  await context.close()
  const app =
    t.mode === 'remote' ? new Set(scripts.keys()) : appChunks(t.outDir, new Set(scripts.keys()))
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

export { loadShown, navigateTo, newPage, pageUrl }
