import type { Page } from '@playwright/test'
import { expectToast, menuItem, row, sideModal, watchPageErrors } from './helpers'
import { expect, test } from './test'

const systemNav = (page: Page) => page.getByRole('navigation', { name: 'System' })
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Alerts tabs' })
const deliveries = (page: Page) => page.getByRole('table', { name: 'Deliveries' })
const confirm = (page: Page, button: string) =>
  page.getByRole('dialog').getByRole('button', { name: button }).click()

test('alerts, alert classes and receivers are listed; an alert shows its payload', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/silos')
  await systemNav(page).getByRole('link', { name: 'Alerts' }).click()
  await expect(page).toHaveURL('/system/alerts/receivers')
  await expect(row(page, 'ops-pager')).toContainText('https://hooks.example.com/oxide/ops')
  await expect(row(page, 'ops-pager')).toContainText('test.foo.*, test.quux.bar')
  await expect(row(page, 'audit-sink')).toContainText('test.**')

  await tabs(page).getByRole('link', { name: 'Alert classes' }).click()
  await expect(page.getByRole('table', { name: 'Alert classes' }).getByRole('row')).toHaveCount(6)
  await expect(row(page, 'test.quux.bar.baz')).toBeVisible()

  await tabs(page).getByRole('link', { name: 'Alerts' }).click()
  await expect(page).toHaveURL('/system/alerts/events')
  const alerts = page.getByRole('table', { name: 'Alerts' })
  await expect(alerts.getByRole('row')).toHaveCount(5)
  // newest first
  await expect(alerts.getByRole('row').nth(1)).toContainText('test.quux.bar.baz')
  const filter = page.getByRole('textbox', { name: 'Alert class' })
  await filter.fill('test..quux')
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByText('Dot-separated parts of letters')).toBeVisible()
  await filter.fill('test.quux.**')
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL('/system/alerts/events?class=test.quux.**')
  await expect(alerts.getByRole('row')).toHaveCount(3)
  await filter.fill('nothing.*')
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByRole('heading', { name: 'No alerts' })).toBeVisible()
  await filter.fill('')
  await page.getByRole('button', { name: 'Filter' }).click()
  await alerts.getByRole('link', { name: 'test.foo.bar' }).click()
  await expect(page.getByRole('heading', { name: 'Alert test.foo.bar' })).toBeVisible()
  await expect(page.locator('pre')).toContainText('"hello_world": true')
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Alerts')
  noErrors()
})

