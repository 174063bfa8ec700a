import { COLOUR_RULES, expectNoAxeViolations } from './axe'
import { navigateInApp, settled, trackFetches } from './in-app'
import { inBatches, type RouteName, routeUrls, servedByTheRack } from './route-urls'
import { expect, test } from './test'

/**
 * axe-core's WCAG 2.1 A/AA rules on every route of the route table, in both
 * themes (contrast above all). The console follows the operating system's
 * scheme, emulated here: each route is visited once and checked dark with
 * every rule, then light with the rules a colour can break, with the same page
 * in front of axe.
 */
const routes = Object.entries(routeUrls) as [RouteName, string][]
/** tests of about 15 routes each: well inside the test timeout, and shared out among workers */
const groups = inBatches(routes, Math.ceil(routes.length / 15))

/** Not the route's own page (a wrong fixture in its URL, or a broken page): axe would check this instead. */
const NOT_THE_PAGE = /^(Page not found|Something went wrong)$/

for (const [g, group] of groups.entries()) {
  test(`no WCAG 2.1 A/AA violations in either theme (routes ${g + 1} of ${groups.length})`, async ({
    page,
  }) => {
    await trackFetches(page)
    await page.goto('/projects')
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
    for (const [name, url] of group) {
      await test.step(`${name}: ${url}`, async () => {
        await navigateInApp(page, url)
        await settled(page)
        const heading = page.locator('h1').first()
        await expect(heading).toBeVisible()
        if (!servedByTheRack.has(name)) await expect(heading).not.toHaveText(NOT_THE_PAGE)
        await page.emulateMedia({ colorScheme: 'dark' })
        await expectNoAxeViolations(page, { where: `${url} (dark)` })
        await page.emulateMedia({ colorScheme: 'light' })
        await expectNoAxeViolations(page, { where: `${url} (light)`, rules: COLOUR_RULES })
      })
    }
  })
}
