/**
 * The framework floor of the remote bench: the floor page's task (bench/floor.ts)
 * done by the console's stack alone, React, React Router's data router and
 * TanStack Query, built by Vite as the console is, the list asked for by the
 * route's loader as the console's loaders do (bench/framework-floor-app/).
 * Between the floor and the console's figures, it tells what the stack costs
 * and what the console's own code does.
 */
import { resolve } from 'node:path'
import type { Browser } from '@playwright/test'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { projectsFirstRow, projectsNav } from './floor'
import type { Target } from './measure'

const DIR = 'bench-framework'
const PAGE = `/${DIR}/`

/** Builds the framework floor's app into the bench's own remote build (never into `dist`). */
export async function writeFrameworkFloor(outDir: string) {
  // absolute: Vite resolves a relative outDir from its root, the app's folder
  const out = resolve(outDir, DIR)
  await build({
    configFile: false,
    root: new URL('./framework-floor-app', import.meta.url).pathname,
    base: PAGE,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: out, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
  })
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
