import { test as base, expect } from '@playwright/test'
import { watchCspViolations } from './helpers'

export { expect }

/**
 * Playwright's `test`, with every test failing on a Content Security Policy
 * violation: the rack serves the console under its CSP, and a violation there
 * is a broken favicon, style or script for an operator. A test that provokes
 * one on purpose empties `cspViolations`.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations = await watchCspViolations(context)
      await use(violations)
      expect(violations, 'Content Security Policy violations').toEqual([])
    },
    { auto: true },
  ],
})
