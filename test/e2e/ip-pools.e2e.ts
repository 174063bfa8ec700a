import type { Page } from '@playwright/test'
import { expectToast, openRowAction, pickOption, row, sideModal, watchPageErrors } from './helpers'
import { expect, test } from './test'

const utilization = (page: Page) =>
  page.locator('dl.properties dd').filter({ hasText: ' / ' }).first()

test('IP pools list utilization exactly, IPv6 beyond 2^64 included', async ({ page }) => {
  await page.goto('/system/networking')
  await expect(page).toHaveURL('/system/networking/ip-pools')
  await expect(page.getByRole('heading', { name: 'IP Pools' })).toBeVisible()
  await expect(row(page, 'ipv6-pool')).toContainText('0 / 4,722,366,482,869,645,213,696')
  await expect(row(page, 'unlinked-pool')).toContainText('0 / 20')
  await expect(row(page, 'default')).toContainText('/ 341')
})

test('create a pool, add and remove ranges with bad input refused, link a silo, edit, delete', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/silos')
  await page.getByRole('link', { name: 'IP Pools' }).click()
  await page.getByRole('link', { name: 'New IP pool' }).click()
  await expect(page).toHaveURL('/system/networking/ip-pools-new')
  const form = sideModal(page)
  const name = form.getByRole('textbox', { name: /^Name/ })
  await name.fill('Pool!')
  await form.getByRole('button', { name: 'Create IP pool' }).click()
  await expect(form.getByText('Must start with a lowercase letter')).toBeVisible()
  await name.fill('default')
  await form.getByRole('button', { name: 'Create IP pool' }).click()
  await expect(form.getByText(/name already exists/)).toBeVisible()
  await name.fill('lab-pool')
  await form.getByRole('textbox', { name: 'Description' }).fill('Lab addresses')
  await form.getByRole('button', { name: 'Create IP pool' }).click()
  await expectToast(page, 'IP pool created')
  await expect(page).toHaveURL('/system/networking/ip-pools/lab-pool')
  await expect(page.getByRole('heading', { name: 'No IP ranges' })).toBeVisible()
  await expect(utilization(page)).toHaveText('0 / 0')

  // add a range: bad input first
  await page.getByRole('link', { name: 'Add range' }).first().click()
  await expect(page).toHaveURL('/system/networking/ip-pools/lab-pool/ranges-add')
  const first = form.getByRole('textbox', { name: /^First/ })
  const last = form.getByRole('textbox', { name: /^Last/ })
  const add = form.getByRole('button', { name: 'Add IP range' })
  await add.click()
  await expect(form.getByText('First is required')).toBeVisible()
  await expect(form.getByText('Last is required')).toBeVisible()
  await first.fill('10.1.0')
  await last.fill('fd00::1')
  await add.click()
  await expect(form.getByText('Not a valid IP address')).toBeVisible()
  await expect(form.getByText('Must be an IPv4 address: this is an IPv4 pool')).toBeVisible()
  await first.fill('10.1.0.20')
  await last.fill('10.1.0.9')
  await add.click()
  await expect(form.getByText('Must not be below the first address')).toBeVisible()
  // overlapping another pool's range: the API says no
  await first.fill('192.0.2.100')
  await last.fill('192.0.2.110')
  await add.click()
  await expect(form.getByRole('alert')).toContainText('overlaps an existing range')
  await first.fill('10.1.0.9')
  await last.fill('10.1.0.20')
  await add.click()
  await expectToast(page, 'IP range added')
  await expect(page).toHaveURL('/system/networking/ip-pools/lab-pool')
  await expect(row(page, '10.1.0.9')).toContainText('10.1.0.20')
  await expect(utilization(page)).toHaveText('0 / 12')

  await page.getByRole('link', { name: 'Add range' }).click()
  await first.fill('10.1.1.1')
  await last.fill('10.1.1.1')
  await add.click()
  await expectToast(page, 'IP range added')
  await expect(utilization(page)).toHaveText('0 / 13')

  // link a silo and make it its default; then unlink
  await page.getByRole('button', { name: 'Link silo' }).first().click()
  await pickOption(form, /^Silo/, 'initech')
  await form.getByRole('button', { name: 'Link silo' }).click()
  await expectToast(page, 'Silo linked')
  const initech = row(page, 'initech')
  await expect(initech.getByRole('cell').nth(1)).toHaveText('')
  await openRowAction(page, 'initech', 'Make default')
  await expectToast(page, 'Default pool set')
  await expect(initech.getByRole('cell').nth(1)).toHaveText('Default')

  // a pool linked to a silo cannot be deleted: the confirm says why, links the silo, sends nothing
  const deletes: string[] = []
  page.on('request', (r) => r.method() === 'DELETE' && deletes.push(r.url()))
  await page.getByRole('button', { name: 'Delete' }).click()
  const blocked = page.getByRole('dialog', { name: 'Delete IP pool' })
  await expect(blocked.getByRole('alert')).toContainText(/linked to silos:\s*initech/)
  await expect(blocked.getByRole('link', { name: 'initech' })).toBeVisible()
  await expect(blocked.getByRole('button', { name: 'Delete' })).toBeDisabled()
  await blocked.getByRole('button', { name: 'Cancel' }).click()
  await expect(blocked).toBeHidden()
  expect(deletes).toEqual([])

  await openRowAction(page, 'initech', 'Unlink')
  await page
    .getByRole('dialog', { name: 'Unlink silo' })
    .getByRole('button', { name: 'Unlink' })
    .click()
  await expectToast(page, 'Silo unlinked')
  await expect(page.getByRole('heading', { name: 'No linked silos' })).toBeVisible()

  for (const start of ['10.1.1.1', '10.1.0.9']) {
    await openRowAction(page, start, 'Remove')
    const confirm = page.getByRole('dialog', { name: 'Remove IP range' })
    await expect(confirm).toContainText(`Remove range ${start}`)
    await confirm.getByRole('button', { name: 'Remove' }).click()
    await expectToast(page, 'IP range removed')
    await expect(row(page, start)).toBeHidden()
  }
  await expect(utilization(page)).toHaveText('0 / 0')

  // edit: a new name, a new URL
  await page.getByRole('link', { name: 'Edit' }).click()
  await expect(page).toHaveURL('/system/networking/ip-pools/lab-pool/edit')
  await name.fill('lab-pool-2')
  await form.getByRole('button', { name: 'Update IP pool' }).click()
  await expectToast(page, 'IP pool updated')
  await expect(page).toHaveURL('/system/networking/ip-pools/lab-pool-2')
  await expect(page.locator('dl.properties')).toContainText('Lab addresses')

  await page.getByRole('button', { name: 'Delete' }).click()
  await page
    .getByRole('dialog', { name: 'Delete IP pool' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expectToast(page, 'IP pool deleted')
  await expect(page).toHaveURL('/system/networking/ip-pools')
  await expect(row(page, 'lab-pool-2')).toBeHidden()
  noErrors()
})

test('an IPv6 pool counts beyond what a double can hold', async ({ page }) => {
  await page.goto('/system/networking/ip-pools')
  await page.getByRole('link', { name: 'New IP pool' }).click()
  const form = sideModal(page)
  await form.getByRole('textbox', { name: /^Name/ }).fill('v6-lab')
  await form.getByRole('combobox', { name: 'IP version' }).selectOption('v6')
  await form.getByRole('button', { name: 'Create IP pool' }).click()
  await expectToast(page, 'IP pool created')
  await page.getByRole('link', { name: 'Add range' }).first().click()
  const first = form.getByRole('textbox', { name: /^First/ })
  const last = form.getByRole('textbox', { name: /^Last/ })
  await first.fill('10.0.0.1')
  await last.fill('10.0.0.2')
  await form.getByRole('button', { name: 'Add IP range' }).click()
  await expect(form.getByText('Must be an IPv6 address: this is an IPv6 pool')).toHaveCount(2)
  // the largest IPv6 range takes in every other pool's: refused, with the API's reason
  await first.fill('::')
  await last.fill('ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff')
  await form.getByRole('button', { name: 'Add IP range' }).click()
  await expect(form.getByRole('alert')).toContainText(/overlaps an existing range/i)
  await first.fill('fd00:ffff::')
  await last.fill('fd00:ffff:ffff:ffff:ffff:ffff:ffff:ffff')
  await form.getByRole('button', { name: 'Add IP range' }).click()
  await expectToast(page, 'IP range added')
  await expect(utilization(page)).toHaveText('0 / 79,228,162,514,264,337,593,543,950,336')
  await page.getByRole('link', { name: 'Add range' }).click()
  await first.fill('fd01::1')
  await last.fill('fd01::1')
  await form.getByRole('button', { name: 'Add IP range' }).click()
  await expectToast(page, 'IP range added')
  // 2^96 + 1: a double would round the 1 away
  await expect(utilization(page)).toHaveText('0 / 79,228,162,514,264,337,593,543,950,337')
})

test('a fleet viewer who is not a fleet admin sees IP pools but nothing to change', async ({
  page,
}) => {
  // hank administers globex, which maps its admins to fleet viewers
  await page.goto('/system/networking/ip-pools?mock-user=hank')
  await expect(row(page, 'default')).toBeVisible()
  await expect(page.getByRole('link', { name: 'New IP pool' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Row actions' })).toHaveCount(0)
  await row(page, 'default').getByRole('link', { name: 'default' }).click()
  await expect(page.getByRole('heading', { name: 'IP ranges' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add range' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Link silo' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Row actions' })).toHaveCount(0)
  await expect(page.locator('dl.properties')).toContainText('Assigned toSilos')
  await expect(page.getByRole('button', { name: 'Reserve for system services' })).toHaveCount(0)
})

test('reserve a pool for system services, then make it available to silos again', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/networking/ip-pools/unlinked-pool')
  const props = page.locator('dl.properties')
  await expect(props).toContainText('Assigned toSilos')
  await page.getByRole('button', { name: 'Reserve for system services' }).click()
  const confirm = page.getByRole('dialog', { name: 'Reserve for system services' })
  await expect(confirm).toContainText('no longer to silos’ instances and floating IPs')
  // changing one's mind leaves the pool as it was
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(props).toContainText('Assigned toSilos')
  await page.getByRole('button', { name: 'Reserve for system services' }).click()
  await confirm.getByRole('button', { name: 'Reserve for system services' }).click()
  await expectToast(page, 'IP pool assignment changed')
  await expect(props).toContainText('Assigned toSystem services')
  await page.getByRole('button', { name: 'Make available to silos' }).click()
  await page
    .getByRole('dialog', { name: 'Make available to silos' })
    .getByRole('button', { name: 'Make available to silos' })
    .click()
  await expectToast(page, 'IP pool assignment changed')
  await expect(props).toContainText('Assigned toSilos')
  noErrors()
})
