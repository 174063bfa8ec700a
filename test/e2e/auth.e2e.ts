import { row, sideModal, signIn, signOut, watchPageErrors } from './helpers'
import { expect, test } from './test'

test('sign out, then a deep link asks to sign in and lands back on it', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects')
  await expect(page.getByRole('cell', { name: 'web-prod', exact: true })).toBeVisible()
  await signOut(page)

  // a signed-out visit to a page goes to login, remembering where it was going
  await page.goto('/projects/web-prod/instances?page=1')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  const url = new URL(page.url())
  expect(url.pathname).toBe('/login/acme/local')
  expect(url.searchParams.get('redirect_uri')).toBe('/projects/web-prod/instances?page=1')

  // bad password: a clear message, still on the login page
  await signIn(page, 'alice', 'wrong-password')
  await expect(page.getByRole('alert')).toContainText('Wrong username or password')
  await expect(page).toHaveURL(/\/login\/acme\/local/)

  // empty fields are refused before any call
  await page.getByLabel('Username').fill('')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Username is required')).toBeVisible()

  await signIn(page)
  await expect(page).toHaveURL('/projects/web-prod/instances?page=1')
  await expect(page.getByRole('heading', { name: 'Instances' })).toBeVisible()
  noErrors()
})

test('a session that ends mid-flow: the next call goes to sign-in, then back to the same page', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/disks')
  await expect(page.getByRole('heading', { name: 'Disks', level: 1 })).toBeVisible()
  // the page's own calls have answered: the rows, and the names their cells link to
  await expect(row(page, 'db-data').getByRole('link', { name: 'db-primary' })).toBeVisible()

  // the session ends behind the console's back (it expired, or another tab signed out) as the
  // person opens a form: one moment, as the list polls every second while a disk is attaching,
  // and a poll in between would go to sign-in first, taking the link away
  const clicked = await page.evaluate(() => {
    sessionStorage.setItem('mock-session', 'signed-out')
    const link = document.querySelector<HTMLAnchorElement>('a[href="/projects/web-prod/disks-new"]')
    link?.click()
    return link?.textContent
  })
  expect(clicked).toBe('New Disk')

  // the next call the console makes goes to sign-in, no reload: the form's loader's, if the
  // list had not yet read what the form offers, else the form's own, once it is open
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  const url = new URL(page.url())
  expect(url.pathname).toBe('/login/acme/local')
  const back = url.searchParams.get('redirect_uri')
  expect(['/projects/web-prod/disks', '/projects/web-prod/disks-new']).toContain(back)

  // signed in again: back where the call was refused, and the form opens
  await signIn(page)
  await expect(page).toHaveURL(back ?? '')
  await expect(page.getByRole('heading', { name: 'Disks', level: 1 })).toBeVisible()
  if (back === '/projects/web-prod/disks') {
    await expect(sideModal(page)).toBeHidden()
    await page.getByRole('link', { name: 'New Disk' }).click()
    await expect(page).toHaveURL('/projects/web-prod/disks-new')
  }
  await expect(sideModal(page).getByRole('heading', { name: 'Create disk' })).toBeVisible()
  noErrors()
})

const foreignRedirects = [
  '//evil.example',
  'https://evil.example/x',
  '/\\evil.example',
  'javascript:alert(1)',
  '%2F%2Fevil.example',
]

for (const redirect of foreignRedirects) {
  test(`a foreign redirect_uri (${redirect}) is ignored: sign-in lands on /projects`, async ({
    page,
  }) => {
    await page.goto('/projects')
    await signOut(page)
    await page.goto(`/login?redirect_uri=${encodeURIComponent(redirect)}`)
    await signIn(page)
    await expect(page).toHaveURL('/projects')
    await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
  })
}

test('a user can act as another mock user and sees only what they may', async ({ page }) => {
  await page.goto('/projects?mock-user=bob')
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveText('Bob Brown')
  await expect(page.getByRole('cell', { name: 'web-prod', exact: true })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'staging', exact: true })).toBeHidden()
  // bob is no fleet viewer: no system link, and its URL says why
  await expect(page.getByRole('link', { name: 'System' })).toBeHidden()
  await page.goto('/system/silos')
  await expect(page.getByText('you need the fleet viewer role')).toBeVisible()
})

test('a user with no groups and no role is told the identity provider is misconfigured', async ({
  page,
}) => {
  await page.goto('/projects?mock-user=dave')
  await expect(page.getByText('No projects')).toBeVisible()
  const notice = page.getByText('Your identity provider is probably misconfigured')
  await expect(notice).toBeHidden()
  // the first refusal brings the notice
  await page.getByRole('link', { name: 'New Project' }).first().click()
  await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill('dave-project')
  await page.getByRole('dialog').getByRole('button', { name: 'Create project' }).click()
  await expect(page.getByRole('dialog').getByText('Action not authorized')).toBeVisible()
  await expect(notice).toBeVisible()
})

test('unknown paths show the not-found page, with a way back', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(
    page.getByText("The page you are looking for doesn't exist or you may not have access to it."),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Back to console' }).click()
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()

  // a project that does not exist is a 404 from the API: the same page
  await page.goto('/projects/no-such-project/instances')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
})

/** Records whether the error page ever showed, however briefly (a flash between two renders). */
async function watchErrorPage(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { errorPageSeen?: boolean }
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Something went wrong')) w.errorPageSeen = true
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
  return () =>
    page.evaluate(() => !!(window as unknown as { errorPageSeen?: boolean }).errorPageSeen)
}

for (const [where, url, heading] of [
  ['an instance page', '/projects/web-prod/instances/web-1', 'web-1'],
  ['a VPC page', '/projects/web-prod/vpcs/default', 'default'],
] as const) {
  test(`sign out from ${where} goes straight to sign-in, with no error page on the way`, async ({
    page,
  }) => {
    const noErrors = watchPageErrors(page)
    const errorPageSeen = await watchErrorPage(page)
    await page.goto(url)
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
    await signOut(page)
    expect(await errorPageSeen()).toBe(false)
    noErrors()
  })
}
