/**
 * The framework floor of the remote bench: the floor page's task (bench/floor.ts)
 * done by the console's stack alone, React, React Router's data router and
 * TanStack Query, built by Vite as the console is, the list asked for by the
 * route's loader as the console's loaders do (bench/framework-floor-app/).
 * Before its code loads, its early script sends the calls the console's sends
 * for /projects, with the same mechanism (config/early-requests.ts), and the
 * app adopts the list's response as the console does: the console's figures
 * over the floor's compare like with like. Between the two, they tell what the
 * stack costs and what the console's own code does.
 */
import { resolve } from 'node:path'
import type { Browser } from '@playwright/test'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { earlyRequests, recordEarlyRequests } from '../config/early-requests'
import { earlyUrls } from '../src/api/early-requests'
import { paths } from '../src/util/paths'
import { LIST, projectsFirstRow, projectsNav } from './floor'
import { firstLoadJs, type Target } from './measure'

const DIR = 'bench-framework'
/** The floor's page: it draws the list, unless its search is `?start` (where a navigation starts). */
const PAGE = `/${DIR}/`
const START = `${PAGE}?start`

/**
 * Builds the framework floor's app into the bench's own remote build (never
 * into `dist`), with the early calls the console's loaders send for /projects.
 */
export async function writeFrameworkFloor(outDir: string) {
  const landing = await recordEarlyRequests(new URL('..', import.meta.url).pathname)
  const urls = earlyUrls(landing.table, paths.projects(), '')
  const listUrl = urls.find((url) => url.startsWith(`${LIST}?`))
  if (!listUrl) throw new Error(`framework floor: the console sends no early ${LIST} call`)
  // absolute: Vite resolves a relative outDir from its root, the app's folder
  const out = resolve(outDir, DIR)
  await build({
    configFile: false,
    root: new URL('./framework-floor-app', import.meta.url).pathname,
    base: PAGE,
    logLevel: 'error',
    plugins: [
      react(),
      earlyRequests(async () => ({ table: [[PAGE, urls]], apiVersion: landing.apiVersion })),
    ],
    // the values, not the console's operation table they come from (100 KB gzip)
    define: {
      'import.meta.env.BENCH_LIST_URL': JSON.stringify(listUrl),
      'import.meta.env.BENCH_API_VERSION': JSON.stringify(landing.apiVersion),
    },
    build: { outDir: out, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
  })
}

const listRoute = { path: PAGE, list: LIST }

/** Fresh context, navigation start to the frame that shows the first project. */
export const frameworkFirstRow = (browser: Browser, t: Target) => projectsFirstRow(browser, t, PAGE)

/** The app loaded without a list, then a client navigation to the list. */
export const frameworkNav = (browser: Browser, t: Target) =>
  projectsNav(browser, t, {
    from: START,
    to: PAGE,
    ready: (page) => page.getByText('No list asked for').waitFor(),
  })

/** The floor's first-load JS, measured as the console's is. */
export const frameworkFirstLoadJs = (browser: Browser, t: Target) =>
  firstLoadJs(browser, t, listRoute)
