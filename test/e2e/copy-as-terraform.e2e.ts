import { expectNoAxeViolations } from './axe'
import { setFaults } from './fault-kit'
import { expectToast, openRowAction, row, sideModal, watchPageErrors } from './helpers'
import { expect, test } from './test'

/**
 * "Copy as Terraform" for the resources with no detail page of their own:
 * disks and floating IPs, from their row menu, and a floating IP from its edit
 * form, beside the "Equivalent CLI / API" button as on the detail pages.
 */

test('copy a disk and a floating IP as Terraform from their row menus', async ({
  page,
  context,
}) => {
  const noErrors = watchPageErrors(page)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText())

  await page.goto('/projects/web-prod/disks')
  await expect(page.getByRole('heading', { name: 'Disks', level: 1 })).toBeVisible()
  await openRowAction(page, 'scratch', 'Copy as Terraform')
  await expectToast(page, 'Copied as Terraform', 'scratch')
  const disk = await clipboard()
  expect(disk).toContain('resource "oxide_disk" "scratch"')
  expect(disk).toMatch(/import \{\n\s+to = oxide_disk\.scratch\n/)
  // the disk alone: not the project, nor another disk
  expect(disk).not.toContain('resource "oxide_project"')
  expect(disk).not.toContain('resource "oxide_disk" "old_logs"')

  await page.goto('/projects/web-prod/floating-ips')
  await expect(page.getByRole('heading', { name: 'Floating IPs', level: 1 })).toBeVisible()
  // by keyboard: the row menu opens, the item is reached with the arrows and chosen
  await row(page, 'spare-ip').getByRole('button', { name: 'Row actions' }).focus()
  await page.keyboard.press('Enter')
  const item = page.getByRole('menuitem', { name: 'Copy as Terraform' })
  await expect(item).toBeVisible()
  while (!(await item.evaluate((el) => el === document.activeElement))) {
    await page.keyboard.press('ArrowDown')
  }
  await page.keyboard.press('Enter')
  await expectToast(page, 'Copied as Terraform', 'spare-ip')
  const fip = await clipboard()
  expect(fip).toContain('resource "oxide_floating_ip" "spare_ip"')
  expect(fip).toMatch(/import \{\n\s+to = oxide_floating_ip\.spare_ip\n/)
  expect(fip).not.toContain('"web_vip"')
  noErrors()
})

test('copy a floating IP as Terraform from its edit form, beside its CLI / API', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/projects/web-prod/floating-ips/web-vip/edit')
  const modal = sideModal(page)
  await expect(modal.getByRole('button', { name: 'Equivalent CLI / API' })).toBeVisible()
  await modal.getByRole('button', { name: 'Copy as Terraform' }).click()
  await expect(modal.getByRole('button', { name: 'Copied' })).toBeVisible()
  const fip = await page.evaluate(() => navigator.clipboard.readText())
  expect(fip).toContain('resource "oxide_floating_ip" "web_vip"')
  expect(fip).not.toContain('"spare_ip"')
  await expectNoAxeViolations(page, { where: 'floating IP edit form' })
  // nothing typed: closing the form asks nothing
  await page.keyboard.press('Escape')
  await expect(page.getByRole('heading', { name: 'Floating IPs', level: 1 })).toBeVisible()
})

test('a disk that cannot be read is not copied: the toast says why', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/projects/web-prod/disks')
  await expect(row(page, 'scratch')).toBeVisible()
  await page.evaluate(() => navigator.clipboard.writeText('before'))
  await setFaults(page, '1:500')
  await openRowAction(page, 'scratch', 'Copy as Terraform')
  await expectToast(page, 'Could not copy as Terraform', /Could not read scratch/)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before')
  await setFaults(page, '0')
})
