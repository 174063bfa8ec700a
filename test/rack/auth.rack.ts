import { row, signIn, signOut, watchPageErrors } from '../e2e/helpers'
import { expect, test } from '../e2e/test'
import { signInThroughPage } from './helpers'

test('a new browser is signed out; signing in sets an HttpOnly session cookie and lands on the deep link', async ({
  page,
  browser,
}) => {
  const noErrors = watchPageErrors(page)
  const requested: string[] = []
  page.on('request', (r) => requested.push(new URL(r.url()).pathname))
  await page.goto('/projects/web-prod/instances')
  await expect(page).toHaveURL(/\/login\/acme\/local\?redirect_uri=%2Fprojects%2Fweb-prod/)
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  // the remote build: no mock in the page, no preview banner, no service worker
  expect(requested.filter((path) => /mockServiceWorker|mock-api|msw/i.test(path))).toEqual([])
  await expect(page.getByRole('note')).toHaveCount(0)
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toEqual([])

  await signIn(page, 'alice', 'not-the-password')
  await expect(
    page.getByText('Wrong username or password. Check both and try again.'),
  ).toBeVisible()
  expect(await page.context().cookies()).toEqual([])

  await signIn(page, 'alice')
  await expect(page).toHaveURL('/projects/web-prod/instances')
  await expect(row(page, 'web-1')).toBeVisible()
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveText('Alice Adams')
  const [session] = await page.context().cookies()
  expect(session).toMatchObject({ name: 'session', httpOnly: true, domain: 'localhost' })

  // another browser has a session of its own: none yet
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await otherPage.goto('/projects')
  await expect(otherPage.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await other.close()
  // and this one is still signed in
  await page.reload()
  await expect(row(page, 'web-1')).toBeVisible()
  noErrors()
})

test('sign out, then sign in as bob: a collaborator on web-prod, and nothing more', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await signInThroughPage(page, 'alice', 'Alice Adams')
  await expect(row(page, 'staging')).toBeVisible()
  await signOut(page)
  // the session is over: a deep link asks to sign in again
  await page.goto('/projects/staging/instances')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()

  await signInThroughPage(page, 'bob', 'Bob Brown')
  await expect(row(page, 'web-prod')).toBeVisible()
  await expect(row(page, 'staging')).toHaveCount(0)
  await expect(row(page, 'ml-training')).toHaveCount(0)
  // no fleet role: no system section, and its URL says why
  await expect(page.getByRole('link', { name: 'System' })).toHaveCount(0)
  await page.goto('/system/silos')
  await expect(page.getByText('you need the fleet viewer role')).toBeVisible()

  // his role on web-prod, which lets him work in the project but not change its access
  await page.goto('/projects/web-prod/access')
  await expect(page.getByRole('heading', { name: 'Project access' })).toBeVisible()
  await expect(row(page, 'Bob Brown')).toContainText('collaborator')
  await expect(page.getByRole('button', { name: 'Add user or group' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Instances' }).click()
  await expect(row(page, 'web-1')).toBeVisible()
  // a project of another's is not found for him
  await page.goto('/projects/staging/instances')
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible()
  noErrors()
})

test("SAML sign-in: the page's link goes through the rack to the identity provider and back with a session", async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/login/globex/saml/okta?redirect_uri=%2Fsettings%2Fprofile')
  await expect(page.getByText('Silo globex')).toBeVisible()
  await page.getByRole('link', { name: 'Sign in with okta' }).click()

  // the mock server's test identity provider, reached through the rack's redirect
  await expect(page).toHaveURL(/\/login\/globex\/saml\/okta\/mock-idp\?RelayState=/)
  await expect(page.getByRole('heading', { name: 'Test identity provider: okta' })).toBeVisible()
  await page.getByRole('button', { name: 'Sign in as Hank Scorpio' }).click()

  await expect(page).toHaveURL('/settings/profile')
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveText('Hank Scorpio')
  const [session] = await page.context().cookies()
  expect(session).toMatchObject({ name: 'session', httpOnly: true, domain: 'localhost' })
  noErrors()
})
