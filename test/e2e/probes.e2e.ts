import type { Page } from '@playwright/test'
import { SLED_IDS } from '../../src/mock-api/fixtures/hardware'
import { expectToast, openRowAction, pickOption, row, sideModal, watchPageErrors } from './helpers'
import { expect, test } from './test'

const SLED_2 = SLED_IDS[1]
const bar = (page: Page) => page.getByRole('region', { name: 'Bulk actions' })

test('probes: create on a sled from a pool, view, delete, bulk delete', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/instances')
  await page.getByRole('link', { name: 'Probes' }).click()
  await expect(page).toHaveURL('/projects/web-prod/probes')
  await expect(page.getByRole('heading', { name: 'Probes', level: 1 })).toBeVisible()
  await expect(row(page, 'edge-probe')).toContainText('192.0.2.50 (ephemeral)')
  await expect(row(page, 'edge-probe')).toContainText('172.30.0.40')

  await page.getByRole('link', { name: 'New probe' }).click()
  await expect(page).toHaveURL('/projects/web-prod/probes-new')
  const form = sideModal(page)
  const create = form.getByRole('button', { name: 'Create probe' })
  await create.click()
  await expect(form.getByText('Name is required', { exact: true })).toBeVisible()
  await form.getByRole('textbox', { name: /^Name/ }).fill('edge-probe')
  await pickOption(form, /^Sled/, 'BRM42200002', 'BRM42200002 (cubby 15)')
  await create.click()
  await expect(form.getByText('Probe name already exists')).toBeVisible()
  await form.getByRole('textbox', { name: /^Name/ }).fill('uplink-check')
  await pickOption(form, 'IP pool', 'default', /^default \(/)
  await create.click()
  await expectToast(page, 'Probe created', 'uplink-check')
  await expect(row(page, 'uplink-check')).toContainText('192.0.2.10 (ephemeral)')

  // its page: the sled, the interface in the default subnet, the address
  await row(page, 'uplink-check').getByRole('link', { name: 'uplink-check' }).click()
  await expect(page).toHaveURL('/projects/web-prod/probes/uplink-check')
  await expect(page.getByRole('heading', { name: 'uplink-check', level: 1 })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: SLED_2 })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: '172.30.0.6' })).toBeVisible()
  await page.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete probe' })
  await expect(confirm).toContainText('Delete probe uplink-check?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Probe deleted', 'uplink-check')
  await expect(page).toHaveURL('/projects/web-prod/probes')
  await expect(row(page, 'uplink-check')).toHaveCount(0)

  // from the row menu, then the rest in bulk
  await page.getByRole('link', { name: 'New probe' }).click()
  await form.getByRole('textbox', { name: /^Name/ }).fill('second')
  await pickOption(form, /^Sled/, 'BRM42200001', 'BRM42200001 (cubby 14)')
  await create.click()
  await expectToast(page, 'Probe created', 'second')
  await openRowAction(page, 'second', 'View')
  await expect(page).toHaveURL('/projects/web-prod/probes/second')
  await page.goBack()
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check()
  await bar(page).getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Delete 2 probes: edge-probe, second')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, '2 probes deleted')
  await expect(page.getByRole('heading', { name: 'No probes' })).toBeVisible()
  noErrors()
})

test('without the inventory a sled is typed by ID, and the API checks it', async ({ page }) => {
  // bob collaborates on web-prod but is no fleet viewer: the sled list is not his to read
  await page.goto('/projects/web-prod/probes-new?mock-user=bob')
  const form = sideModal(page)
  await form.getByRole('textbox', { name: /^Name/ }).fill('bobs-probe')
  const sled = form.getByRole('textbox', { name: /^Sled ID/ })
  await sled.fill('BRM42200001')
  const create = form.getByRole('button', { name: 'Create probe' })
  await create.click()
  await expect(form.getByText('Enter a sled ID (a UUID)')).toBeVisible()
  const unknown = '00000000-0000-4000-8000-000000000000'
  await sled.fill(unknown)
  await create.click()
  await expect(form.getByRole('alert')).toContainText(`ot found: sled with id "${unknown}"`)
  await sled.fill(SLED_2)
  await create.click()
  await expectToast(page, 'Probe created', 'bobs-probe')
  await expect(row(page, 'bobs-probe')).toContainText(SLED_2)
})

test('a project viewer sees probes but the API refuses them a new one or a delete', async ({
  page,
}) => {
  await page.goto('/projects/web-prod/probes?mock-user=carol')
  await expect(row(page, 'edge-probe')).toBeVisible()
  await openRowAction(page, 'edge-probe', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete probe' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expectToast(page, 'Could not delete probe', 'Action not authorized')
  await page.getByRole('link', { name: 'New probe' }).click()
  const form = sideModal(page)
  await form.getByRole('textbox', { name: /^Name/ }).fill('carols-probe')
  await form.getByRole('textbox', { name: /^Sled ID/ }).fill(SLED_2)
  await form.getByRole('button', { name: 'Create probe' }).click()
  await expect(form.getByRole('alert')).toContainText('Action not authorized')
})
