import type { Page } from '@playwright/test'
import { expectToast, openRowAction, pickOption, row, sideModal, watchPageErrors } from './helpers'
import { confirmReview } from './review'
import { expect, test } from './test'

// a full page load starts the mock's worker first: slow on a busy machine, yet well
// inside the test's minute, so a stuck page fails here and says where
const LOADED = { timeout: 30_000 }
const systemNav = (page: Page) => page.getByRole('navigation', { name: 'System' })
const table = (page: Page, name: string) => page.getByRole('table', { name })
test('inventory lists the sleds and physical disks, each disk linking to its sled', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/silos')
  await systemNav(page).getByRole('link', { name: 'Inventory' }).click()
  // the index is the sleds tab
  await expect(page).toHaveURL('/system/inventory/sleds')
  await expect(page.getByRole('heading', { name: 'Inventory' })).toBeVisible()
  await expect(page.getByLabel('Racks and switches')).toContainText('BRM31200001')
  const sleds = table(page, 'Sleds')
  await expect(sleds.getByRole('row')).toHaveCount(4)
  await expect(row(page, 'BRM42200001')).toContainText('provisionable')
  await expect(row(page, 'BRM42200001')).toContainText('1010 GiB')
  await expect(row(page, 'BRM42200003')).toContainText('not provisionable')

  await page.getByRole('link', { name: 'Disks', exact: true }).click()
  await expect(page).toHaveURL('/system/inventory/disks')
  const disks = table(page, 'Physical disks')
  await expect(disks.getByRole('row')).toHaveCount(10)
  await expect(disks.getByRole('columnheader')).toHaveText([
    'Serial',
    'Model',
    'Vendor',
    'Form factor',
    'Policy',
    'State',
    'Sled',
  ])
  const expunged = disks.getByRole('row').filter({ hasText: 'expunged' })
  await expect(expunged).toHaveCount(1)
  await expect(expunged).toContainText('WUS5EA138ESP7E1')
  await expect(expunged).toContainText('U.2')
  await expect(expunged).toContainText('decommissioned')
  await expunged.getByRole('link', { name: 'BRM42200002' }).click()
  await expect(page).toHaveURL(/\/system\/inventory\/sleds\/[0-9a-f-]+\/disks$/)
  await expect(page.getByRole('heading', { name: 'Sled BRM42200002' })).toBeVisible()
  await expect(table(page, 'Sled physical disks').getByRole('row')).toHaveCount(4)
  noErrors()
})

test('a sled shows its instances; its provision policy is set after confirming, and issues follow', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/inventory')
  await row(page, 'BRM42200001').getByRole('link', { name: 'BRM42200001' }).click()
  await expect(page).toHaveURL(/\/system\/inventory\/sleds\/[0-9a-f-]+\/instances$/)
  await expect(page.getByRole('heading', { name: 'Sled BRM42200001' })).toBeVisible()
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  await expect(crumbs).toContainText('Inventory')
  await expect(crumbs).toContainText('Sleds')
  const props = page.getByLabel('Sled properties')
  await expect(props).toContainText('provisionable')
  await expect(props).not.toContainText('not provisionable')
  await expect(row(page, 'web-1')).toContainText('acme')
  await expect(row(page, 'web-1')).toContainText('web-prod')
  await expect(row(page, 'web-1')).toContainText('running')
  await expect(row(page, 'web-1').getByRole('link', { name: 'web-1' })).toHaveAttribute(
    'href',
    '/projects/web-prod/instances/web-1',
  )

  // cancelling changes nothing
  await page.getByRole('button', { name: 'Make non-provisionable' }).click()
  const confirm = page.getByRole('dialog', { name: 'Make sled non-provisionable' })
  await expect(confirm).toContainText('New instances will not be placed on sled BRM42200001')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(props).not.toContainText('not provisionable')

  await page.getByRole('button', { name: 'Make non-provisionable' }).click()
  await confirm.getByRole('button', { name: 'Make non-provisionable' }).click()
  await expectToast(page, 'Provision policy set')
  await expect(props).toContainText('not provisionable')
  await expect(page.getByRole('button', { name: 'Make provisionable' })).toBeVisible()

  // the issues page knows, without a reload
  await systemNav(page).getByRole('link', { name: 'Issues' }).click()
  await expect(page).toHaveURL('/system/issues')
  const issues = table(page, 'Issues')
  await expect(
    issues.getByRole('row', { name: /Sled BRM42200001 is not provisionable/ }),
  ).toBeVisible()
  await expect(
    issues.getByRole('row', { name: /Sled BRM42200003 is not provisionable/ }),
  ).toBeVisible()
  await expect(issues).toContainText('Physical disk')
  // failed instances of the user's silo: one restarts by itself, the other needs someone
  await expect(issues.getByRole('row', { name: /Instance reporting has failed/ })).toContainText(
    'auto-restart is off',
  )
  await expect(issues.getByRole('row', { name: /Instance legacy-app has failed/ })).toContainText(
    'due to restart automatically',
  )
  await expect(issues.getByRole('link', { name: 'Instance reporting' })).toHaveAttribute(
    'href',
    '/projects/web-prod/instances/reporting',
  )

  // each issue links to its resource: back to the sled, and set it back from the sleds list
  await issues.getByRole('link', { name: 'Sled BRM42200001' }).click()
  await expect(page.getByRole('heading', { name: 'Sled BRM42200001' })).toBeVisible()
  await page.getByRole('link', { name: 'Sleds' }).first().click()
  await expect(page).toHaveURL('/system/inventory/sleds')
  await openRowAction(page, 'BRM42200001', 'Make provisionable')
  await page
    .getByRole('dialog', { name: 'Make sled provisionable' })
    .getByRole('button', { name: 'Make provisionable' })
    .click()
  await expectToast(page, 'Provision policy set')
  await expect(row(page, 'BRM42200001')).not.toContainText('not provisionable')
  await systemNav(page).getByRole('link', { name: 'Issues' }).click()
  await expect(table(page, 'Issues')).toContainText('Sled BRM42200003 is not provisionable')
  await expect(table(page, 'Issues')).not.toContainText('BRM42200001 is not provisionable')
  noErrors()
})