test('create a webhook receiver, probe it, edit its endpoint, secrets and subscriptions, delete it', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/alerts/receivers')
  await page.getByRole('link', { name: 'New webhook receiver' }).click()
  await expect(page).toHaveURL('/system/alerts/receivers-new')
  const form = sideModal(page)
  const name = form.getByRole('textbox', { name: /^Name/ })
  const endpoint = form.getByRole('textbox', { name: /^Endpoint/ })
  const create = form.getByRole('button', { name: 'Create webhook receiver' })
  await create.click()
  await expect(form.getByText('Name is required', { exact: true })).toBeVisible()
  await expect(form.getByText('Endpoint is required')).toBeVisible()
  await name.fill('ops-pager')
  await endpoint.fill('hooks.example.com/new')
  await create.click()
  await expect(
    form.getByText('Must be a full URL, such as https://hooks.example.com/oxide'),
  ).toBeVisible()
  await endpoint.fill('https://hooks.example.com/new')
  // secrets and subscriptions
  await form.getByLabel('New secret').fill('first-key')
  await form.getByRole('button', { name: 'Add secret' }).click()
  await expect(form.getByRole('list', { name: 'Secrets' })).toContainText('(9 characters)')
  const glob = form.getByRole('textbox', { name: 'Alert class or glob' })
  await glob.fill('test..foo')
  await form.getByRole('button', { name: 'Add subscription' }).click()
  await expect(form.getByText('Dot-separated parts of letters')).toBeVisible()
  await glob.fill('test.quux.*')
  await expect(form.getByText('Matches test.quux.bar')).toBeVisible()
  await form.getByRole('button', { name: 'Add subscription' }).click()
  await create.click()
  await expect(form.getByText('Alert receiver name already exists')).toBeVisible()
  await name.fill('new-hook')
  await create.click()
  await expectToast(page, 'Webhook receiver created', 'new-hook')
  await expect(page).toHaveURL('/system/alerts/receivers/new-hook')
  const info = page.getByRole('definition')
  await expect(info.filter({ hasText: 'https://hooks.example.com/new' })).toBeVisible()
  await expect(info.filter({ hasText: 'test.quux.*' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No deliveries' })).toBeVisible()

  // a probe to a host that answers
  await page.getByRole('button', { name: 'Send probe' }).click()
  await confirm(page, 'Send probe')
  await expectToast(page, 'Probe delivered', 'new-hook')
  const result = page.getByRole('region', { name: 'Probe result' })
  await expect(result).toContainText('delivered')
  await expect(result).toContainText('succeeded (200, 41 ms)')
  await expect(deliveries(page).getByRole('row', { name: /probe/ })).toContainText('delivered')

  // edit: an endpoint that cannot be reached, a secret swapped, another subscription
  await page.getByRole('link', { name: 'Edit' }).click()
  await expect(page).toHaveURL('/system/alerts/receivers/new-hook/edit')
  await expect(endpoint).toHaveValue('https://hooks.example.com/new')
  await endpoint.fill('https://collector.example.invalid/alerts')
  await form.getByLabel('New secret').fill('second-key')
  await form.getByRole('button', { name: 'Add secret' }).click()
  await form.getByRole('button', { name: 'Remove saved secret 1' }).click()
  await form.getByRole('button', { name: 'Remove test.quux.*' }).click()
  await glob.fill('test.**')
  await form.getByRole('button', { name: 'Add subscription' }).click()
  await form.getByRole('button', { name: 'Update webhook receiver' }).click()
  await expectToast(page, 'Webhook receiver updated', 'new-hook')
  await expect(page).toHaveURL('/system/alerts/receivers/new-hook')
  await expect(info.filter({ hasText: 'collector.example.invalid' })).toBeVisible()
  await expect(info.filter({ hasText: /^test\.\*\*$/ })).toBeVisible()
  await expect(info.filter({ hasText: /^1$/ })).toBeVisible()

  // now the probe cannot connect
  await page.getByRole('button', { name: 'Send probe' }).click()
  await page.getByRole('checkbox', { name: 'Resend failed alerts' }).check()
  await confirm(page, 'Send probe')
  await expectToast(page, 'Probe failed', 'new-hook')
  await expect(result).toContainText('failed')
  await expect(result).toContainText('unreachable')

  await page.getByRole('button', { name: 'Delete' }).click()
  await confirm(page, 'Delete')
  await expectToast(page, 'Webhook receiver deleted', 'new-hook')
  await expect(page).toHaveURL('/system/alerts/receivers')
  await expect(row(page, 'new-hook')).toHaveCount(0)
  noErrors()
})

test('deliveries filter by state; resend an alert, and the refusal for a class no longer subscribed', async ({
  page,
}) => {
  await page.goto('/system/alerts/receivers')
  await row(page, 'audit-sink').getByRole('link', { name: 'audit-sink' }).click()
  await expect(deliveries(page).getByRole('row')).toHaveCount(5)
  await expect(deliveries(page)).toContainText('3, last unreachable')
  const state = page.getByRole('combobox', { name: 'State' })
  await state.selectOption('pending')
  await expect(page).toHaveURL('/system/alerts/receivers/audit-sink?state=pending')
  await expect(deliveries(page).getByRole('row')).toHaveCount(2)
  await expect(deliveries(page)).toContainText('test.quux.bar.baz')
  await state.selectOption('delivered')
  await expect(page.getByRole('heading', { name: 'No deliveries' })).toBeVisible()
  await state.selectOption('failed')
  await expect(deliveries(page).getByRole('row')).toHaveCount(4)
  await deliveries(page)
    .getByRole('row', { name: /^test\.foo failed/ })
    .getByRole('button', { name: 'Row actions' })
    .click()
  await menuItem(page, 'Resend').click()
  await expectToast(page, 'Alert resent', 'test.foo to audit-sink')
  // the endpoint is under .invalid: the resend failed too
  await expect(deliveries(page).getByRole('row')).toHaveCount(5)
  await expect(deliveries(page).getByRole('row', { name: /resend/ })).toContainText(
    '1, last unreachable',
  )

  // ops-pager stops subscribing to test.quux.bar: the API refuses to resend it
  await page.goto('/system/alerts/receivers/ops-pager/edit')
  const form = sideModal(page)
  await form.getByRole('button', { name: 'Remove test.quux.bar' }).click()
  await form.getByRole('button', { name: 'Update webhook receiver' }).click()
  await expectToast(page, 'Webhook receiver updated')
  await deliveries(page)
    .getByRole('row', { name: /^test\.quux\.bar delivered/ })
    .getByRole('button', { name: 'Row actions' })
    .click()
  await menuItem(page, 'Resend').click()
  await expectToast(
    page,
    'Could not resend alert',
    'Alert receiver "ops-pager" is not subscribed to alert class "test.quux.bar"',
  )
})

test('a fleet viewer who is not a fleet admin sees alerts and receivers but nothing to change', async ({
  page,
}) => {
  // hank administers globex, which maps its admins to fleet viewers
  await page.goto('/system/alerts/receivers?mock-user=hank')
  await expect(row(page, 'ops-pager')).toBeVisible()
  await expect(page.getByRole('link', { name: 'New webhook receiver' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Row actions' })).toHaveCount(0)
  await row(page, 'ops-pager').getByRole('link', { name: 'ops-pager' }).click()
  await expect(deliveries(page).getByRole('row')).toHaveCount(3)
  await expect(page.getByRole('button', { name: 'Send probe' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Row actions' })).toHaveCount(0)
})
