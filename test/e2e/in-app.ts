import type { Page } from '@playwright/test'

/**
 * Moving through the console inside one page load, as its links do: the
 * in-page mock keeps its state, and a suite that visits many routes pays for
 * one load. `trackFetches` before the load lets `settled` wait on the page's
 * own API calls instead of a fixed time.
 */

/** Counts the page's API calls in flight (from the next load on). */
export const trackFetches = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { pendingFetches: number }
    w.pendingFetches = 0
    const fetch = window.fetch
    window.fetch = (...args) => {
      w.pendingFetches++
      return fetch(...args).finally(() => w.pendingFetches--)
    }
  })

/** A client-side navigation, as a link would make: no reload. */
export async function navigateInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, url)
}

/**
 * Resolves once no API call has been in flight for 5 frames in a row: a
 * navigation's calls start within a task of it, and the page renders within a
 * frame or two of their answers. Needs `trackFetches`.
 */
export function settled(page: Page) {
  return page.evaluate(
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
}
