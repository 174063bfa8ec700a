import type { Page } from '@playwright/test'
import {
  expectToast,
  menuItem,
  openRowAction,
  pickOption,
  row,
  watchAsksAfterDelete,
  watchPageErrors,
} from './helpers'
import { expect, test } from './test'

const base = '/projects/web-prod/vpcs/default/internet-gateways'

async function openGateways(page: Page) {
  await page.goto('/projects/web-prod/vpcs')
  await page.getByRole('link', { name: 'default', exact: true }).click()
  await page
    .getByRole('navigation', { name: 'VPC tabs' })
    .getByRole('link', { name: 'Internet Gateways' })
    .click()
  await expect(page).toHaveURL(base)
}

const errorToast = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('group').filter({ hasText: title })

test('an internet gateway: create it, attach a pool and an address, detach, delete', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await openGateways(page)

  // a name is needed, and one no other gateway of the VPC has
  await page.getByRole('link', { name: 'New internet gateway' }).click()
  await expect(page).toHaveURL(`${base}-new`)
  let form = page.getByRole('dialog', { name: 'Create internet gateway' })
  await form.getByRole('button', { name: 'Create internet gateway' }).click()
  await expect(form.getByText('Name is required', { exact: true })).toBeVisible()
  await form.getByRole('textbox', { name: /^Name/ }).fill('default')
  await form.getByRole('button', { name: 'Create internet gateway' }).click()
  await expect(form.getByText(/already exists/)).toBeVisible()
  await form.getByRole('textbox', { name: /^Name/ }).fill('backup')
  await form.getByRole('textbox', { name: 'Description' }).fill('Second way out')
  await form.getByRole('button', { name: 'Create internet gateway' }).click()
  await expectToast(page, 'Internet gateway created', 'backup')

  // its page opens next, with nothing attached yet
  await expect(page).toHaveURL(`${base}/backup`)
  const detail = page.getByRole('dialog', { name: 'backup' })
  await expect(detail.getByText('No IP pools are attached.')).toBeVisible()

  // attach one of the silo's pools
  await detail.getByRole('link', { name: 'Attach IP pool' }).click()
  await expect(page).toHaveURL(`${base}/backup/ip-pools-add`)
  form = page.getByRole('dialog', { name: 'Attach IP pool' })
  await form.getByRole('textbox', { name: /^Name/ }).fill('v6')
  await pickOption(form, /^IP pool/, 'ipv6-pool', 'ipv6-pool (v6)')
  await form.getByRole('button', { name: 'Attach IP pool' }).click()
  await expectToast(page, 'IP pool attached', 'v6')
  await expect(page).toHaveURL(`${base}/backup`)
  await expect(row(page, 'v6')).toContainText('ipv6-pool')

  // and an address: one that is not an address is refused before it is sent
  await detail.getByRole('link', { name: 'Attach IP address' }).click()
  form = page.getByRole('dialog', { name: 'Attach IP address' })
  await form.getByRole('textbox', { name: /^Name/ }).fill('fixed')
  await form.getByRole('textbox', { name: /^Address/ }).fill('192.0.2.999')
  await form.getByRole('button', { name: 'Attach IP address' }).click()
  await expect(form.getByText('Not a valid IP address')).toBeVisible()
  await form.getByRole('textbox', { name: /^Address/ }).fill('192.0.2.60')
  await form.getByRole('button', { name: 'Attach IP address' }).click()
  await expectToast(page, 'IP address attached', 'fixed')
  await expect(row(page, 'fixed')).toContainText('192.0.2.60')

  // detach the address again
  await openRowAction(page, 'fixed', 'Detach')
  await page
    .getByRole('dialog', { name: 'Detach IP address' })
    .getByRole('button', { name: 'Detach' })
    .click()
  await expectToast(page, 'IP address detached', 'fixed')
  await expect(detail.getByText('No IP addresses are attached.')).toBeVisible()
  await detail.getByRole('button', { name: 'Close' }).last().click()
  await expect(page).toHaveURL(base)
  await expect(row(page, 'backup')).toContainText('ipv6-pool')

  // a plain delete is refused while a pool is attached: the API's words
  await openRowAction(page, 'backup', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete internet gateway' })
    .getByRole('button', { name: 'Delete' })
    .click()
  const refused = errorToast(page, 'Could not delete internet gateway')
  await expect(refused).toContainText(
    'Ip pools referencing this gateway exist. To perform a cascading delete set the cascade option',
  )
  await refused.getByRole('button', { name: 'Dismiss' }).click()

  // deleting it with its attachments goes through; its pools and addresses are not asked for again
  const asksForBackup = watchAsksAfterDelete(
    page,
    '/v1/internet-gateways/backup',
    /\/internet-gateways\/backup\b|[?&]gateway=backup\b/,
  )
  await openRowAction(page, 'backup', 'Delete with attachments')
  const confirm = page.getByRole('dialog', { name: 'Delete internet gateway' })
  await expect(confirm).toContainText('every route of this VPC that targets it')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Internet gateway deleted', 'backup')
  await expect(row(page, 'backup')).toHaveCount(0)
  expect(asksForBackup()).toEqual([])
  noErrors()
})

test('detaching a pool that routed instances draw from shows the API refusal', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await openGateways(page)
  await row(page, 'default').getByRole('link', { name: 'default' }).click()
  const detail = page.getByRole('dialog', { name: 'default' })
  const pools = detail.getByRole('table', { name: 'IP pools' })
  await pools.getByRole('button', { name: 'Row actions' }).click()
  await menuItem(page, 'Detach').click()
  await page
    .getByRole('dialog', { name: 'Detach IP pool' })
    .getByRole('button', { name: 'Detach' })
    .click()
  await expect(errorToast(page, 'Could not detach IP pool')).toContainText(
    'VPC routes dependent on this IP pool. To perform a cascading delete set the cascade option',
  )
  // the pool stays
  await expect(pools.getByRole('row')).toHaveCount(2)
  noErrors()
})

test('a hostile gateway description shows as text in the list and on its page', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  const hostile = `<img src=x onerror="window.__pwned=1"> <script>window.__pwned=1</script> 🦀 ${'x'.repeat(600)}`
  await openGateways(page)
  await page.getByRole('link', { name: 'New internet gateway' }).click()
  const form = page.getByRole('dialog', { name: 'Create internet gateway' })
  await form.getByRole('textbox', { name: /^Name/ }).fill('odd')
  await form.getByRole('textbox', { name: 'Description' }).fill(hostile)
  await form.getByRole('button', { name: 'Create internet gateway' }).click()
  await expectToast(page, 'Internet gateway created')
  await expect(page.getByRole('dialog', { name: 'odd' })).toContainText(
    '<script>window.__pwned=1</script>',
  )
  await page
    .getByRole('dialog', { name: 'odd' })
    .getByRole('button', { name: 'Close' })
    .last()
    .click()
  await expect(row(page, 'odd')).toContainText('<img src=x onerror="window.__pwned=1">')
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  noErrors()
})
