import type { Page } from '@playwright/test'
import { row, watchPageErrors } from './helpers'
import { expect, test } from './test'

const chart = (page: Page, name: RegExp) => page.getByRole('img', { name })

/** Resolves when the page asks for a timeseries whose OxQL includes `text`. */
const timeseriesRequest = (page: Page, text: string) =>
  page.waitForRequest(
    (r) => r.url().includes('/v1/timeseries/query') && (r.postData() ?? '').includes(text),
  )

test('instance metrics: CPU first, then disk and network, over a chosen range', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/instances/web-1')
  const tabs = page.getByRole('navigation', { name: 'Instance' })
  await expect(tabs.getByRole('link', { name: 'Connect' })).toBeVisible()
  // the tab order: metrics comes right before connect
  const names = await tabs.getByRole('link').allTextContents()
  expect(names.indexOf('Metrics')).toBe(names.indexOf('Connect') - 1)
  await tabs.getByRole('link', { name: 'Metrics' }).click()
  await expect(page).toHaveURL('/projects/web-prod/instances/web-1/metrics/cpu')
  await expect(chart(page, /^CPU utilization, Last 24 hours: latest \d+(\.\d)?%/)).toBeVisible()
  // every point is also in a table for screen readers
  await expect(page.getByRole('table', { name: 'CPU utilization, Last 24 hours' })).toBeAttached()

  // a shorter range asks again, with minute-long intervals
  const hourly = timeseriesRequest(page, 'mean_within(60s)')
  await page.getByRole('combobox', { name: 'Time range' }).selectOption({ label: 'Last hour' })
  await hourly
  await expect(page).toHaveURL('/projects/web-prod/instances/web-1/metrics/cpu?range=1h')
  await expect(chart(page, /^CPU utilization, Last hour: latest/)).toBeVisible()

  // the sub-tabs keep the range
  const metrics = page.getByRole('navigation', { name: 'Metrics' })
  const disk = timeseriesRequest(page, 'get virtual_disk:reads')
  await metrics.getByRole('link', { name: 'Disk' }).click()
  await disk
  await expect(page).toHaveURL('/projects/web-prod/instances/web-1/metrics/disk?range=1h')
  for (const name of ['Disk reads', 'Disk writes', 'Bytes read', 'Bytes written']) {
    await expect(chart(page, new RegExp(`^${name}, Last hour: latest`))).toBeVisible()
  }
  // one disk of web-1's two: its own, smaller series
  const reads = chart(page, /^Disk reads, Last hour: latest/)
  const bothDisks = await reads.getAttribute('aria-label')
  const oneDisk = timeseriesRequest(page, 'disk_id == ')
  await page.getByRole('combobox', { name: 'Disk' }).selectOption('web-data')
  await oneDisk
  await expect(page).toHaveURL(
    '/projects/web-prod/instances/web-1/metrics/disk?range=1h&disk=web-data',
  )
  await expect(reads).not.toHaveAttribute('aria-label', bothDisks ?? '')
  await metrics.getByRole('link', { name: 'Network' }).click()
  await expect(page).toHaveURL('/projects/web-prod/instances/web-1/metrics/network?range=1h')
  await expect(chart(page, /^Bytes received, Last hour: latest .*\/s/)).toBeVisible()
  await expect(chart(page, /^Packets sent, Last hour: latest/)).toBeVisible()

  // a week: ten-minute-and-more intervals
  const weekly = timeseriesRequest(page, 'mean_within(10080s)')
  await page.getByRole('combobox', { name: 'Time range' }).selectOption({ label: 'Last week' })
  await weekly
  await expect(chart(page, /^Packets sent, Last week: latest/)).toBeVisible()
  noErrors()
})

test('a stopped instance records no metrics, and says so', async ({ page }) => {
  await page.goto('/projects/web-prod/instances/db-primary/metrics')
  await expect(page).toHaveURL('/projects/web-prod/instances/db-primary/metrics/cpu')
  await expect(page.getByText('This instance is stopped')).toBeVisible()
  await expect(page.getByText('No data for this time range')).toBeVisible()
})

