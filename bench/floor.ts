/**
 * The floor of the remote bench: what the same servers, browser and
 * measurement give a page that does nothing but ask for the project list and
 * draw its first item's name in a table cell, with no app code at all. The
 * console's figures minus these are what its own code costs; figures below
 * these are out of any page's reach on the machine the bench runs on.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { apiVersion } from '../src/api/operations'
import { firstRow, navigateTo, newPage, type Target } from './measure'

export const LIST = '/v1/projects'
const PAGE = '/bench-floor.html'

/**
 * The floor page's script: on a load with `?cold`, asks at once; otherwise
 * asks on the next popstate (the bench's client navigation).
 */
const script = (apiVersion: string) => `
function show() {
  fetch(${JSON.stringify(`${LIST}?limit=50`)}, {
    headers: { 'Content-Type': 'application/json', 'api-version': ${JSON.stringify(apiVersion)} },
  })
    .then((response) => response.json())
    .then((body) => {
      const cell = document.createElement('td')
      cell.textContent = body.items[0].name
      const row = document.createElement('tr')
      row.append(cell)
      document.getElementById('rows').append(row)
    })
}
if (location.search === '?cold') show()
else addEventListener('popstate', show, { once: true })
`

const html = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Bench floor</title><script src="/bench-floor.js"></script></head>
  <body><table><tbody id="rows"></tbody></table></body>
</html>
`

/** Writes the floor page into the bench's own remote build (never into `dist`). */
export function writeFloorPage(outDir: string) {
  writeFileSync(join(outDir, 'bench-floor.html'), html)
  writeFileSync(join(outDir, 'bench-floor.js'), script(apiVersion))
}

/** Fresh context, navigation start to the frame that shows the first project of `path`. */
export const projectsFirstRow = (browser: Browser, t: Target, path: string) =>
  firstRow(browser, t, { path, list: LIST })

/**
 * `from` loaded (and `ready`), then a client navigation (pushState and
 * popstate) to `to`, to the frame that shows the first project.
 */
export async function projectsNav(
  browser: Browser,
  t: Target,
  { from, to, ready }: { from: string; to: string; ready?: (page: Page) => Promise<void> },
) {
  const { context, page } = await newPage(browser, t, '')
  await page.goto(`${t.base}${from}`)
  await ready?.(page)
  // as the console's navigation is measured: a moment after the load
  await page.waitForTimeout(300)
  const time = await navigateTo(page, to, LIST)
  await context.close()
  return time
}

export const floorFirstRow = (browser: Browser, t: Target) =>
  projectsFirstRow(browser, t, `${PAGE}?cold`)

export const floorNav = (browser: Browser, t: Target) =>
  projectsNav(browser, t, { from: PAGE, to: `${PAGE}?navigated` })
