import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { routeUrls } from './route-urls'
import { expect, test } from './test'

/** WCAG 2.1 A and AA: what axe-core checks of them. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

export async function expectNoAxeViolations(page: Page, where = '') {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  const summary = violations.map((v) => ({
    where,
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }))
  expect(summary).toEqual([])
}

/** Counts the page's API calls in flight, so a check waits until a page has its data. */
const countFetches = () => {
  const w = window as unknown as { pendingFetches: number }
  w.pendingFetches = 0
  const fetch = window.fetch
  window.fetch = (...args) => {
    w.pendingFetches++
    return fetch(...args).finally(() => w.pendingFetches--)
  }
}

/** A client-side navigation, as a link would make: no reload, so the mock keeps its state. */
async function visit(page: Page, url: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, url)
  // settled: no API call in flight for 5 frames in a row (the navigation's calls start within
  // a task of the popstate, and the page renders within a frame or two of their answers)
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const w = window as unknown as { pendingFetches: number }
        let quiet = 0
        const tick = () => {
          quiet = w.pendingFetches === 0 ? quiet + 1 : 0
          if (quiet >= 5) resolve()
          else requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      }),
  )
  await expect(page.locator('h1').first()).toBeVisible()
}

// every route of the table, in a few groups that share a page load each
const entries = Object.entries(routeUrls)
const GROUPS = 4

async function checkRoutes(page: Page, group: [string, string][]) {
  test.setTimeout(480_000)
  await page.addInitScript(countFetches)
  await page.goto('/projects')
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
  for (const [name, url] of group) {
    await test.step(`${name}: ${url}`, async () => {
      await visit(page, url)
      await expectNoAxeViolations(page, url)
    })
  }
}

// both themes' colours pass the same checks (contrast above all): the console
// follows the operating system's scheme, emulated here
for (const colorScheme of ['dark', 'light'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme })
    for (let g = 0; g < GROUPS; g++) {
      const group = entries.filter((_, i) => i % GROUPS === g)
      test(`no WCAG 2.1 A/AA violations on any route (group ${g + 1} of ${GROUPS})`, async ({
        page,
      }) => {
        await checkRoutes(page, group)
      })
    }
  })
}
