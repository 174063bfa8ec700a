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

test('create external subnets from a pool and by hand, edit, attach, detach, delete', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/instances')
  await page.getByRole('link', { name: 'External Subnets' }).click()
  await expect(page).toHaveURL('/projects/web-prod/external-subnets')
  await expect(page.getByRole('heading', { name: 'External Subnets' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText(
    'External Subnets',
  )
  await expect(row(page, 'web-egress')).toContainText('203.0.113.0/28')
  await expect(row(page, 'web-egress')).toContainText('customer-subnets')
  await expect(row(page, 'web-egress')).toContainText('web-1')

  // from the silo's default pool: a block size the pool does not hand out is refused by the API
  await page.getByRole('link', { name: 'New external subnet' }).click()
  await expect(page).toHaveURL('/projects/web-prod/external-subnets-new')
  const form = sideModal(page)
  const name = form.getByRole('textbox', { name: /^Name/ })
  const prefix = form.getByRole('spinbutton', { name: /^Prefix length/ })
  const create = form.getByRole('button', { name: 'Create external subnet' })
  await create.click()
  await expect(form.getByText('Name is required', { exact: true })).toBeVisible()
  await name.fill('web-egress')
  await create.click()
  await expect(form.getByText('External subnet name already exists')).toBeVisible()
  await name.fill('lb-block')
  await prefix.fill('33')
  await create.click()
  await expect(form.getByText('Must be at most 32')).toBeVisible()
  await prefix.fill('24')
  await create.click()
  await expect(form.getByRole('alert')).toContainText(
    'has no room for a /24 subnet: it allows /26 to /30',
  )
  await pickOption(form, 'Subnet pool', 'customer', /^customer-subnets \(/)
  await prefix.fill('29')
  await create.click()
  await expectToast(page, 'External subnet created', 'lb-block')
  await expect(row(page, 'lb-block')).toContainText('203.0.113.32/29')

  // a block asked for by hand
  await page.getByRole('link', { name: 'New external subnet' }).click()
  await name.fill('edge-block')
  await form.getByRole('radio', { name: 'A specific block' }).check()
  const subnet = form.getByRole('textbox', { name: /^Subnet/ })
  await subnet.fill('203.0.113.65/28')
  await create.click()
  await expect(form.getByText('Host bits must be zero: use the network address')).toBeVisible()
  await subnet.fill('203.0.113.0/28')
  await create.click()
  await expect(form.getByRole('alert')).toContainText('overlaps an allocated external subnet')
  await subnet.fill('203.0.113.64/28')
  await create.click()
  await expectToast(page, 'External subnet created', 'edge-block')
  await expect(row(page, 'edge-block')).toContainText('203.0.113.64/28')

  // edit: name and description
  await openRowAction(page, 'edge-block', 'Edit')
  await expect(page).toHaveURL('/projects/web-prod/external-subnets/edge-block/edit')
  await expect(form.getByText('203.0.113.64/28')).toBeVisible()
  await form.getByRole('textbox', { name: /^Name/ }).fill('edge')
  await form.getByRole('textbox', { name: 'Description' }).fill('Edge routers')
  await form.getByRole('button', { name: 'Update external subnet' }).click()
  await expectToast(page, 'External subnet updated', 'edge')
  await expect(row(page, 'edge')).toContainText('Edge routers')

  // attach to an instance; an attached subnet cannot be deleted
  await openRowAction(page, 'edge', 'Attach')
  const modal = page.getByRole('dialog', { name: 'Attach external subnet' })
  await modal.getByRole('button', { name: 'Attach' }).click()
  await expect(modal.getByText('Instance is required')).toBeVisible()
  await pickOption(modal, 'Instance', 'db-primary')
  await modal.getByRole('button', { name: 'Attach' }).click()
  await expectToast(page, 'External subnet attached', 'edge to db-primary')
  await expect(row(page, 'edge')).toContainText('db-primary')
  await row(page, 'edge').getByRole('button', { name: 'Row actions' }).click()
  await expect(menuItem(page, 'Delete')).toHaveAttribute('aria-disabled', 'true')
  await page.keyboard.press('Escape')

  await openRowAction(page, 'edge', 'Detach')
  await page.getByRole('dialog').getByRole('button', { name: 'Detach' }).click()
  await expectToast(page, 'External subnet detached', 'edge')
  await expect(row(page, 'edge')).not.toContainText('db-primary')

  await openRowAction(page, 'edge', 'Delete')
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'External subnet deleted', 'edge')
  await expect(row(page, 'edge')).toHaveCount(0)
  noErrors()
})

test("an instance's networking tab lists, attaches and detaches its external subnets", async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/instances/web-1/networking')
  const section = page.getByRole('region', { name: 'External subnets' })
  const table = section.getByRole('table', { name: 'External subnets' })
  await expect(table.getByRole('row', { name: /web-egress/ })).toContainText('203.0.113.0/28')

  await section.getByRole('button', { name: 'Attach external subnet' }).click()
  const modal = page.getByRole('dialog', { name: 'Attach external subnet' })
  // only unattached subnets are offered
  await modal.getByRole('combobox', { name: 'External subnet' }).fill('web-egress')
  await expect(modal.getByRole('option')).toHaveCount(0)
  await pickOption(modal, 'External subnet', 'spare', 'spare-block (203.0.113.16/28)')
  await modal.getByRole('button', { name: 'Attach' }).click()
  await expectToast(page, 'External subnet attached', 'spare-block to web-1')
  await expect(table.getByRole('row', { name: /spare-block/ })).toContainText('203.0.113.16/28')

  await table
    .getByRole('row', { name: /web-egress/ })
    .getByRole('button', { name: 'Row actions' })
    .click()
  await menuItem(page, 'Detach').click()
  await page.getByRole('dialog').getByRole('button', { name: 'Detach' }).click()
  await expectToast(page, 'External subnet detached', 'web-egress')
  await expect(table.getByRole('row', { name: /web-egress/ })).toHaveCount(0)
  noErrors()
})