test('fleet access: add a group, change its role, remove it', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/silos')
  await systemNav(page).getByRole('link', { name: 'Access' }).click()
  await expect(page).toHaveURL('/system/access')
  await expect(page.getByRole('heading', { name: 'Fleet access' })).toBeVisible()
  await expect(row(page, 'Alice Adams')).toContainText('admin')

  await page.getByRole('button', { name: 'Add user or group' }).click()
  const form = sideModal(page)
  await form.getByRole('combobox', { name: /^User or group/ }).click()
  await expect(form.getByRole('listbox')).toBeVisible()
  await expect(form.getByRole('option', { name: 'Alice Adams (user)' })).not.toBeAttached()
  await form.getByRole('combobox', { name: /^User or group/ }).press('Escape')
  await form.getByRole('button', { name: 'Assign role' }).click()
  await expect(form.getByText('User or group is required')).toBeVisible()
  await pickOption(form, /^User or group/, 'ops-team (group)')
  await form.getByRole('combobox', { name: 'Role' }).selectOption('viewer')
  await form.getByRole('button', { name: 'Assign role' }).click()
  await confirmReview(form, 'Assign role')
  await expectToast(page, 'Role assigned')
  await expect(form).toBeHidden()
  await expect(row(page, 'ops-team')).toContainText('viewer')

  await openRowAction(page, 'ops-team', 'Change role')
  await form.getByRole('combobox', { name: 'Role' }).selectOption('collaborator')
  await form.getByRole('button', { name: 'Update role' }).click()
  await confirmReview(form, 'Update role')
  await expectToast(page, 'Role updated')
  await expect(row(page, 'ops-team')).toContainText('collaborator')

  await openRowAction(page, 'ops-team', 'Remove role')
  const confirm = page.getByRole('dialog', { name: 'Remove role' })
  await expect(confirm).toContainText('Remove the collaborator role of ops-team on this fleet?')
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expectToast(page, 'Role removed')
  await expect(row(page, 'ops-team')).toBeHidden()

  // removing one's own fleet role warns first; cancelling keeps it
  await openRowAction(page, 'Alice Adams', 'Remove role')
  await expect(confirm).toContainText('This is your own role: you may lose access to this fleet.')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(row(page, 'Alice Adams')).toContainText('admin')
  noErrors()
})

test('a fleet viewer who is not a fleet admin sees hardware but nothing to change', async ({
  page,
}) => {
  // hank administers globex, which maps its admins to fleet viewers
  await page.goto('/system/inventory/sleds?mock-user=hank')
  await expect(row(page, 'BRM42200001')).toBeVisible(LOADED)
  await expect(page.getByRole('button', { name: 'Row actions' })).toHaveCount(0)
  await row(page, 'BRM42200001').getByRole('link', { name: 'BRM42200001' }).click()
  await expect(page.getByRole('heading', { name: 'Sled BRM42200001' })).toBeVisible()
  await expect(page.getByRole('button', { name: /provisionable/ })).toHaveCount(0)
  await systemNav(page).getByRole('link', { name: 'Update' }).click()
  await expect(page.getByLabel('Update status')).toContainText('16.0.0')
  await expect(page.getByRole('button', { name: 'Set target release' })).toHaveCount(0)
  await expect(page.getByText('Only fleet admins can set the target release.')).toBeVisible()
  await systemNav(page).getByRole('link', { name: 'Access' }).click()
  await expect(page.getByRole('heading', { name: 'Fleet access' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add user or group' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Row actions' })).toHaveCount(0)
})

test('someone who is not a fleet viewer gets the system section unavailable page', async ({
  page,
}) => {
  await page.goto('/system/inventory?mock-user=carol')
  const unavailable = page.getByRole('heading', { name: 'System section unavailable' })
  await expect(unavailable).toBeVisible(LOADED)
  await page.goto('/system/issues')
  await expect(unavailable).toBeVisible(LOADED)
})

test('a physical disk has its own page, reached from the disks list, with a link to its sled', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/inventory/disks')
  const expunged = table(page, 'Physical disks').getByRole('row').filter({ hasText: 'expunged' })
  const serial = expunged.getByRole('link').first()
  const serialText = (await serial.textContent()) ?? ''
  expect(serialText).toMatch(/^U2-/)
  await serial.click()
  await expect(page).toHaveURL(/\/system\/inventory\/disks\/d15c0000-[0-9a-f-]+$/)
  await expect(page.getByRole('heading', { name: `Disk ${serialText}` })).toBeVisible()
  const props = page.getByLabel('Disk properties')
  for (const text of ['WUS5EA138ESP7E1', '1b96', 'U.2', 'expunged', 'decommissioned']) {
    await expect(props).toContainText(text)
  }
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  await expect(crumbs).toContainText(`Disk ${serialText}`)
  await props.getByRole('link', { name: 'BRM42200002' }).click()
  await expect(page).toHaveURL(/\/system\/inventory\/sleds\/[0-9a-f-]+\/disks$/)
  await expect(page.getByRole('heading', { name: 'Sled BRM42200002' })).toBeVisible()
  // a disk that does not exist is the not-found page
  await page.goto('/system/inventory/disks/d15c0000-0000-4000-8000-000000000000')
  await expect(page.getByText(/not found/i).first()).toBeVisible()
  noErrors()
})
