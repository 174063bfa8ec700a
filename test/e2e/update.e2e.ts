import type { Page } from '@playwright/test'
import { expectToast, openRowAction, row, sideModal, watchPageErrors } from './helpers'
import { expect, test } from './test'

// a full page load starts the mock's worker first: slow on a busy machine, yet well
// inside the test's minute, so a stuck page fails here and says where
const LOADED = { timeout: 30_000 }
const systemNav = (page: Page) => page.getByRole('navigation', { name: 'System' })
const tabs = (page: Page) => page.getByRole('navigation', { name: 'System update tabs' })
const zip = (fill: number) => Buffer.from([0x50, 0x4b, 0x03, 0x04, ...new Array(4096).fill(fill)])

test('upload a repository, view it, set it as the target release', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/silos')
  await systemNav(page).getByRole('link', { name: 'Update' }).click(LOADED)
  await expect(page).toHaveURL('/system/update/status')
  const status = page.getByLabel('Update status')
  await expect(status).toContainText('16.0.0')

  await tabs(page).getByRole('link', { name: 'Repositories' }).click()
  await expect(row(page, '16.1.0')).toBeVisible()
  await page.getByRole('link', { name: 'Upload repository' }).click()
  const form = sideModal(page)
  await form.getByRole('button', { name: 'Upload' }).click()
  await expect(form.getByText('Repository file is required')).toBeVisible()
  // a file that is not a zip: the API's message
  await form.getByLabel(/^Repository file/).setInputFiles({
    name: 'oxide-17.0.0.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('not a zip'),
  })
  await form.getByRole('button', { name: 'Upload' }).click()
  await expect(form.getByText('The repository upload is not a zip archive')).toBeVisible()
  await form.getByLabel(/^Repository file/).setInputFiles({
    name: 'oxide-17.0.0.zip',
    mimeType: 'application/zip',
    buffer: zip(1),
  })
  await form.getByRole('button', { name: 'Upload' }).click()
  await expectToast(page, 'Repository uploaded', '17.0.0')
  await expect(page).toHaveURL('/system/update/repositories/17.0.0')
  // exact: the toast is labelled "Repository uploaded"
  const repo = page.getByLabel('Repository', { exact: true })
  await expect(repo).toContainText('oxide-17.0.0.zip')
  await expect(repo).toContainText(/[0-9a-f]{64}/)

  await page.getByRole('link', { name: 'System update' }).first().click()
  await expect(page).toHaveURL('/system/update/status')
  const target = page.getByRole('form', { name: 'Set target release' })
  const version = target.getByRole('combobox', { name: /^System version/ })
  // only releases newer than the target are offered
  await expect(version.getByRole('option')).toHaveText(['Choose a release', '17.0.0', '16.1.0'])
  await target.getByRole('button', { name: 'Set target release' }).click()
  await expect(target.getByText('System version is required')).toBeVisible()
  await version.selectOption('17.0.0')
  await target.getByRole('button', { name: 'Set target release' }).click()
  const confirm = page.getByRole('dialog', { name: 'Set target release' })
  await expect(confirm).toContainText('Set the target release to 17.0.0?')
  await confirm.getByRole('button', { name: 'Set target release' }).click()
  await expectToast(page, 'Target release set')
  await expect(status).toContainText('17.0.0')

  // recovery finish says what it does, and may go back to an older release
  const recovery = page.getByRole('form', { name: 'Finish recovery' })
  await recovery.getByRole('combobox', { name: /^System version/ }).selectOption('16.0.0')
  await recovery.getByRole('button', { name: 'Finish recovery' }).click()
  const finish = page.getByRole('dialog', { name: 'Finish recovery' })
  await expect(finish).toContainText('recovered to 16.0.0 outside the update system')
  await finish.getByRole('button', { name: 'Finish recovery' }).click()
  await expectToast(page, 'Recovery finished')
  await expect(status).toContainText('16.0.0')
  noErrors()
})

test('cancel an upload while it is sent', async ({ page }) => {
  // a slow mock: the upload is still on its way when Cancel is pressed
  await page.goto('/system/update/repositories-upload?mock-latency=3000')
  const form = sideModal(page)
  await form.getByLabel(/^Repository file/).setInputFiles({
    name: 'oxide-18.0.0.zip',
    mimeType: 'application/zip',
    buffer: zip(2),
  })
  await form.getByRole('button', { name: 'Upload' }).click()
  await expect(form.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible()
  await form.getByRole('button', { name: 'Cancel upload' }).click()
  await expect(form.getByText('Upload cancelled')).toBeVisible()
})

test('add a trust root from its file, view it, delete it', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/update/trust-roots')
  await expect(page.getByRole('table', { name: 'Trust roots' }).getByRole('row')).toHaveCount(
    2,
    LOADED,
  )
  await page.getByRole('link', { name: 'Add trust root' }).click()
  const form = sideModal(page)
  // a file that is not JSON: the API's sentence, not a parser's
  await form.getByLabel('Choose root role file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('this is not json'),
  })
  await form.getByRole('button', { name: 'Add trust root' }).click()
  await expect(
    form.getByText('A trust root must be a TUF root role (root.json): this file is not JSON'),
  ).toBeVisible()
  await form.getByLabel('Replace root role file').setInputFiles({
    name: 'targets.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"signed":{"_type":"targets"}}'),
  })
  await form.getByRole('button', { name: 'Add trust root' }).click()
  // the API's refusal, above the field
  await expect(form.getByText('A trust root must be a TUF root role (root.json')).toBeVisible()
  await form.getByLabel('Replace root role file').setInputFiles({
    name: 'root.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({ signed: { _type: 'root', version: 7, expires: '2031-05-01T00:00:00Z' } }),
    ),
  })
  await form.getByRole('button', { name: 'Add trust root' }).click()
  await expectToast(page, 'Trust root added')
  const root = page.getByLabel('Trust root', { exact: true })
  await expect(root).toContainText('2031-05-01T00:00:00Z')
  await expect(page.getByText('"_type": "root"')).toBeVisible()

  await page.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: /Delete trust root/ })
  await expect(confirm).toContainText('can no longer be uploaded')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Trust root deleted')
  await expect(page).toHaveURL('/system/update/trust-roots')
  await expect(page.getByRole('table', { name: 'Trust roots' }).getByRole('row')).toHaveCount(2)
  await openRowAction(page, '7b0a1000-2c3d-4e5f-8a6b-7c8d9e0f1a01', 'Delete')
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
  noErrors()
})

test('a fleet viewer sees repositories and trust roots, and changes nothing', async ({ page }) => {
  await page.goto('/system/update/repositories?mock-user=hank')
  await expect(row(page, '16.1.0')).toBeVisible(LOADED)
  await expect(page.getByRole('link', { name: 'Upload repository' })).toHaveCount(0)
  await tabs(page).getByRole('link', { name: 'Trust roots' }).click()
  await expect(row(page, '7b0a1000-2c3d-4e5f-8a6b-7c8d9e0f1a01')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add trust root' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Row actions' })).toHaveCount(0)
  await tabs(page).getByRole('link', { name: 'Status' }).click()
  await expect(page.getByText('Only fleet admins can set the target release.')).toBeVisible()
  await expect(page.getByRole('form', { name: 'Finish recovery' })).toHaveCount(0)
})
