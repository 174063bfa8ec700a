import type { Locator, Page } from '@playwright/test'
import {
  expectToast,
  menuItem,
  openRowAction,
  pickOption,
  row,
  sideModal,
  watchPageErrors,
} from './helpers'

import { expect, test } from './test'

/** A small raw "disk image": some text, so the chunks are not all zeros. */
const imageFile = (name: string, bytes: number) => ({
  name,
  mimeType: 'application/octet-stream',
  buffer: Buffer.alloc(bytes, 'oxide disk image '),
})

const fileInput = (form: Locator) => form.getByLabel(/^Image file/)

test('upload a file as a disk and find it detached, with a snapshot', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/disks')
  await page.getByRole('link', { name: 'Upload disk image' }).click()
  await expect(page).toHaveURL('/projects/web-prod/disks-new?source=upload')
  const form = sideModal(page)
  await expect(form.getByRole('combobox', { name: 'Source' })).toHaveValue('upload')
  const submit = form.getByRole('button', { name: 'Upload and create disk' })

  await submit.click()
  await expect(form.getByText('Name is required')).toBeVisible()
  await expect(form.getByText('Image file is required')).toBeVisible()
  await fileInput(form).setInputFiles(imageFile('empty.img', 0))
  await form.getByRole('textbox', { name: 'Snapshot name' }).fill('Not A Name')
  await submit.click()
  await expect(form.getByText('File is empty')).toBeVisible()
  await expect(form.getByText('Must start with a lowercase letter')).toBeVisible()

  await fileInput(form).setInputFiles(imageFile('tools.img', 700 * 1024))
  await expect(form.getByText('tools.img, 700 KiB')).toBeVisible()
  await form.getByRole('textbox', { name: 'Snapshot name' }).fill('tools-first')
  // a taken name is refused before anything is uploaded
  await form.getByRole('textbox', { name: /^Name/ }).fill('db-data')
  await submit.click()
  await expect(form.getByText('Disk name already exists')).toBeVisible()

  await form.getByRole('textbox', { name: /^Name/ }).fill('tools')
  await expect(form.getByRole('spinbutton', { name: 'Size' })).toHaveValue('1')
  await submit.click()
  await expectToast(page, 'Disk uploaded')
  await expect(page).toHaveURL('/projects/web-prod/disks')
  await expect(row(page, 'tools')).toContainText('1 GiB')
  await expect(row(page, 'tools')).toContainText('detached')

  await page.getByRole('link', { name: 'Snapshots' }).click()
  await expect(row(page, 'tools-first')).toContainText('tools')
  noErrors()
})

test('a disk left mid-import is finalized, then can be deleted', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/disks')
  await expect(row(page, 'import-target')).toContainText('import ready')
  await row(page, 'import-target').getByRole('button', { name: 'Row actions' }).click()
  await expect(menuItem(page, /^Delete/)).toContainText('Only available when the disk is detached')
  await menuItem(page, 'Finalize import').click()
  await expectToast(page, 'Import finalized')
  await expect(row(page, 'import-target')).toContainText('detached')
  await openRowAction(page, 'import-target', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete disk' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expectToast(page, 'Disk deleted')
  await expect(row(page, 'import-target')).toHaveCount(0)
  noErrors()
})

test('cancel an upload: the error shows and the disk is gone', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  // slow answers, so there is time to cancel mid-upload
  await page.goto('/projects/web-prod/disks-new?source=upload&mock-latency=400')
  const form = sideModal(page)
  await form.getByRole('textbox', { name: /^Name/ }).fill('half-done')
  await fileInput(form).setInputFiles(imageFile('big.img', 6 * 1024 * 1024))
  await form.getByRole('button', { name: 'Upload and create disk' }).click()
  await expect(form.getByText('Upload image file: in progress')).toBeVisible()
  await expect(form.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible()
  await form.getByRole('button', { name: 'Cancel upload' }).click()
  // the clean-up waits for writes in flight, then stops, finalizes and deletes: four calls at 400 ms
  await expect(form.getByRole('alert')).toHaveText(
    /Upload canceled\. Disk half-done was deleted\./,
    { timeout: 30_000 },
  )
  await expect(form.getByText('Upload image file: failed')).toBeVisible()
  // the form keeps what was typed, so the upload can be tried again
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('half-done')

  await form.getByRole('button', { name: 'Cancel', exact: true }).click()
  await page.getByRole('button', { name: 'Discard changes' }).click()
  await expect(page).toHaveURL('/projects/web-prod/disks')
  await expect(row(page, 'db-data')).toBeVisible()
  await expect(row(page, 'half-done')).toHaveCount(0)
  noErrors()
})

async function fillImageForm(page: Page, name: string) {
  const form = sideModal(page)
  await form.getByRole('textbox', { name: /^Name/ }).fill(name)
  await form.getByRole('textbox', { name: 'OS' }).fill('alpine')
  await form.getByRole('textbox', { name: 'Version' }).fill('3.21')
  await fileInput(form).setInputFiles(imageFile('alpine.raw', 1024 * 1024 + 300))
}

