import { expectToast, openRowAction, row, sideModal } from './helpers'
import { confirmReview } from './review'
import { expect, test } from './test'

const LOADED = { timeout: 15_000 }

test("a disk's Activity, from its row menu, lists a change just made to it", async ({ page }) => {
  await page.goto('/projects/web-prod/disks')
  await openRowAction(page, 'import-target', 'Finalize import')
  await expectToast(page, 'Import finalized')
  await openRowAction(page, 'import-target', 'Activity')
  await expect(page).toHaveURL('/projects/web-prod/disks/import-target/activity')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('import-target')
  await expect(page).toHaveTitle(/^Activity · import-target · Disks · web-prod/)
  const activity = page.getByRole('table', { name: 'Activity' })
  const finalize = activity.getByRole('row').filter({ hasText: 'disk_finalize_import' })
  await expect(finalize).toHaveCount(1, LOADED)
  // another disk's calls are not this disk's
  await expect(activity).not.toContainText('instance_')
  await page.getByRole('searchbox', { name: 'Filter by operation' }).fill('disk_delete')
  await expect(page.getByText('No activity')).toBeVisible()
})

test("the project's Activity, from its side nav, lists a change in the project", async ({
  page,
}) => {
  await page.goto('/projects/web-prod/disks')
  await openRowAction(page, 'scratch', 'Snapshot')
  await expectToast(page, 'Snapshot created')
  await page
    .getByRole('navigation', { name: 'Project' })
    .getByRole('link', { name: 'Activity' })
    .click()
  await expect(page).toHaveURL('/projects/web-prod/activity')
  const activity = page.getByRole('table', { name: 'Activity' })
  // the snapshot was asked for in the project, by the project's id
  await expect(activity.getByRole('row').nth(1)).toContainText('snapshot_create', LOADED)
  await expect(activity.getByRole('row').nth(1)).toContainText('Alice Adams')
  // a change in another project is not this one's
  await page.goto('/projects/ml-training/activity')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ml-training')
  await expect(page.getByRole('status').filter({ hasText: 'back to' })).toBeVisible(LOADED)
  await expect(page.getByText('snapshot_create')).toHaveCount(0)
})

test("a floating IP's and an image's Activity open from their row menus", async ({ page }) => {
  await page.goto('/projects/web-prod/floating-ips')
  await openRowAction(page, 'web-vip', 'Detach')
  await page
    .getByRole('dialog', { name: 'Detach floating IP' })
    .getByRole('button', { name: 'Detach' })
    .click()
  await expectToast(page, 'Floating IP detached')
  await openRowAction(page, 'web-vip', 'Activity')
  await expect(page).toHaveURL('/projects/web-prod/floating-ips/web-vip/activity')
  const activity = page.getByRole('table', { name: 'Activity' })
  await expect(activity.getByRole('row').filter({ hasText: 'floating_ip_detach' })).toHaveCount(
    1,
    LOADED,
  )

  await page.goto('/projects/web-prod/images')
  await openRowAction(page, 'web-base-2025', 'Activity')
  await expect(page).toHaveURL('/projects/web-prod/images/web-base-2025/activity')
  await expect(page.getByRole('status').filter({ hasText: 'back to' })).toBeVisible(LOADED)
  await expect(page.getByRole('heading', { name: 'Activity', exact: true })).toBeVisible()
})

test('someone who may not read the audit log has no Activity link, page or call', async ({
  page,
}) => {
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/v1/system/audit-log')) asked.push(r.url())
  })
  await page.goto('/projects/web-prod/disks?mock-user=bob')
  const nav = page.getByRole('navigation', { name: 'Project' })
  await expect(nav.getByRole('link', { name: 'Access' })).toBeVisible(LOADED)
  await expect(nav.getByRole('link', { name: 'Activity' })).toBeHidden()
  await page
    .getByRole('row', { name: /scratch/ })
    .getByRole('button', { name: 'Row actions' })
    .click()
  await expect(page.getByRole('menuitem', { name: 'Snapshot' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Activity' })).toBeHidden()
  await page.keyboard.press('Escape')
  await page.goto('/projects/web-prod/activity?mock-user=bob')
  await expect(page.getByText('Activity is for fleet viewers')).toBeVisible(LOADED)
  expect(asked).toEqual([])
})

test("a project's access says who changed its roles last, and after a role change, that it was you", async ({
  page,
}) => {
  await page.goto('/projects/web-prod/access')
  const note = page.getByText(/Last changed by|Not changed since/)
  await expect(note).toBeVisible(LOADED)
  await openRowAction(page, 'Bob Brown', 'Change role')
  const form = page.getByRole('dialog')
  await form.getByRole('combobox', { name: 'Role' }).selectOption('viewer')
  await form.getByRole('button', { name: 'Update role' }).click()
  await confirmReview(form, 'Update role')
  await expectToast(page, 'Role updated')
  await expect(note).toContainText(/Last changed by Alice Adams, \d+ s ago/, LOADED)
  await page.getByRole('link', { name: 'Audit log of project_policy_update' }).click()
  await expect(page).toHaveURL(/\/system\/audit-log\?range=7d&q2=project_policy_update/)
})

test("a port's LLDP configuration says who changed it last, and the same port on the other switch does not", async ({
  page,
}) => {
  await page.goto(
    '/system/networking/switch-ports/4ac10000-8e2b-4d6f-9a1c-3b5d7f9e0001/switch1/qsfp0',
  )
  await expect(page.getByRole('heading', { name: 'Port switch1/qsfp0' })).toBeVisible(LOADED)
  const lldp = page.getByRole('region', { name: 'LLDP configuration' })
  const lldpNote = lldp.getByText(/Last changed by|Not changed since/)
  await expect(lldpNote).toContainText('Not changed since', LOADED)
  // the port's settings have their own note, of their own operations
  const settingsNote = page.getByRole('paragraph').filter({
    has: page.getByRole('link', { name: 'Audit log of networking_switch_port_apply_settings' }),
  })
  await expect(settingsNote).toContainText('Not changed since')

  await lldp.getByRole('link', { name: 'Edit LLDP configuration' }).click()
  const form = sideModal(page)
  await form.getByRole('textbox', { name: 'System name' }).fill('rack-switch1')
  await form.getByRole('button', { name: 'Save LLDP configuration' }).click()
  await confirmReview(form, 'Save LLDP configuration')
  await expectToast(page, 'LLDP configuration saved', 'switch1/qsfp0')
  await expect(lldpNote).toContainText(/Last changed by Alice Adams, \d+ s ago/, LOADED)
  // an LLDP change is not a change of the port's settings
  await expect(settingsNote).toContainText('Not changed since')

  // qsfp0 of switch0 is another port: the change on switch1 is not its
  await page.getByRole('link', { name: 'Switch Ports' }).first().click()
  await page
    .getByRole('navigation', { name: 'Switches' })
    .getByRole('link', { name: 'switch0' })
    .click()
  await row(page, 'qsfp0').getByRole('link', { name: 'qsfp0' }).click()
  await expect(page.getByRole('heading', { name: 'Port switch0/qsfp0' })).toBeVisible()
  await expect(lldpNote).toContainText('Not changed since', LOADED)

  await lldp
    .getByRole('link', { name: 'Audit log of networking_switch_port_lldp_config_update' })
    .click()
  await expect(page).toHaveURL(
    /\/system\/audit-log\?range=7d&q2=networking_switch_port_lldp_config_update/,
  )
})
