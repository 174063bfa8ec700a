import type { Page } from '@playwright/test'
import { signOut, watchPageErrors } from './helpers'
import { navigateInApp } from './in-app'
import { expect, test } from './test'

/**
 * SAML sign-in on the in-page mock: silo globex's only identity provider is
 * okta, so its sign-in page is okta's; hank (`?mock-user=hank`) is its user.
 */
const signInWithOkta = (page: Page) => page.getByRole('link', { name: 'Sign in with okta' })

test('/login of a SAML silo opens its provider page, whose link signs in and lands on redirect_uri', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/settings/profile?mock-user=hank')
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveText('Hank Scorpio')
  await signOut(page)

  // a signed-out visit goes to sign-in: the silo's SAML page, remembering where it was going
  await page.goto('/settings/profile')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  const url = new URL(page.url())
  expect(url.pathname).toBe('/login/globex/saml/okta')
  expect(url.searchParams.get('redirect_uri')).toBe('/settings/profile')
  await expect(page.getByText('Silo globex')).toBeVisible()
  // the link is the rack's redirect to the provider, keeping redirect_uri
  await expect(signInWithOkta(page)).toHaveAttribute(
    'href',
    '/login/globex/saml/okta/redirect?redirect_uri=%2Fsettings%2Fprofile',
  )

  await signInWithOkta(page).click()
  await expect(page).toHaveURL('/settings/profile')
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveText('Hank Scorpio')
  noErrors()
})

test('a hostile redirect_uri is dropped: the link leaves it out and sign-in lands on projects', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/login/globex/saml/okta')
  for (const hostile of ['https://evil.example/', '//evil.example', 'javascript:alert(1)']) {
    await navigateInApp(page, `/login/globex/saml/okta?redirect_uri=${encodeURIComponent(hostile)}`)
    await expect(page).toHaveURL(/redirect_uri=/)
    await expect(signInWithOkta(page)).toHaveAttribute('href', '/login/globex/saml/okta/redirect')
  }
  await signInWithOkta(page).click()
  await expect(page).toHaveURL('/projects')
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveText('Hank Scorpio')
  noErrors()
})

test('/login of a silo with local users still opens its local page', async ({ page }) => {
  await page.goto('/login?redirect_uri=%2Fprojects')
  await expect(page).toHaveURL('/login/acme/local?redirect_uri=%2Fprojects')
  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible()
})

test('a click on the sign-in link before the mock answers waits for it, then signs in', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  // hold the mock's service worker until the link has been clicked, as a slow start does
  let releaseWorker = () => {}
  const workerHeld = new Promise<void>((resolve) => {
    releaseWorker = resolve
  })
  await page.context().route('**/mockServiceWorker.js', async (route) => {
    await workerHeld
    await route.continue()
  })
  await page.goto('/login/globex/saml/okta?redirect_uri=%2Fprojects')
  await signInWithOkta(page).click()
  releaseWorker()
  await expect(page).toHaveURL('/projects')
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveText('Hank Scorpio')
  noErrors()
})
