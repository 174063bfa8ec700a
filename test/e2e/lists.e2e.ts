import type { Page } from '@playwright/test'
import { row, watchPageErrors } from './helpers'
import { expect, test } from './test'

/**
 * Lists as a person works with them: sort, rows per page, filter by name and
 * state, a big list read in the background, the live status, and an
 * instance's external IP copied from its row.
 */

/** Projects made through the API from the page (a reload would reset the in-page mock). */
async function makeProjects(page: Page, count: number) {
  await page.evaluate(async (count) => {
    const n = (i: number) => String(i).padStart(4, '0')
    for (let i = 0; i < count; i += 100) {
      const batch: Promise<unknown>[] = []
      for (let j = i; j < Math.min(count, i + 100); j++) {
        batch.push(
          fetch('/v1/projects', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ name: `proj-${n(j)}`, description: '' }),
          }).then((r) => {
            if (!r.ok) throw new Error(`project ${j}: ${r.status}`)
          }),
        )
      }
      await Promise.all(batch)
    }
  }, count)
}

const projectNames = (page: Page) =>
  page.getByRole('table', { name: 'Projects' }).locator('tbody tr td:first-child').allTextContents()

test('sort by name descending, from the column header; the order survives a reload', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects')
  await expect(row(page, 'web-prod')).toBeVisible()
  const names = await projectNames(page)
  expect(names.length).toBeGreaterThan(1)
  const header = page.getByRole('columnheader', { name: /Name/ })
  await expect(header).toHaveAttribute('aria-sort', 'ascending')

  // keyboard: focus the header's button and press Enter
  await header.getByRole('button').focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/sort=name_descending/)
  await expect(header).toHaveAttribute('aria-sort', 'descending')
  await expect.poll(() => projectNames(page)).toEqual([...names].reverse())
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name_descending')

  await page.reload()
  await expect.poll(() => projectNames(page)).toEqual([...names].reverse())

  // and back, from the Sort by control
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Name, A to Z')
  await expect.poll(() => projectNames(page)).toEqual(names)
  await expect(page).not.toHaveURL(/sort=/)
  noErrors()
})

test('rows per page: 25 a page, Next keeps it and the sort', async ({ page }) => {
  await page.goto('/projects')
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
  await makeProjects(page, 60)
  await page.getByRole('button', { name: 'Refresh' }).click()
  const pages = page.getByRole('navigation', { name: 'Projects pages' })
  await expect(pages).toContainText('Rows 1–50')

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Name, Z to A')
  await pages.getByRole('combobox', { name: 'Rows per page' }).selectOption('25')
  await expect(page).toHaveURL(/limit=25/)
  await expect(pages).toContainText('Rows 1–25')
  await expect(page.getByRole('table', { name: 'Projects' }).locator('tbody tr')).toHaveCount(25)
  const firstPage = await projectNames(page)
  await pages.getByRole('button', { name: 'Next' }).click()
  await expect(pages).toContainText('Rows 26–50')
  await expect(page).toHaveURL(/limit=25/)
  await expect(page).toHaveURL(/sort=name_descending/)
  // still descending: the second page goes on below the first one's last name
  await expect.poll(async () => (await projectNames(page))[0] < firstPage[24]).toBe(true)
  expect(await projectNames(page)).toHaveLength(25)
  await pages.getByRole('button', { name: 'Previous' }).click()
  await expect(pages).toContainText('Rows 1–25')
})

test('filter instances by name and by state; a reload keeps the filter, clearing shows all', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/instances')
  const table = page.getByRole('table', { name: 'Instances' })
  await expect(row(page, 'web-1')).toBeVisible()
  const all = await table.locator('tbody tr').count()

  await page.getByRole('searchbox', { name: 'Filter by name' }).fill('WEB')
  await expect(page.getByRole('status').filter({ hasText: 'rows match' })).toHaveText(
    '2 rows match',
  )
  await expect(table.locator('tbody tr')).toHaveCount(2)
  await expect(page).toHaveURL(/q=WEB/)

  await page.getByRole('combobox', { name: 'State' }).selectOption('failed')
  await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText('No rows match')
  await page.getByRole('searchbox', { name: 'Filter by name' }).fill('')
  await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText('2 rows match')
  await expect(row(page, 'legacy-app')).toBeVisible()
  await expect(row(page, 'reporting')).toBeVisible()

  await page.reload()
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('failed')
  await expect(table.locator('tbody tr')).toHaveCount(2)

  await page.getByRole('combobox', { name: 'State' }).selectOption('All states')
  await expect(table.locator('tbody tr')).toHaveCount(all)
  await expect(page).not.toHaveURL(/state=/)
  noErrors()
})

test('a big list reads its pages in the background, saying how far it has got, then filters', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  // a slow network, so the reading shows (a reload would reset the in-page mock)
  await page.goto('/projects?mock-latency=500')
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
  await makeProjects(page, 1200)
  await page.getByRole('searchbox', { name: 'Filter by name' }).fill('proj-11')
  const progress = page.getByRole('progressbar', { name: 'Reading Projects' })
  await expect(progress).toBeVisible()
  await expect(page.getByText(/^Read 1,000 of about 2,000$/)).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText('100 rows match')
  await expect(progress).toHaveCount(0)
  await expect(row(page, 'proj-1100')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Projects pages' })).toContainText('Rows 1–50')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(row(page, 'proj-1199')).toBeVisible()
  noErrors()
})

