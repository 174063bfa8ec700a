import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test'

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

/**
 * A toast with this text shows; then it is dismissed, as a person would once read
 * (error toasts stay until dismissed, and one under the pointer never times out).
 * The press is a plain click event: focus stays where the flow left it.
 */
export async function expectToast(page: Page, text: string | RegExp, content?: string | RegExp) {
  const toast = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('group')
    .filter({ hasText: text })
    .first()
  await expect(toast).toBeVisible()
  if (content) await expect(toast).toContainText(content)
  await toast.getByRole('button', { name: 'Dismiss' }).dispatchEvent('click')
}

/**
 * What the page asks the API about a resource once its DELETE (to `deletePath`)
 * is answered: each later request whose path and query match `names`. A console
 * that forgets a deleted resource asks nothing (it would only get 404s).
 */
export function watchAsksAfterDelete(page: Page, deletePath: string, names: RegExp) {
  const asks: string[] = []
  let deleted = false
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (response.request().method() === 'DELETE' && url.pathname === deletePath) deleted = true
    else if (deleted && names.test(url.pathname + url.search)) {
      asks.push(`${response.status()} ${url.pathname}${url.search}`)
    }
  })
  return () => asks
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
  // by role: a toast named "Password set" is no field (and a label's text has its Required mark)
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

export const sideModal = (page: Page) => page.getByRole('dialog')

/**
 * Picks an option of a searchable picker (a combobox on an API list): types `search` to
 * narrow the list, as a person would with a long one, then clicks the option (by default
 * the one whose text is exactly what was typed).
 */
export async function pickOption(
  scope: Page | Locator,
  picker: string | RegExp,
  search: string,
  option: string | RegExp = search,
) {
  const box = scope.getByRole('combobox', { name: picker })
  // already picked (a form's default): typing the same text would not open the list
  if (typeof option === 'string' && (await box.inputValue()) === option) return
  await box.fill(search)
  await scope.getByRole('option', { name: option, exact: typeof option === 'string' }).click()
  await expect(box).toHaveValue(option)
}
