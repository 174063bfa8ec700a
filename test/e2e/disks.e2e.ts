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

test('the disk list links attached instances and allows delete and snapshot by state', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/instances')
  await page.getByRole('link', { name: 'Disks' }).click()
  await expect(page).toHaveURL('/projects/web-prod/disks')
  await expect(row(page, 'db-data')).toContainText('1000 GiB')
  await expect(row(page, 'db-data')).toContainText('attached')
  await expect(row(page, 'import-target')).toContainText('import ready')

  await row(page, 'db-data').getByRole('button', { name: 'Row actions' }).click()
  await expect(menuItem(page, /^Delete/)).toContainText(
    'Only available when the disk is detached or faulted',
  )
  await page.keyboard.press('Escape')
  await row(page, 'import-target').getByRole('button', { name: 'Row actions' }).click()
  await expect(menuItem(page, /^Snapshot/)).toContainText(
    'Only available when the disk is attached or detached',
  )
  await page.keyboard.press('Escape')

  // a faulted disk can go
  await openRowAction(page, 'broken-disk', 'Delete')
  const confirm = page.getByRole('dialog', { name: 'Delete disk' })
  await expect(confirm).toContainText('broken-disk')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Disk deleted')
  await expect(row(page, 'broken-disk')).toBeHidden()

  // snapshot a detached disk, then find it among the snapshots
  await openRowAction(page, 'old-logs', 'Snapshot')
  await expectToast(page, 'Snapshot created')
  await page.getByRole('link', { name: 'Snapshots' }).click()
  const snap = row(page, /^old-logs-[0-9a-f]{6}$/)
  await expect(snap).toContainText('old-logs')
  // it is creating, and the list polls until it is ready
  await expect(snap).toContainText('ready')

  await page.getByRole('link', { name: 'Disks' }).click()
  await row(page, 'db-data').getByRole('link', { name: 'db-primary' }).click()
  await expect(page).toHaveURL('/projects/web-prod/instances/db-primary/storage')
  noErrors()
})

test('create disks: blank, from a snapshot and from an image, with validation', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/disks')
  await page.getByRole('link', { name: 'New Disk' }).click()
  await expect(page).toHaveURL('/projects/web-prod/disks-new')
  const form = sideModal(page)
  const name = form.getByRole('textbox', { name: 'Name' })
  const size = form.getByRole('spinbutton', { name: 'Size' })
  const source = form.getByRole('combobox', { name: 'Source' })
  const create = form.getByRole('button', { name: 'Create disk' })

  await size.fill('')
  await create.click()
  await expect(form.getByText('Name is required')).toBeVisible()
  await expect(form.getByText('Size is required')).toBeVisible()
  await name.fill('scratch')
  await size.fill('1024')
  await create.click()
  await expect(form.getByText('Must be at most 1023')).toBeVisible()
  await size.fill('16')
  await form.getByRole('combobox', { name: 'Block size' }).selectOption('512 bytes')
  await create.click()
  await expect(form.getByText('Disk name already exists')).toBeVisible()
  await name.fill('blank-16')
  await create.click()
  await expectToast(page, 'Disk created')
  await expect(page).toHaveURL('/projects/web-prod/disks')
  // detached as soon as it is made (the API answers once the disk is ready)
  await expect(row(page, 'blank-16')).toContainText('16 GiB')
  await expect(row(page, 'blank-16')).toContainText('detached')
  // the Source column: what each disk was made from, its image or snapshot linked
  await expect(row(page, 'blank-16')).toContainText('Blank')

  await page.getByRole('link', { name: 'New Disk' }).click()
  await name.fill('from-golden')
  await source.selectOption('Snapshot')
  await create.click()
  await expect(form.getByText('Snapshot is required')).toBeVisible()
  await pickOption(form, /^Snapshot/, 'web-1-boot-golden (20 GiB)')
  // the size follows the snapshot's, and cannot go below it
  await expect(size).toHaveValue('20')
  await size.fill('10')
  await create.click()
  await expect(form.getByText('Must be at least the snapshot size (20 GiB)')).toBeVisible()
  await size.fill('30')
  await create.click()
  await expectToast(page, 'Disk created')
  await expect(row(page, 'from-golden')).toContainText('30 GiB')
  await expect(row(page, 'from-golden')).toContainText('Snapshot web-1-boot-golden')
  await expect(
    row(page, 'from-golden').getByRole('link', { name: 'web-1-boot-golden' }),
  ).toHaveAttribute('href', '/projects/web-prod/snapshots')

  await page.getByRole('link', { name: 'New Disk' }).click()
  await name.fill('from-fedora')
  await source.selectOption('Image')
  await pickOption(form, /^Image/, 'fedora-41 (silo image, 5 GiB)')
  await expect(size).toHaveValue('10')
  await create.click()
  await expectToast(page, 'Disk created')
  await expect(row(page, 'from-fedora')).toContainText('10 GiB')
  await expect(row(page, 'from-fedora')).toContainText('Image fedora-41')
  await row(page, 'from-fedora').getByRole('link', { name: 'fedora-41' }).click()
  await expect(page).toHaveURL('/images/fedora-41/edit')
  noErrors()
})