test('the live status says when the list was read, and Refresh reads it again', async ({
  page,
}) => {
  // projects do not poll: the status ages
  await page.goto('/projects')
  await expect(page.getByText('Updated just now')).toBeVisible()
  await expect(page.getByText(/^Updated \d+ s ago$/)).toBeVisible({ timeout: 30_000 })
  const reads = page.waitForRequest((r) => r.url().includes('/v1/projects?'))
  await page.getByRole('button', { name: 'Refresh' }).click()
  await reads
  await expect(page.getByText('Updated just now')).toBeVisible()
})

test("an instance's row says its state and how long it has held it", async ({ page }) => {
  await page.goto('/projects/web-prod/instances')
  const web1 = row(page, 'web-1')
  await expect(web1.getByRole('cell').filter({ hasText: /^running/ })).toContainText(
    /running\s*\d+ (s|min|h|days?)/i,
  )
  // external IPs are on the instance's page, not in the list: the list call does not carry them
  await expect(page.getByRole('columnheader', { name: 'External IPs' })).toHaveCount(0)
})

test('on a slow network a list page draws at once, says it is loading, then shows its rows', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  // every call takes 8 s: a page that waited for its rows would draw nothing for 8 s. The
  // URL's search (the knob) goes away with the click, so React Router runs the layouts'
  // loaders again: they must not hold the page to ask again for the user (CI caught that,
  // the user's call coming back just after the rows')
  await page.goto('/projects/web-prod/instances?mock-latency=8000')
  await expect(page.getByRole('table', { name: 'Instances' })).toBeVisible({ timeout: 45_000 })
  await page.getByRole('navigation').getByRole('link', { name: 'Disks' }).click()
  // the page, its heading and the list's loading state (no table yet), while the rows' 8 s
  // call is out: a page that waited for its rows would show them with its heading, and
  // never this state
  await expect(page.getByRole('heading', { level: 1, name: 'Disks' })).toBeVisible()
  await expect(page.locator('.table-loading')).toContainText('Loading')
  await expect(page.getByRole('table', { name: 'Disks' })).toBeVisible({ timeout: 30_000 })
  // the names of the instances they are attached to came with the rows, not ids after them
  await expect(
    page.getByRole('table', { name: 'Disks' }).getByRole('link', { name: 'web-1' }).first(),
  ).toBeVisible()
  await expect(page.getByText('Loading', { exact: true })).toHaveCount(0)
  noErrors()
})

test('a filter cleared just before a new sort stays cleared', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/instances')
  const box = page.getByRole('searchbox', { name: 'Filter by name' })
  await box.fill('web')
  await expect(page).toHaveURL(/q=web/)
  // cleared, and the sort changed at once: before the pause that writes the filter
  await box.fill('')
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Name, Z to A')
  await expect(page).toHaveURL(/sort=name_descending/)
  await page.waitForTimeout(500)
  await expect(page).not.toHaveURL(/q=/)
  await expect(box).toHaveValue('')
  await expect(row(page, 'legacy-app')).toBeVisible()
  noErrors()
})

/** A rule added to VPC `default` of `web-prod` through the API, as another operator would. */
const addFirewallRule = (page: Page, name: string) =>
  page.evaluate(async (name) => {
    const url = '/v1/vpc-firewall-rules?project=web-prod&vpc=default'
    const { rules } = await (await fetch(url)).json()
    const keep = (r: Record<string, unknown>) => {
      const { name, description, action, direction, priority, status, targets, filters } = r
      return { name, description, action, direction, priority, status, targets, filters }
    }
    const added = { ...keep(rules[0]), name, description: '', priority: 400 }
    const r = await fetch(url, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: [...rules.map(keep), added] }),
    })
    if (!r.ok) throw new Error(`rules: ${r.status} ${await r.text()}`)
  }, name)

test('a table of rows in hand has Refresh too: an instance’s firewall rules, a VPC’s rules', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/instances/web-1/networking')
  const rules = page.getByRole('table', { name: 'Firewall rules' })
  await expect(rules.getByRole('link', { name: 'allow-ssh' })).toBeVisible()
  await expect(page.getByText('Updated just now').first()).toBeVisible()
  // rules of VPC default apply to web-1, whose interface is in it
  await addFirewallRule(page, 'made-meanwhile')
  await page.getByRole('button', { name: 'Refresh Firewall rules' }).click()
  await expect(rules.getByRole('link', { name: 'made-meanwhile' })).toBeVisible()

  // by clicking: a reload would reset the in-page mock
  await rules.getByRole('link', { name: 'made-meanwhile' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/firewall-rules')
  const vpcRules = page.getByRole('table', { name: 'Firewall rules' })
  await expect(row(page, 'made-meanwhile')).toBeVisible()
  await addFirewallRule(page, 'made-later')
  await page.getByRole('button', { name: 'Refresh Firewall rules' }).click()
  await expect(vpcRules.getByRole('row').filter({ hasText: 'made-later' })).toBeVisible()
  noErrors()
})
