import type { Page } from '@playwright/test'
import { seedMathRandom, setFaults, watchUnexpectedConsoleErrors } from './fault-kit'
import { navigateInApp, settled, trackFetches } from './in-app'
import { inBatches, lookupUrls, routeUrls } from './route-urls'
import { expect, test } from './test'

/**
 * The fault walk: every route of the route list with 30% of API calls failing
 * shows something, then, with faults off and no reload, its content again.
 * In batches of about 40 routes, each its own test and page load.
 */
const routes = Object.entries({ ...routeUrls, ...lookupUrls })
const batches = inBatches(routes, Math.ceil(routes.length / 40))

/** The sign-in pages: showing "Sign in" is what they are for. */
const SIGN_IN_PAGES = new Set<string>(['login', 'loginLocal', 'loginSaml'])

/** What a page shows when it is not blank: a heading, of the page or of the error page. */
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first()

for (const [b, batch] of batches.entries()) {
  test(`with 30% of calls failing every route still shows something (routes ${b + 1} of ${batches.length})`, async ({
    page,
  }) => {
    const noUnexpectedErrors = watchUnexpectedConsoleErrors(page)
    // each batch draws its own faults, the same on every run
    await seedMathRandom(page, 20261123 + 1000 * b)
    await trackFetches(page)
    await page.goto('/projects?mock-faults=0.3')
    for (const [, url] of batch) {
      await navigateInApp(page, url)
      // the page, the error page, the not-found page or sign-in (after a 401): never blank
      await expect(heading(page), url).toBeVisible()
    }

    // faults off: every route shows its content again, without a reload, once the
    // calls still in flight (which may yet answer with a fault) have landed
    await setFaults(page, '0')
    await settled(page)
    for (const [name, url] of batch) {
      await navigateInApp(page, url)
      await settled(page)
      await expect(page.getByText('Something went wrong'), url).toBeHidden()
      if (!SIGN_IN_PAGES.has(name)) {
        await expect(page.getByRole('heading', { name: 'Sign in' }), url).toBeHidden()
      }
      await expect(heading(page), url).toBeVisible()
    }
    noUnexpectedErrors()
  })
}
