import { readFileSync } from 'node:fs'
import { expectToast, row, watchPageErrors } from './helpers'
import { expect, test } from './test'

/** The mock's one bundle collected before (fixtures/operator.ts). */
const FIXTURE_BUNDLE = '5b0d1e00-7c2a-4f3b-9d1e-2f3a4b5c6d01'

test('collect a bundle, watch it become active, download it and a file, comment, delete', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/silos')
  await page.getByRole('link', { name: 'Support Bundles' }).click()
  await expect(page).toHaveURL('/system/support-bundles')
  await expect(row(page, FIXTURE_BUNDLE)).toContainText('active')
  await expect(row(page, FIXTURE_BUNDLE)).toContainText('Sled BRM42200001 rebooted twice overnight')

  await page.getByRole('link', { name: 'New support bundle' }).click()
  await expect(page).toHaveURL('/system/support-bundles-new')
  const form = page.getByRole('dialog', { name: 'Create support bundle' })
  await form.getByRole('button', { name: 'Create support bundle' }).click()
  await expect(form.getByText('Reason is required')).toBeVisible()
  await form.getByRole('textbox', { name: /^Reason/ }).fill('Sled 3 lost its disks')
  await form.getByRole('button', { name: 'Create support bundle' }).click()
  await expectToast(page, 'Support bundle requested')
  await expect(page).toHaveURL(/\/system\/support-bundles\/[0-9a-f-]{36}$/)
  const bundleId = page.url().split('/').pop() ?? ''
  const properties = page.getByRole('definition')
  await expect(properties.filter({ hasText: 'collecting' })).toBeVisible()
  await expect(properties.filter({ hasText: 'Sled 3 lost its disks' })).toBeVisible()
  await expect(
    page.getByText('The files can be downloaded once the bundle is collected.'),
  ).toBeVisible()

  // the mock collects for a few seconds; the page follows the state by itself
  const files = page.getByRole('table', { name: 'Bundle files' })
  await expect(files).toBeVisible()
  await expect(properties.filter({ hasText: 'active' })).toBeVisible()
  await expect(row(page, 'bundle_id.txt')).toBeVisible()
  await expect(row(page, 'sled_BRM42200001_status.txt')).toBeVisible()

  const fileDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download bundle_id.txt' }).click()
  const file = await fileDownload
  expect(file.suggestedFilename()).toBe('bundle_id.txt')
  expect(readFileSync(await file.path(), 'utf8')).toBe(`${bundleId}\n`)

  const zipDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download bundle', exact: true }).click()
  const zip = await zipDownload
  expect(zip.suggestedFilename()).toBe(`support-bundle-${bundleId}.zip`)
  expect([...readFileSync(await zip.path()).subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04])

  // the comment is all that changes
  await page.getByRole('link', { name: 'Edit comment' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit support bundle comment' })
  const comment = edit.getByRole('textbox', { name: 'Comment' })
  await expect(comment).toHaveValue('Sled 3 lost its disks')
  await comment.fill('Sent to Oxide support, case 4411')
  await edit.getByRole('button', { name: 'Save comment' }).click()
  await expectToast(page, 'Comment saved')
  await expect(properties.filter({ hasText: 'Sent to Oxide support, case 4411' })).toBeVisible()

  await page.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete support bundle' })
  await expect(confirm).toContainText(bundleId)
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Support bundle deleted')
  await expect(page).toHaveURL('/system/support-bundles')
  // destroying, then gone once the rack has freed its storage
  await expect(row(page, bundleId)).toHaveCount(0)
  await expect(row(page, FIXTURE_BUNDLE)).toBeVisible()
  noErrors()
})

test('a fleet viewer reads bundles but the API refuses them a new one', async ({ page }) => {
  await page.goto('/system/support-bundles?mock-user=hank')
  await expect(row(page, FIXTURE_BUNDLE)).toBeVisible()
  await expect(page.getByRole('link', { name: 'New support bundle' })).toHaveCount(0)
  await expect(row(page, FIXTURE_BUNDLE).getByRole('button', { name: 'Row actions' })).toHaveCount(
    0,
  )
  await row(page, FIXTURE_BUNDLE).getByRole('link').click()
  await expect(page.getByRole('link', { name: 'Edit comment' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0)
  await expect(row(page, 'bundle_id.txt')).toBeVisible()

  // the form's address typed by hand: the API has the last word
  await page.goto('/system/support-bundles-new?mock-user=hank')
  const form = page.getByRole('dialog', { name: 'Create support bundle' })
  await form.getByRole('textbox', { name: /^Reason/ }).fill('Curious')
  await form.getByRole('button', { name: 'Create support bundle' }).click()
  await expect(form.getByRole('alert')).toContainText('Action not authorized')
})