test('snapshots: create from a disk with validation, delete by state', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/snapshots')
  await expect(row(page, 'db-data-nightly')).toContainText('db-data')
  await expect(row(page, 'db-data-nightly')).toContainText('ready')

  await row(page, 'db-data-inflight').getByRole('button', { name: 'Row actions' }).click()
  await expect(menuItem(page, /^Delete/)).toContainText(
    'Only available when the snapshot is ready or faulted',
  )
  await page.keyboard.press('Escape')

  await page.getByRole('link', { name: 'New Snapshot' }).click()
  await expect(page).toHaveURL('/projects/web-prod/snapshots-new')
  const form = sideModal(page)
  const create = form.getByRole('button', { name: 'Create snapshot' })
  await create.click()
  await expect(form.getByText('Name is required')).toBeVisible()
  await expect(form.getByText('Disk is required')).toBeVisible()
  // disks that cannot be snapshotted are not offered
  await form.getByRole('textbox', { name: 'Name' }).fill('db-data-nightly')
  await form.getByRole('combobox', { name: /^Disk/ }).click()
  await expect(form.getByRole('option', { name: 'db-data', exact: true })).toBeVisible()
  await expect(form.getByRole('option', { name: 'import-target' })).toHaveCount(0)
  await pickOption(form, /^Disk/, 'db-data')
  await create.click()
  await expect(form.getByText('Snapshot name already exists')).toBeVisible()
  await form.getByRole('textbox', { name: 'Name' }).fill('before-upgrade')
  await create.click()
  await expectToast(page, 'Snapshot created')
  await expect(page).toHaveURL('/projects/web-prod/snapshots')
  await expect(row(page, 'before-upgrade')).toContainText('ready')

  await row(page, 'before-upgrade').getByRole('button', { name: 'Row actions' }).click()
  await menuItem(page, 'Delete').click()
  await page
    .getByRole('dialog', { name: 'Delete snapshot' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expectToast(page, 'Snapshot deleted')
  await expect(row(page, 'before-upgrade')).toBeHidden()
  noErrors()
})

test('make an image from a snapshot, then boot an instance from it', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/snapshots')
  await row(page, 'db-data-inflight').getByRole('button', { name: 'Row actions' }).click()
  await expect(menuItem(page, /^Create image/)).toContainText(
    'Only available when the snapshot is ready',
  )
  await page.keyboard.press('Escape')

  await openRowAction(page, 'web-1-boot-golden', 'Create image')
  await expect(page).toHaveURL('/projects/web-prod/snapshots/web-1-boot-golden/images-new')
  const form = sideModal(page)
  await expect(form).toContainText('From snapshot web-1-boot-golden (20 GiB)')
  const create = form.getByRole('button', { name: 'Create image' })
  await create.click()
  await expect(form.getByText('Name is required')).toBeVisible()
  await expect(form.getByText('OS is required')).toBeVisible()
  await expect(form.getByText('Version is required')).toBeVisible()
  await form.getByRole('textbox', { name: 'Name' }).fill('web-base-2025')
  await form.getByRole('textbox', { name: 'OS' }).fill('debian')
  await form.getByRole('textbox', { name: 'Version' }).fill('12.8')
  await create.click()
  await expect(form.getByText('Image name already exists')).toBeVisible()
  await form.getByRole('textbox', { name: 'Name' }).fill('web-golden')
  await create.click()
  await expectToast(page, 'Image created')
  await expect(page).toHaveURL('/projects/web-prod/snapshots')

  await page.getByRole('link', { name: 'Instances' }).first().click()
  await page.getByRole('link', { name: 'New Instance' }).click()
  const instance = sideModal(page)
  await instance.getByRole('combobox', { name: 'Image source' }).selectOption('Project images')
  await instance.getByRole('combobox', { name: /^Image(?! source)/ }).fill('golden')
  await expect(
    instance.getByRole('option', { name: 'web-golden (debian 12.8, 20 GiB)' }),
  ).toHaveCount(1)
  noErrors()
})
