import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './test'

const palette = (page: Page) => page.getByRole('dialog', { name: 'Jump to' })
const search = (page: Page) =>
  palette(page).getByRole('combobox', { name: 'Jump to a page, resource or action' })
const option = (page: Page, name: string | RegExp) => palette(page).getByRole('option', { name })

test('Ctrl+K opens the palette; a fuzzy fragment of an instance name and Enter land on its page', async ({
  page,
}) => {
  await page.goto('/projects/web-prod/instances')
  await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()
  await page.keyboard.press('Control+k')
  await expect(search(page)).toBeFocused()
  // the list is there before typing: pages, actions, projects, this project's resources
  await expect(option(page, 'Instances Project web-prod')).toBeVisible()
  await expect(option(page, /^db-primary Instance$/)).toBeVisible()
  // more than fit: the first 50, and a word on how to reach the rest
  await expect(palette(page).getByRole('status')).toContainText('showing the first 50')

  // the dash left out: still web-2 first, above web-base-2025 and the rest
  await search(page).fill('web2')
  // the best match comes first and is highlighted, so Enter takes it
  const first = palette(page).getByRole('option').first()
  await expect(first).toHaveAccessibleName('web-2 Instance')
  await expect(search(page)).toHaveAttribute('aria-activedescendant', /.+/)
  await expect(palette(page).getByRole('status')).toHaveText('3 results')
  // the matched letters are marked, as text
  await expect(first.locator('mark')).toHaveText(['web', '2'])

  // arrows move the highlight, and back
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/projects/web-prod/instances/web-2/storage')
  await expect(palette(page)).toHaveCount(0)

  // nothing matches: the palette says so
  await page.keyboard.press('Control+k')
  await search(page).fill('zzqx')
  await expect(palette(page).getByRole('status')).toHaveText('Nothing matches')
  await expect(palette(page).getByRole('option')).toHaveCount(0)
})

test('the Jump to button opens the palette; a fleet admin jumps to a system page', async ({
  page,
}) => {
  await page.goto('/projects')
  await page.getByRole('button', { name: 'Jump to' }).click()
  await search(page).fill('silos')
  await option(page, 'Silos System page').click()
  await expect(page).toHaveURL('/system/silos')
  await expect(page.getByRole('heading', { name: 'Silos', level: 1 })).toBeVisible()
})

test('a user who is not a fleet viewer finds no system page in the palette', async ({ page }) => {
  await page.goto('/projects?mock-user=carol')
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Jump to' }).click()
  await expect(option(page, 'Profile Settings')).toBeVisible()
  await expect(option(page, /System page/)).toHaveCount(0)
  await search(page).fill('inventory')
  await expect(palette(page).getByRole('status')).toHaveText('Nothing matches')
})

test('the action "New instance in <project>" opens the create form', async ({ page }) => {
  await page.goto('/projects')
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
  await page.keyboard.press('Control+k')
  await search(page).fill('new inst web-prod')
  await expect(palette(page).getByRole('option').first()).toHaveAccessibleName(
    'New instance in web-prod Action',
  )
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/projects/web-prod/instances-new')
  await expect(page.getByRole('dialog', { name: 'Create instance' })).toBeVisible()
})

test('Escape closes the palette and gives focus back to what had it; axe finds nothing on it', async ({
  page,
}) => {
  await page.goto('/projects')
  const newProject = page.getByRole('link', { name: 'New Project' }).first()
  await newProject.focus()
  await page.keyboard.press('Control+k')
  await expect(search(page)).toBeFocused()
  await search(page).fill('web')
  // Base UI's focus guards (aria-hidden sentinels at the dialog's edges) hand focus on, never hold it
  await expectNoAxeViolations(page, { where: 'palette', exclude: ['[data-base-ui-focus-guard]'] })
  await page.keyboard.press('Escape')
  await expect(palette(page)).toHaveCount(0)
  await expect(newProject).toBeFocused()

  // and to the button, when the button opened it
  const button = page.getByRole('button', { name: 'Jump to' })
  await button.click()
  await expect(search(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(button).toBeFocused()
})
