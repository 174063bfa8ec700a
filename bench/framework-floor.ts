/**
 * The framework floor of the remote bench: the floor page's task (bench/floor.ts)
 * done by the console's stack alone, React, React Router's data router and
 * TanStack Query, built by Vite as the console is, with the list request sent
 * by a same-origin script before the code loads, as the console's early
 * script does (bench/framework-floor-app/). Between the floor and the console's
 * figures, it tells what the stack costs and what the console's own code does.
 */
import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Browser } from '@playwright/test'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { API_VERSION } from '../src/api/early-requests'
import { LIST, projectsFirstRow, projectsNav } from './floor'
import type { Target } from './measure'

const DIR = 'bench-framework'
const PAGE = `/${DIR}/`

/** The early script: on a load with `?cold`, asks for the list at once. */
const earlyScript = (apiVersion: string) => `
if (location.search === '?cold') {
  window.__benchEarlyList = fetch(${JSON.stringify(`${LIST}?limit=50`)}, {
    headers: { 'Content-Type': 'application/json', 'api-version': ${JSON.stringify(apiVersion)} },
  }).then((response) => response.json())
}
`

/** Builds the framework floor's app into the bench's own remote build (never into `dist`). */
export async function writeFrameworkFloor(outDir: string) {
  // absolute: Vite resolves a relative outDir from its root, the app's folder
  const out = resolve(outDir, DIR)
  await build({
    configFile: false,
    root: new URL('./framework-floor-app', import.meta.url).pathname,
    base: PAGE,
    // it warns that the early script is not a module: it is not meant to be one
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: out, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
  })
  writeFileSync(join(out, 'early.js'), earlyScript(API_VERSION))
}

/** Fresh context, navigation start to the frame that shows the first project. */
export const frameworkFirstRow = (browser: Browser, t: Target) =>
  projectsFirstRow(browser, t, `${PAGE}?cold`)

/** The app loaded without a list, then a client navigation to the list. */
export const frameworkNav = (browser: Browser, t: Target) =>
  projectsNav(browser, t, {
    from: PAGE,
    to: `${PAGE}?navigated`,
    ready: (page) => page.getByText('No list asked for').waitFor(),
  })
