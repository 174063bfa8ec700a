import { expect, type Locator, type Page } from '@playwright/test'

/** Every flow's shared steps: find things by role and accessible name, as a person would. */

/** Fail the test on an uncaught page error. */
export function watchPageErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  return () => expect(errors).toEqual([])
}

export async function expectToast(page: Page, text: string | RegExp) {
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText(text).first(),
  ).toBeVisible()
}

export const row = (page: Page, name: string | RegExp) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) })

/** A menu item; a disabled item's name includes its reason, so a plain name matches exactly. */
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
  await box.fill(search)
  await scope.getByRole('option', { name: option, exact: typeof option === 'string' }).click()
  await expect(box).toHaveValue(option)
}