test('bad addresses: an unknown range falls back, an unknown instance is not found', async ({
  page,
}) => {
  await page.goto('/utilization?range=forever')
  await expect(page.getByRole('combobox', { name: 'Time range' })).toHaveValue('24h')
  await expect(chart(page, /^CPUs provisioned, Last 24 hours: latest/)).toBeVisible()
  await page.goto('/projects/web-prod/instances/nope/metrics/cpu')
  await expect(page.getByText('Page not found')).toBeVisible()
})

test('silo utilization: provisioned against allocated, and over time', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects')
  await page
    .getByRole('navigation', { name: 'Silo' })
    .getByRole('link', { name: 'Utilization' })
    .click()
  await expect(page).toHaveURL('/utilization')
  await expect(page.getByRole('heading', { name: 'Utilization', level: 1 })).toBeVisible()
  // acme's running instances in web-prod, ml-training and staging: 73 of its 256 CPUs
  const figures = page.getByRole('table', { name: 'Silo utilization' })
  await expect(figures.getByRole('row', { name: /^CPUs/ })).toHaveText(/CPUs\s*73\s*256\s*29%/)
  await expect(figures.getByRole('row', { name: /^Memory/ })).toHaveText(
    /Memory\s*446 GiB\s*1 TiB\s*44%/,
  )
  await expect(figures.getByRole('row', { name: /^Storage/ })).toHaveText(
    /Storage\s*3.19 TiB\s*20 TiB\s*16%/,
  )
  // the charts end at the same figures
  await expect(chart(page, /^CPUs provisioned, Last 24 hours: latest 73,/)).toBeVisible()
  await expect(chart(page, /^Memory provisioned, Last 24 hours: latest 446 GiB,/)).toBeVisible()
  await page.getByRole('combobox', { name: 'Time range' }).selectOption({ label: 'Last 30 days' })
  await expect(page).toHaveURL('/utilization?range=30d')
  await expect(chart(page, /^Storage provisioned, Last 30 days: latest 3.19 TiB,/)).toBeVisible()
  noErrors()
})

test('system utilization: capacity from the sleds, each silo, and charts per silo', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/silos')
  await page
    .getByRole('navigation', { name: 'System' })
    .getByRole('link', { name: 'Utilization' })
    .click()
  await expect(page).toHaveURL('/system/utilization')
  // three sleds of 128 threads and ~1 TiB: 70% of 384 threads is 268 CPUs
  await expect(page.getByText('Estimated from 3 sleds')).toBeVisible()
  const capacity = page.getByRole('table', { name: 'Fleet capacity' })
  await expect(capacity.getByRole('row', { name: /^CPUs/ })).toContainText('268')
  await expect(capacity.getByRole('row', { name: /^Memory/ })).toContainText('2.08 TiB')
  await expect(capacity.getByRole('row', { name: /^Storage/ })).toContainText('87.26 TiB')

  await expect(row(page, 'acme')).toContainText('73 / 256 (29%)')
  await expect(row(page, 'acme')).toContainText('446 GiB / 1 TiB (44%)')
  await expect(row(page, 'initech')).toContainText('0 / 0 (—)')
  await expect(row(page, 'globex').getByRole('link', { name: 'globex' })).toHaveAttribute(
    'href',
    '/system/silos/globex',
  )

  await expect(chart(page, /^CPUs provisioned, Last 24 hours: latest \d+,/)).toBeVisible()
  await page.getByRole('combobox', { name: 'Silo' }).selectOption('acme')
  await expect(page).toHaveURL('/system/utilization?silo=acme')
  await expect(chart(page, /^CPUs provisioned, Last 24 hours: latest 73,/)).toBeVisible()
  await page.getByRole('combobox', { name: 'Silo' }).selectOption('initech')
  await expect(chart(page, /^CPUs provisioned, Last 24 hours: latest 0,/)).toBeVisible()
  noErrors()
})

test('a silo viewer who is no fleet viewer cannot reach system utilization', async ({ page }) => {
  await page.goto('/system/utilization?mock-user=carol')
  await expect(page.getByText('you need the fleet viewer role')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Utilization' })).toBeHidden()
  // the silo's own utilization is open to her
  await page.goto('/utilization')
  await expect(page.getByRole('heading', { name: 'Utilization', level: 1 })).toBeVisible()
})
