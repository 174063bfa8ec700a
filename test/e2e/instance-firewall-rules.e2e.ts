import type { Locator, Page } from '@playwright/test'
import { expectToast, sideModal, watchPageErrors } from './helpers'
import { confirmReview } from './review'
import { expect, test } from './test'

const rulesOf = (page: Page) => page.getByRole('table', { name: 'Firewall rules' })
const ruleRow = (table: Locator, name: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('link', { name, exact: true }) })

/** In the app, not by URL: the mock's data lives in the tab until a reload. */
async function openNetworkingTab(page: Page, instance: string) {
  await page
    .getByRole('navigation', { name: 'Project' })
    .getByRole('link', { name: 'Instances' })
    .click()
  await page.getByRole('link', { name: instance, exact: true }).click()
  await page
    .getByRole('navigation', { name: 'Instance' })
    .getByRole('link', { name: 'Networking' })
    .click()
  await expect(page).toHaveURL(`/projects/web-prod/instances/${instance}/networking`)
}

test('the networking tab lists the VPC firewall rules that apply to the instance, each linking to its rule', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/instances')
  await openNetworkingTab(page, 'web-1')
  const rules = rulesOf(page)
  // the rules every VPC starts with target the VPC itself
  const ssh = ruleRow(rules, 'allow-ssh')
  await expect(ssh).toContainText('VPC default')
  await expect(ssh).toContainText('allow')
  await expect(ssh).toContainText('inbound')
  await expect(ssh).toContainText('65534')
  await expect(ssh).toContainText('TCP · ports 22')
  // web-1 has an interface in the frontend subnet
  await expect(ruleRow(rules, 'allow-https')).toContainText('VPC subnet frontend')
  // a rule of another VPC (backend's allow-postgres) does not apply
  await expect(rules.getByRole('link', { name: 'allow-postgres' })).toHaveCount(0)

  await ssh.getByRole('link', { name: 'allow-ssh' }).click()
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/firewall-rules/allow-ssh/edit')
  await expect(sideModal(page).getByRole('textbox', { name: /^Name/ })).toHaveValue('allow-ssh')
  await sideModal(page).getByRole('button', { name: 'Cancel' }).click()

  // a rule targeting web-1 by name shows on web-1, not on web-2
  await page.getByRole('link', { name: 'New rule' }).click()
  const form = sideModal(page)
  await form.getByRole('textbox', { name: /^Name/ }).fill('web-1-metrics')
  await form.getByRole('spinbutton', { name: 'Priority' }).fill('300')
  const targets = form.getByRole('group', { name: 'Targets' })
  await targets.getByRole('combobox', { name: 'Target type' }).selectOption({ label: 'Instance' })
  await targets.getByLabel('Target value').fill('web-1')
  await targets.getByRole('button', { name: 'Add target' }).click()
  await form.getByRole('button', { name: 'Create rule' }).click()
  await confirmReview(form, 'Create rule')
  await expectToast(page, 'Firewall rule created')

  await openNetworkingTab(page, 'web-1')
  await expect(ruleRow(rulesOf(page), 'web-1-metrics')).toContainText('Instance web-1')
  await openNetworkingTab(page, 'web-2')
  await expect(ruleRow(rulesOf(page), 'allow-ssh')).toBeVisible()
  await expect(rulesOf(page).getByRole('link', { name: 'web-1-metrics' })).toHaveCount(0)
  noErrors()
})
