import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { row, watchPageErrors } from './helpers'
import { expect, test } from './test'

const LOADED = { timeout: 30_000 }

// a browser zone that is not UTC, so the two choices differ
test.use({ timezoneId: 'America/New_York' })

/** Picks "Local time" or "UTC" in the user menu. */
async function showTimesIn(page: Page, choice: 'Local time' | 'UTC') {
  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitemradio', { name: choice, exact: true }).click()
  await expect(page.getByRole('menu')).toBeHidden()
}

test('times follow the user menu’s choice of UTC everywhere, and keep it', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  // a list: web-1-boot was created 2025-02-02T12:00Z
  await page.goto('/projects/web-prod/disks')
  const created = row(page, 'web-1-boot').locator('time')
  await expect(created).toHaveText('Feb 2, 2025, 07:00 EST', LOADED)
  await expect(created).toHaveAttribute('datetime', '2025-02-02T12:00:00.000Z')
  await showTimesIn(page, 'UTC')
  await expect(created).toHaveText('Feb 2, 2025, 12:00 UTC')

  // a detail page: web-1 was created 2025-02-11T01:15Z
  await page.goto('/projects/web-prod/instances/web-1')
  const instanceCreated = page.getByRole('definition').locator('time')
  await expect(instanceCreated).toHaveText('Feb 11, 2025, 01:15 UTC', LOADED)
  await showTimesIn(page, 'Local time')
  await expect(instanceCreated).toHaveText('Feb 10, 2025, 20:15 EST')
  await showTimesIn(page, 'UTC')

  // a chart: its window and every point's time (the axis is drawn in the same zone)
  await page
    .getByRole('navigation', { name: 'Instance' })
    .getByRole('link', { name: 'Metrics' })
    .click()
  const toolbar = page.locator('.chart-toolbar')
  await expect(toolbar).toContainText(/From \w{3} \d+, \d{4}, \d\d:\d\d UTC to .* UTC/, LOADED)
  const points = page.getByRole('table', { name: 'CPU utilization, Last 24 hours' })
  await expect(points.locator('time').first()).toHaveText(/ UTC$/)
  await showTimesIn(page, 'Local time')
  await expect(toolbar).toContainText(/From .* E[SD]T to .* E[SD]T/)
  await expect(points.locator('time').first()).toHaveText(/ E[SD]T$/)
  await showTimesIn(page, 'UTC')

  // the audit log: its entries, and a custom range typed in the chosen zone
  await page.goto('/system/audit-log?range=custom&start=2026-01-01T05:00Z')
  const start = page.getByLabel('Start')
  await expect(start).toHaveValue('2026-01-01T05:00', LOADED)
  await expect(page.getByText('Times in UTC')).toBeVisible()
  const firstTime = page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1)
  await expect(firstTime.locator('time')).toHaveText(/ UTC$/)
  await showTimesIn(page, 'Local time')
  await expect(start).toHaveValue('2026-01-01T00:00')
  await expect(page.getByText('Times in America/New_York')).toBeVisible()
  await expect(firstTime.locator('time')).toHaveText(/ E[SD]T$/)
  // a time typed here is New York's: 09:00 EST is 14:00 UTC
  await start.fill('2026-01-02T09:00')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/start=2026-01-02T14%3A00Z/)
  await showTimesIn(page, 'UTC')
  await expect(start).toHaveValue('2026-01-02T14:00')

  // the choice is kept in this browser
  await page.goto('/projects/web-prod/disks')
  await page.reload()
  await expect(created).toHaveText('Feb 2, 2025, 12:00 UTC', LOADED)
  await page.getByRole('button', { name: 'User menu' }).click()
  await expect(page.getByRole('menuitemradio', { name: 'UTC', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  await page.keyboard.press('Escape')
  noErrors()
})

test('a relative time shows the absolute time, in the chosen zone, on keyboard focus', async ({
  page,
}) => {
  // projects do not poll: a busy list's refetch could redraw the time under the focus
  await page.goto('/projects')
  const updated = page.getByText('Updated just now')
  await expect(updated).toBeVisible(LOADED)
  await showTimesIn(page, 'UTC')
  // from Refresh, one step back is the list's "Updated …"
  await page.getByRole('button', { name: 'Refresh' }).focus()
  await page.keyboard.press('Shift+Tab')
  await expect(page.getByText(/^Updated /)).toBeFocused()
  await expect(page.getByRole('tooltip')).toHaveText(/^Read \w{3} \d+, \d{4}, \d\d:\d\d UTC$/)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('tooltip')).toBeHidden()

  // an instance's state says how long it has held; focus says since when
  await page.goto('/projects/web-prod/instances')
  const since = row(page, 'web-1').locator('time', { hasText: /^\d+ days?$/ })
  await expect(since).toBeVisible(LOADED)
  await since.focus()
  await expect(page.getByRole('tooltip')).toHaveText('Since Feb 11, 2025, 01:15 UTC')
  await expectNoAxeViolations(page, { where: 'instances, a relative time focused' })
})
