import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { row, watchPageErrors } from './helpers'
import { expect, test } from './test'

/** The live region that says each new page's title after a client navigation. */
const announced = (page: Page, title: string) =>
  page.locator('[aria-live="polite"]').filter({ hasText: title })

test('each page names its tab: the resource first, then the page and its scope', async ({
  page,
}) => {
  await page.goto('/projects')
  await expect(page).toHaveTitle('Projects · Oxide')
  await page.goto('/projects/web-prod/instances/db-primary')
  await expect(page.getByRole('heading', { name: 'db-primary', level: 1 })).toBeVisible()
  await expect(page).toHaveTitle('Storage · db-primary · Instances · web-prod · Oxide')
  // another tab of the same instance says which
  await page.getByRole('link', { name: 'Networking' }).click()
  await expect(page).toHaveTitle('Networking · db-primary · Instances · web-prod · Oxide')
  await page.goto('/system/silos')
  await expect(page).toHaveTitle('Silos · System · Oxide')
  await page.goto('/login/acme/local')
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible()
  await expect(page).toHaveTitle('Sign in to acme · Oxide')
})

test('after a client navigation the new title is announced and focus is on the heading', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects')
  const projects = page.getByRole('heading', { name: 'Projects', level: 1 })
  await expect(projects).toBeVisible()
  // the first load says nothing and leaves focus alone
  await expect(announced(page, 'Projects · Oxide')).toHaveCount(0)
  await expect(projects).not.toBeFocused()

  await row(page, 'web-prod').getByRole('link', { name: 'web-prod', exact: true }).click()
  const instances = page.getByRole('heading', { name: 'Instances', level: 1 })
  await expect(instances).toBeFocused()
  await expect(page).toHaveTitle('Instances · web-prod · Oxide')
  await expect(announced(page, 'Instances · web-prod · Oxide')).toHaveCount(1)

  // a form opening over the list: its dialog has focus, not the list's heading
  await page.getByRole('link', { name: 'New Instance' }).first().click()
  const form = page.getByRole('dialog', { name: 'Create instance' })
  await expect(form).toBeVisible()
  await expect(page).toHaveTitle('Create instance · Instances · web-prod · Oxide')
  await expect(instances).not.toBeFocused()
  await expect(form.locator('*:focus')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(form).toBeHidden()
  await expect(page).toHaveTitle('Instances · web-prod · Oxide')

  // a filter only writes the URL's search: focus stays in the filter box
  const filter = page.getByRole('searchbox', { name: 'Filter by name' })
  await filter.fill('db')
  await expect(page).toHaveURL(/\?q=db/)
  await expect(filter).toBeFocused()
  await filter.fill('')

  // another tab of the same page: said, and focus stays on the tab followed
  await row(page, 'db-primary').getByRole('link', { name: 'db-primary' }).click()
  await expect(page.getByRole('heading', { name: 'db-primary', level: 1 })).toBeFocused()
  const networking = page.getByRole('link', { name: 'Networking' })
  await networking.focus()
  await page.keyboard.press('Enter')
  await expect(
    announced(page, 'Networking · db-primary · Instances · web-prod · Oxide'),
  ).toHaveCount(1)
  await expect(networking).toBeFocused()

  // a link to another page in the side nav
  await page
    .getByRole('navigation', { name: 'Project' })
    .getByRole('link', { name: 'Disks' })
    .click()
  await expect(page.getByRole('heading', { name: 'Disks', level: 1 })).toBeFocused()
  await expect(announced(page, 'Disks · web-prod · Oxide')).toHaveCount(1)
  noErrors()
})

test('"Skip to content" is the first stop of Tab and moves focus into the main content', async ({
  page,
}) => {
  await page.goto('/projects/web-prod/instances')
  await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await expectNoAxeViolations(page, { where: 'instances, skip link focused' })
  await page.keyboard.press('Enter')
  const main = page.getByRole('main')
  await expect(main).toBeFocused()
  await expect(page).toHaveURL('/projects/web-prod/instances')
  // the next Tab goes on inside the page, past the top bar and the side nav
  await page.keyboard.press('Tab')
  await expect(main.locator('*:focus')).toHaveCount(1)
  await expect(skip).not.toBeInViewport()
})

test('the sign-in page has the skip link too', async ({ page }) => {
  await page.goto('/login/acme/local')
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Skip to content' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
})

test('a tooltip describes its trigger while it shows', async ({ page }) => {
  await page.goto('/projects/web-prod/vpcs/default/routers/system')
  const newRoute = page.getByRole('button', { name: 'New route' })
  await expect(newRoute).toHaveAttribute('aria-disabled', 'true')
  await newRoute.hover()
  const tooltip = page.getByRole('tooltip')
  await expect(tooltip).toBeVisible()
  const id = await tooltip.getAttribute('id')
  expect(id).toBeTruthy()
  await expect(newRoute).toHaveAttribute('aria-describedby', id ?? '')
  await expect(newRoute).toHaveAccessibleDescription(await tooltip.innerText())
})
