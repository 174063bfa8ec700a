import type { Page } from '@playwright/test'
import { expectToast, menuItem, openRowAction, row, sideModal, watchPageErrors } from './helpers'
import { expect, test } from './test'

const RACK = '4ac10000-8e2b-4d6f-9a1c-3b5d7f9e0001'
const table = (page: Page, name: string) => page.getByRole('table', { name })

test('an admin adds an uninitialized sled to the rack; it joins the inventory once committed', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/inventory')
  await page.getByRole('link', { name: 'Uninitialized sleds' }).click()
  await expect(page).toHaveURL('/system/inventory/uninitialized-sleds')
  const sleds = table(page, 'Uninitialized sleds')
  await expect(sleds.getByRole('row')).toHaveCount(3)
  await expect(row(page, 'BRM42200004')).toContainText('17')
  await expect(row(page, 'BRM42200004')).toContainText('not a member')

  // the row's action ticks its sled; the one rack is picked
  await openRowAction(page, 'BRM42200004', 'Add to rack')
  const form = sideModal(page)
  await expect(form.getByRole('heading', { name: 'Add sleds to rack' })).toBeVisible()
  await expect(form.getByRole('combobox', { name: 'Rack' })).toHaveValue(RACK)
  await expect(form.getByRole('checkbox', { name: /BRM42200004/ })).toBeChecked()
  await expect(form.getByRole('checkbox', { name: /BRM42200005/ })).not.toBeChecked()
  // nothing ticked: the form says so and sends nothing
  await form.getByRole('checkbox', { name: /BRM42200004/ }).uncheck()
  await form.getByRole('button', { name: 'Add to rack' }).click()
  await expect(form.getByText('Choose at least one sled')).toBeVisible()
  await form.getByRole('checkbox', { name: /BRM42200004/ }).check()
  await form.getByRole('button', { name: 'Add to rack' }).click()
  await expectToast(page, 'Adding sleds to the rack', 'BRM42200004')

  // the rack page shows the change, polled until the sleds acknowledge it
  await expect(page).toHaveURL(`/system/inventory/racks/${RACK}`)
  const status = page.getByLabel('Membership status')
  await expect(status).toContainText('in progress')
  await expect(status).toContainText('BRM42200004 (913-0000019)')
  await expect(row(page, 'BRM42200004')).toContainText('waiting for the sled')
  await expect(status).toContainText('committed', { timeout: 25_000 })
  await expect(page.getByRole('button', { name: 'Abort change' })).toHaveCount(0)
  await expect(table(page, 'Rack members').getByRole('row')).toHaveCount(5)

  // the new sled is a sled of the inventory, in the cubby it sat in
  await page.getByRole('link', { name: 'Inventory' }).first().click()
  await expect(row(page, 'BRM42200004')).toContainText('17')
  await page.getByRole('link', { name: 'Uninitialized sleds' }).click()
  await expect(table(page, 'Uninitialized sleds').getByRole('row')).toHaveCount(2)
  noErrors()
})

test('a change in progress is aborted after confirming; a second add is refused while it runs', async ({
  page,
}) => {
  await page.goto('/system/inventory/uninitialized-sleds/add')
  const form = sideModal(page)
  await form.getByRole('checkbox', { name: /BRM42200004/ }).check()
  await form.getByRole('button', { name: 'Add to rack' }).click()
  await expect(page).toHaveURL(`/system/inventory/racks/${RACK}`)

  // the API refuses a second change while the first runs
  await page.getByRole('link', { name: 'uninitialized sleds' }).click()
  await expect(row(page, 'BRM42200004')).toContainText('being added')
  await row(page, 'BRM42200004').getByRole('button', { name: 'Row actions' }).click()
  await expect(menuItem(page, 'Add to rack')).toBeDisabled()
  await page.keyboard.press('Escape')
  await openRowAction(page, 'BRM42200005', 'Add to rack')
  await sideModal(page).getByRole('button', { name: 'Add to rack' }).click()
  await expect(sideModal(page)).toContainText(
    /rack membership change version 2 is still in progress: wait for it or abort it/i,
  )
  await sideModal(page).getByRole('button', { name: 'Cancel' }).click()

  await page.getByRole('link', { name: RACK }).first().click()
  await page.getByRole('button', { name: 'Abort change' }).click()
  const confirm = page.getByRole('dialog', { name: 'Abort membership change' })
  await expect(confirm).toContainText('version 2')
  await confirm.getByRole('button', { name: 'Abort change' }).click()
  await expectToast(page, 'Membership change aborted')
  await expect(page.getByLabel('Membership status')).toContainText('aborted')
  await expect(table(page, 'Rack members').getByRole('row')).toHaveCount(5)
})

test('an admin enables and disables disk adoption; the sled adopts the disk', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/inventory/disk-adoption')
  const unadopted = table(page, 'Unadopted disks')
  await expect(unadopted.getByRole('row')).toHaveCount(3)
  await expect(row(page, 'U2-NEW03')).toContainText('BRM42200001')
  await expect(row(page, 'U2-NEW03')).toContainText('not enabled')
  await expect(table(page, 'Adoption requests')).toContainText('U2-SPARE01')

  await openRowAction(page, 'U2-NEW03', 'Enable adoption')
  const confirm = page.getByRole('dialog', { name: 'Enable adoption' })
  await expect(confirm).toContainText('BRM42200001')
  await confirm.getByRole('button', { name: 'Enable adoption' }).click()
  await expectToast(page, 'Adoption enabled', 'U2-NEW03')
  // polled until the sled adopts it: then it is a physical disk of the inventory
  await expect(unadopted.getByRole('row')).toHaveCount(2, { timeout: 15_000 })
  await page.getByRole('link', { name: 'Disks', exact: true }).click()
  await expect(row(page, 'U2-NEW03')).toContainText('in service')

  await page.getByRole('link', { name: 'Disk adoption' }).click()
  await openRowAction(page, 'U2-SPARE01', 'Disable adoption')
  await page
    .getByRole('dialog', { name: 'Disable adoption' })
    .getByRole('button', { name: 'Disable adoption' })
    .click()
  await expectToast(page, 'Adoption disabled', 'U2-SPARE01')
  await expect(page.getByText('No adoption requests')).toBeVisible()
  noErrors()
})

test('rack and switch pages are reached from the inventory', async ({ page }) => {
  await page.goto('/system/inventory')
  await page
    .getByLabel('Racks and switches')
    .getByRole('link', { name: /BRM31200001/ })
    .click()
  await expect(page.getByRole('heading', { name: 'Switch BRM31200001' })).toBeVisible()
  await expect(page.getByLabel('Switch properties')).toContainText('913-0000006 rev 4')
  await page.getByLabel('Switch properties').getByRole('link', { name: RACK }).click()
  await expect(page.getByRole('heading', { name: `Rack ${RACK}` })).toBeVisible()
  await expect(page.getByLabel('Rack properties')).toContainText('BRM31200002')
  await expect(page.getByLabel('Membership status')).toContainText('committed')
  await expect(table(page, 'Rack members').getByRole('row')).toHaveCount(4)
})

test('a fleet viewer sees new hardware but gets no action that would fail', async ({ page }) => {
  await page.goto('/system/inventory/uninitialized-sleds?mock-user=hank')
  await expect(row(page, 'BRM42200004')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add to rack' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Row actions' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Disk adoption' }).click()
  await expect(row(page, 'U2-NEW03')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Row actions' })).toHaveCount(0)
})