test('upload an image and see it listed; the temporary disk and snapshot are gone', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/instances')
  await page.getByRole('link', { name: 'Images', exact: true }).click()
  await expect(page).toHaveURL('/projects/web-prod/images')
  await expect(row(page, 'web-base-2025')).toContainText('debian')
  await expect(row(page, 'web-base-2025')).toContainText('2025.05')
  // silo images are not project images
  await expect(row(page, 'debian-12')).toHaveCount(0)

  await page.getByRole('link', { name: 'Upload image' }).click()
  await expect(page).toHaveURL('/projects/web-prod/images-new')
  const form = sideModal(page)
  const submit = form.getByRole('button', { name: 'Upload image' })
  await submit.click()
  await expect(form.getByText('Name is required')).toBeVisible()
  await expect(form.getByText('OS is required')).toBeVisible()
  await expect(form.getByText('Version is required')).toBeVisible()
  await expect(form.getByText('Image file is required')).toBeVisible()
  await expect(form.getByText('4 issues need fixing')).toBeVisible()

  await fillImageForm(page, 'web-base-2025')
  await submit.click()
  await expect(form.getByText('Image name already exists')).toBeVisible()
  await form.getByRole('textbox', { name: /^Name/ }).fill('alpine-321')
  await submit.click()
  await expectToast(page, 'Image uploaded')
  await expect(page).toHaveURL('/projects/web-prod/images')
  await expect(row(page, 'alpine-321')).toContainText('alpine')
  await expect(row(page, 'alpine-321')).toContainText('3.21')
  await expect(row(page, 'alpine-321')).toContainText('1 GiB')

  await row(page, 'alpine-321').getByRole('link', { name: 'alpine-321' }).click()
  await expect(page).toHaveURL('/projects/web-prod/images/alpine-321/edit')
  const view = page.getByRole('dialog', { name: 'Project image' })
  await expect(view.getByRole('textbox', { name: 'OS' })).toHaveValue('alpine')
  await expect(view).toContainText('512 bytes')
  await view.getByRole('button', { name: 'Close' }).first().click()
  await expect(page).toHaveURL('/projects/web-prod/images')

  await page.getByRole('link', { name: 'Disks' }).click()
  await expect(row(page, 'db-data')).toBeVisible()
  await expect(row(page, /^alpine-321-upload/)).toHaveCount(0)
  await page.getByRole('link', { name: 'Snapshots' }).click()
  await expect(row(page, 'db-data-nightly')).toBeVisible()
  await expect(row(page, /^alpine-321-upload/)).toHaveCount(0)
  noErrors()
})

test('promote a project image, find it in /images, demote it back, delete', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/images')
  await openRowAction(page, 'web-base-2025', 'Promote')
  const promote = page.getByRole('dialog', { name: 'Promote image' })
  await expect(promote).toContainText('web-base-2025')
  await promote.getByRole('button', { name: 'Promote' }).click()
  await expectToast(page, 'Image promoted')
  await expect(page.getByRole('heading', { name: 'No images' })).toBeVisible()

  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'Projects' })
    .click()
  await expect(page).toHaveURL('/projects')
  await page.getByRole('navigation', { name: 'Silo' }).getByRole('link', { name: 'Images' }).click()
  await expect(page).toHaveURL('/images')
  await expect(row(page, 'web-base-2025')).toContainText('debian')
  await expect(row(page, 'fedora-41')).toBeVisible()

  await row(page, 'debian-12').getByRole('link', { name: 'debian-12' }).click()
  const view = page.getByRole('dialog', { name: 'Silo image' })
  await expect(view).toContainText('Every project in the silo')
  await view.getByRole('button', { name: 'Close' }).first().click()

  // promote from here: a project, then one of its images
  await page.getByRole('button', { name: 'Promote image' }).click()
  const pick = page.getByRole('dialog', { name: 'Promote image' })
  await pick.getByRole('button', { name: 'Promote' }).click()
  await expect(pick.getByText('Project is required')).toBeVisible()
  await expect(pick.getByText('Image is required')).toBeVisible()
  await pickOption(pick, /^Project/, 'ml-training')
  await pickOption(pick, /^Image/, 'alpine-tools (alpine 3.20)')
  await pick.getByRole('button', { name: 'Promote' }).click()
  await expectToast(page, 'Image promoted')
  await expect(row(page, 'alpine-tools')).toContainText('Debug toolbox')

  await openRowAction(page, 'web-base-2025', 'Demote')
  const demote = page.getByRole('dialog', { name: 'Demote image' })
  await demote.getByRole('button', { name: 'Demote' }).click()
  await expect(demote.getByText('Project is required')).toBeVisible()
  await pickOption(demote, /^Project/, 'web-prod')
  await demote.getByRole('button', { name: 'Demote' }).click()
  await expectToast(page, 'Image demoted')
  await expect(row(page, 'web-base-2025')).toHaveCount(0)

  await openRowAction(page, 'ubuntu-24-04', 'Delete')
  const confirm = page.getByRole('dialog', { name: 'Delete image' })
  await expect(confirm).toContainText('ubuntu-24-04')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Image deleted')
  await expect(row(page, 'ubuntu-24-04')).toHaveCount(0)

  await page
    .getByRole('navigation', { name: 'Silo' })
    .getByRole('link', { name: 'Projects' })
    .click()
  await page.getByRole('link', { name: 'web-prod', exact: true }).click()
  await expect(page).toHaveURL('/projects/web-prod/instances')
  await page
    .getByRole('navigation', { name: 'Project' })
    .getByRole('link', { name: 'Images' })
    .click()
  await expect(page).toHaveURL('/projects/web-prod/images')
  await openRowAction(page, 'web-base-2025', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete image' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expectToast(page, 'Image deleted')
  await expect(page.getByRole('heading', { name: 'No images' })).toBeVisible()
  noErrors()
})

test('a silo viewer cannot promote: the refusal shows as a toast', async ({ page }) => {
  await page.goto('/projects/web-prod/images?mock-user=carol')
  await openRowAction(page, 'web-base-2025', 'Promote')
  await page
    .getByRole('dialog', { name: 'Promote image' })
    .getByRole('button', { name: 'Promote' })
    .click()
  await expectToast(page, 'Action not authorized')
  await expect(row(page, 'web-base-2025')).toBeVisible()
  await expect(menuItem(page, 'Promote')).toHaveCount(0)
})
