import type { Page } from '@playwright/test'
import { expect } from './test'

/**
 * The mock's injected faults (`mock-faults`: 401, 403, 404 or 500) as the fault
 * suites use them: set from the page, drawn from a seeded Math.random so each
 * run fails the same calls, and console errors watched for anything else.
 */

/** "0.3" fails that share of calls with a random status; "1:500" fails all with a 500. */
export const setFaults = (page: Page, value: string) =>
  page.evaluate((v) => sessionStorage.setItem('mock-faults', v), value)

/**
 * The same faults on every run: the mock draws them from Math.random, seeded here.
 * Each page load of a test draws its own sequence (the seed plus the number of
 * loads before it), so a test that loads several pages does not replay one pattern.
 */
export function seedMathRandom(page: Page, first = 20261123) {
  return page.addInitScript((first) => {
    const loads = Number(sessionStorage.getItem('e2e-page-loads') ?? 0)
    sessionStorage.setItem('e2e-page-loads', String(loads + 1))
    let seed = first + loads
    Math.random = () => {
      seed = (seed + 0x6d2b79f5) | 0
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
  }, first)
}

/** Console errors other than the API errors the console logs on purpose. */
export function watchUnexpectedConsoleErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`))
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return
    const text = msg.text()
    if (text.startsWith('API error in ') || text.startsWith('Failed to load resource')) return
    // React and React Router log the API error a route's error boundary caught (an injected 404)
    if (/requestId: [0-9a-f-]{36}/.test(text)) return
    errors.push(text)
  })
  return () => expect(errors).toEqual([])
}

/** The error page, the not-found page, the system section's refusal, or sign-in after a 401. */
export const faultPage = (page: Page) =>
  page.getByRole('heading', {
    level: 1,
    name: /^(Something went wrong|Page not found|System section unavailable|Sign in)$/,
  })
