import { expectToast, watchPageErrors } from '../e2e/helpers'
import { expect, test } from '../e2e/test'
import { signInThroughPage } from './helpers'

test("a silo admin signs a user out everywhere: that user's browser must sign in again", async ({
  page,
  browser,
}) => {
  const noErrors = watchPageErrors(page)
  // bob, in a browser of his own
  const bobs = await browser.newContext()
  const bobPage = await bobs.newPage()
  await signInThroughPage(bobPage, 'bob', 'Bob Brown')

  await signInThroughPage(page, 'alice', 'Alice Adams')
  await page.getByRole('link', { name: 'Silo Settings' }).click()
  await page.getByRole('table', { name: 'Users' }).getByRole('link', { name: 'Bob Brown' }).click()
  const sessions = page.getByRole('table', { name: 'Console sessions' })
  await expect(sessions.getByRole('row').nth(1)).toBeVisible()

  await page.getByRole('button', { name: 'Sign out everywhere' }).click()
  const confirm = page.getByRole('dialog', { name: 'Sign out everywhere' })
  await expect(confirm).toContainText('Sign Bob Brown out everywhere?')
  await confirm.getByRole('button', { name: 'Sign out everywhere' }).click()
  await expectToast(page, 'Signed out everywhere', 'Bob Brown')
  await expect(page.getByRole('heading', { name: 'No console sessions' })).toBeVisible()

  // bob's session cookie no longer works; alice's does
  await bobPage.goto('/projects')
  await expect(bobPage.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await bobs.close()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Bob Brown', level: 1 })).toBeVisible()
  noErrors()
})
