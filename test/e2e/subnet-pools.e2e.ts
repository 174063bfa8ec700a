import type { Page } from '@playwright/test'
import { expectToast, openRowAction, pickOption, row, sideModal, watchPageErrors } from './helpers'
import { expect, test } from './test'

const systemNav = (page: Page) => page.getByRole('navigation', { name: 'System' })
const utilization = (page: Page) =>
  page.locator('dl.properties dd').filter({ hasText: ' / ' }).first()
const confirm = (page: Page, button: string) =>
  page.getByRole('dialog').getByRole('button', { name: button }).click()

test('subnet pools list their utilization exactly, IPv6 beyond 2^64 included', async ({ page }) => {
  await page.goto('/system/silos')
  await systemNav(page).getByRole('link', { name: 'Subnet Pools' }).click()
  await expect(page).toHaveURL('/system/networking/subnet-pools')
  await expect(page.getByRole('heading', { name: 'Subnet Pools' })).toBeVisible()
  await expect(row(page, 'customer-subnets')).toContainText('32 / 256')
  await expect(row(page, 'v6-subnets')).toContainText('0 / 1,208,925,819,614,629,174,706,176')
})

test('create a subnet pool, add and remove subnets with bad input refused, link a silo, edit, delete', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/networking/subnet-pools')
  await page.getByRole('link', { name: 'New subnet pool' }).click()
  await expect(page).toHaveURL('/system/networking/subnet-pools-new')
  const form = sideModal(page)
  const name = form.getByRole('textbox', { name: /^Name/ })
  await name.fill('customer-subnets')
  await form.getByRole('button', { name: 'Create subnet pool' }).click()
  await expect(form.getByText('Subnet pool name already exists')).toBeVisible()
  await name.fill('lab-subnets')
  await form.getByRole('textbox', { name: 'Description' }).fill('Lab blocks')
  await form.getByRole('button', { name: 'Create subnet pool' }).click()
  await expectToast(page, 'Subnet pool created', 'lab-subnets')
  await expect(page).toHaveURL('/system/networking/subnet-pools/lab-subnets')
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Subnet Pools')
  await expect(page.getByRole('heading', { name: 'No subnets' })).toBeVisible()
  await expect(utilization(page)).toHaveText('0 / 0')

  // add a subnet: bad input first, then one the API refuses
  await page.getByRole('link', { name: 'Add subnet' }).first().click()
  await expect(page).toHaveURL('/system/networking/subnet-pools/lab-subnets/members-add')
  const subnet = form.getByRole('textbox', { name: /^Subnet/ })
  const min = form.getByRole('spinbutton', { name: 'Minimum prefix length' })
  const max = form.getByRole('spinbutton', { name: 'Maximum prefix length' })
  const add = form.getByRole('button', { name: 'Add subnet' })
  await add.click()
  await expect(form.getByText('Subnet is required')).toBeVisible()
  await subnet.fill('fd00:1::/48')
  await add.click()
  await expect(form.getByText('Must be an IPv4 subnet: this is an IPv4 pool')).toBeVisible()
  await subnet.fill('198.51.100.1/24')
  await add.click()
  await expect(form.getByText('Host bits must be zero: use the network address')).toBeVisible()
  await subnet.fill('198.51.100.0/24')
  await min.fill('20')
  await add.click()
  await expect(form.getByText('Must be between /24 and /32')).toBeVisible()
  await min.fill('30')
  await max.fill('26')
  await add.click()
  await expect(form.getByText('Must not be below the minimum prefix length')).toBeVisible()
  await subnet.fill('203.0.113.128/25')
  await min.fill('26')
  await max.fill('30')
  await add.click()
  await expect(form.getByRole('alert')).toContainText('overlaps an existing member 203.0.113.0/24')
  await subnet.fill('198.51.100.0/24')
  await add.click()
  await expectToast(page, 'Subnet added', '198.51.100.0/24')
  await expect(row(page, '198.51.100.0/24')).toContainText('/26 – /30')
  await expect(utilization(page)).toHaveText('0 / 256')

  // link a silo as its default pool
  await page.getByRole('button', { name: 'Link silo' }).first().click()
  await pickOption(form, 'Silo', 'globex')
  await form.getByRole('checkbox', { name: 'Make default' }).check()
  await form.getByRole('button', { name: 'Link silo' }).click()
  await expectToast(page, 'Silo linked', 'globex')
  await expect(row(page, 'globex')).toContainText('Default')

  // the API refuses to delete a pool that still holds subnets
  await page.getByRole('button', { name: 'Delete' }).click()
  await confirm(page, 'Delete')
  await expectToast(page, 'Could not delete subnet pool', /while it contains subnets/)

  await openRowAction(page, '198.51.100.0/24', 'Remove')
  await confirm(page, 'Remove')
  await expectToast(page, 'Subnet removed', '198.51.100.0/24')
  await openRowAction(page, 'globex', 'Unlink')
  await confirm(page, 'Unlink')
  await expectToast(page, 'Silo unlinked', 'globex')

  await page.getByRole('link', { name: 'Edit' }).click()
  await expect(page).toHaveURL('/system/networking/subnet-pools/lab-subnets/edit')
  await form.getByRole('textbox', { name: /^Name/ }).fill('lab-blocks')
  await form.getByRole('button', { name: 'Update subnet pool' }).click()
  await expectToast(page, 'Subnet pool updated', 'lab-blocks')
  await expect(page).toHaveURL('/system/networking/subnet-pools/lab-blocks')

  await page.getByRole('button', { name: 'Delete' }).click()
  await confirm(page, 'Delete')
  await expectToast(page, 'Subnet pool deleted', 'lab-blocks')
  await expect(page).toHaveURL('/system/networking/subnet-pools')
  await expect(row(page, 'lab-blocks')).toHaveCount(0)
  noErrors()
})

test('a fleet viewer who is not a fleet admin sees subnet pools but nothing to change', async ({
  page,
}) => {
  // hank administers globex, which maps its admins to fleet viewers
  await page.goto('/system/networking/subnet-pools?mock-user=hank')
  await expect(row(page, 'customer-subnets')).toBeVisible()
  await expect(page.getByRole('link', { name: 'New subnet pool' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Row actions' })).toHaveCount(0)
  await row(page, 'customer-subnets').getByRole('link', { name: 'customer-subnets' }).click()
  await expect(row(page, '203.0.113.0/24')).toContainText('/26 – /30')
  await expect(row(page, 'acme')).toContainText('Default')
  await expect(page.getByRole('link', { name: 'Add subnet' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Link silo' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Row actions' })).toHaveCount(0)
})
