import type { Page } from '@playwright/test'
import { signIn } from '../e2e/helpers'
import { expect } from '../e2e/test'

/**
 * The rack flows share one mock API server (and, when reused, its state from
 * earlier runs): each flow names what it makes uniquely.
 */
export const uniqueName = (prefix: string) => `${prefix}-${Date.now().toString(36)}`

/** Open the console's sign-in page, as an operator does, and sign in there. */
export async function signInThroughPage(page: Page, username: string, displayName: string) {
  await page.goto('/login')
  await expect(page).toHaveURL(/\/login\/acme\/local/)
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await signIn(page, username)
  await expect(page).toHaveURL('/projects')
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveText(displayName)
}
