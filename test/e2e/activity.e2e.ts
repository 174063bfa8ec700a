import { expectToast, openRowAction, row } from './helpers'
import { expect, test } from './test'

const LOADED = { timeout: 15_000 }

test("an instance's Activity lists a change just made, each entry opening in the audit log", async ({
  page,
}) => {
  await page.goto('/projects/ml-training/instances')
  await openRowAction(page, 'notebook', 'Stop')
  await page
    .getByRole('dialog', { name: 'Stop instance' })
    .getByRole('button', { name: 'Stop' })
    .click()
  await expectToast(page, 'Stopping instance')
  await page.getByRole('link', { name: 'notebook', exact: true }).click()
  await page
    .getByRole('navigation', { name: 'Instance' })
    .getByRole('link', { name: 'Activity' })
    .click()
  await expect(page).toHaveURL('/projects/ml-training/instances/notebook/activity')
  const activity = page.getByRole('table', { name: 'Activity' })
  const stop = activity.getByRole('row').filter({ hasText: 'instance_stop' })
  await expect(stop).toHaveCount(1, LOADED)
  await expect(stop).toContainText('success 202')
  await expect(page.getByRole('status').filter({ hasText: 'back to' })).toContainText('Read')

  // a filter that matches nothing, then the entry in the audit log
  await page.getByRole('searchbox', { name: 'Filter by operation' }).fill('instance_delete')
  await expect(page.getByText('No activity')).toBeVisible()
  await expect(page).toHaveURL(/q2=instance_delete/)
  await page.getByRole('searchbox', { name: 'Filter by operation' }).fill('stop')
  await stop.getByRole('link', { name: 'instance_stop' }).click()
  await expect(page).toHaveURL(/\/system\/audit-log\?.*entry=/)
  const entry = page.getByRole('dialog', { name: 'Audit log entry' })
  // the row menu calls the instance by its id: Activity matched it by id
  await expect(entry.getByRole('definition').nth(2)).toHaveText(
    /^\/v1\/instances\/[0-9a-f-]{36}\/stop$/,
    LOADED,
  )
  await expect(entry).toContainText('Alice Adams')
})

test("a VPC's Activity holds its own calls, not another VPC's, and looks further back", async ({
  page,
}) => {
  await page.goto('/projects/web-prod/vpcs/default/activity')
  const activity = page.getByRole('table', { name: 'Activity' })
  // the seeded week has the default VPC's firewall rule updates
  await expect(activity.getByRole('row').nth(1)).toContainText('vpc_firewall_rules_update', LOADED)
  await expect(activity).not.toContainText('instance_start')
  await page.getByRole('button', { name: 'Look further back' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'back to' })).toBeVisible()
  await page.getByLabel('Look back').selectOption('1d')
  await expect(page).toHaveURL(/back=1d/)
  await expect(activity.getByRole('row').nth(1)).toBeVisible(LOADED)
})

test('someone who may not read the audit log sees no Activity tab and asks for nothing', async ({
  page,
}) => {
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/v1/system/audit-log')) asked.push(r.url())
  })
  await page.goto('/projects/web-prod/instances/web-1/storage?mock-user=bob')
  await expect(page.getByRole('navigation', { name: 'Instance' })).toBeVisible(LOADED)
  await expect(page.getByRole('link', { name: 'Storage' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Activity' })).toBeHidden()
  await page.getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByText(/Last changed by/)).toBeHidden()
  expect(asked).toEqual([])
})

test('the firewall rules say who changed them last, and after a change, that it was you', async ({
  page,
}) => {
  await page.goto('/projects/web-prod/vpcs/default/firewall-rules')
  const note = page.getByText(/Last changed by/)
  // the seeded week's last update of these rules, two hours back
  await expect(note).toContainText(/Last changed by .+, 2 h ago/, LOADED)
  await openRowAction(page, 'deny-telnet', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete firewall rule' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expectToast(page, 'Firewall rule deleted')
  await expect(row(page, 'deny-telnet')).toBeHidden()
  await expect(note).toContainText(/Last changed by Alice Adams, \d+ s ago/, LOADED)
  await page.getByRole('link', { name: 'Audit log of vpc_firewall_rules_update' }).click()
  await expect(page).toHaveURL(/\/system\/audit-log\?range=7d&q2=vpc_firewall_rules_update/)
  await expect(
    page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1),
  ).toContainText('vpc_firewall_rules_update', LOADED)
})
