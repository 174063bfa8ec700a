import { type BrowserContext, expect, type Page } from '@playwright/test'

/** Every flow's shared steps: find things by role and accessible name, as a person would. */

/** Fail the test on an uncaught page error. */
export function watchPageErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  return () => expect(errors).toEqual([])
}

/**
 * Collect the page's Content Security Policy violations: Chromium's console
 * error for each ("Refused to ... because it violates the following Content
 * Security Policy directive"), and each `securitypolicyviolation` event, which
 * also reports what the console does not (a blocked style attribute, say).
 * The e2e servers send the rack's CSP (config/rack-headers.ts).
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = []
  context.on('console', (message) => {
    const text = message.text()
    if (message.type() === 'error' && /Content Security Policy|CSP violation/.test(text)) {
      violations.push(`${message.page()?.url() ?? ''}: ${text}`)
    }
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`)
    })
  })
  return violations
}

export async function expectToast(page: Page, text: string | RegExp) {
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText(text).first(),
  ).toBeVisible()
}

export const row = (page: Page, name: string | RegExp) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) })

/** A menu item by its label; a disabled item's reason is its accessible description. */
export const menuItem = (page: Page, name: string | RegExp) =>
  page.getByRole('menuitem', { name, exact: typeof name === 'string' })

export async function openRowAction(page: Page, rowName: string, action: string) {
  await row(page, rowName).getByRole('button', { name: 'Row actions' }).click()
  await menuItem(page, action).click()
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
}

export async function signIn(page: Page, username = 'alice', password = 'oxide-mock') {
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

export const sideModal = (page: Page) => page.getByRole('dialog')
