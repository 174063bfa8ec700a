import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expectToast, sideModal, watchPageErrors } from './helpers'
import { expect, test } from './test'

// a full page load starts the mock's worker first: slow on a busy machine, yet well
// inside the test's minute, so a stuck page fails here and says where
const LOADED = { timeout: 30_000 }
const systemNav = (page: Page) => page.getByRole('navigation', { name: 'System' })
const log = (page: Page) => page.getByRole('table', { name: 'Audit log' })

test('a write shows in the audit log; filter, view an entry, export', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects-new')
  // a refused write (the project exists): it is audited with the API's message
  const form = sideModal(page)
  await form.getByRole('textbox', { name: /^Name/ }).fill('web-prod')
  await form.getByRole('button', { name: 'Create project' }).click()
  await expect(form.getByText('Project name already exists')).toBeVisible(LOADED)
  await form.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('button', { name: 'Discard changes' }).click()
  await page.getByRole('link', { name: 'System', exact: true }).click()
  await systemNav(page).getByRole('link', { name: 'Audit Log' }).click()
  await expect(page).toHaveURL('/system/audit-log')
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible()
  // newest first: the refused project create is the first row
  const first = log(page).getByRole('row').nth(1)
  await expect(first).toContainText('project_create')
  await expect(first).toContainText('error 400')
  await expect(first).toContainText('already exists: project "web-prod"')
  await first.getByRole('button', { name: 'Row actions' }).click()
  await page.getByRole('menuitem', { name: 'View entry' }).click()
  const entry = page.getByRole('dialog', { name: 'Audit log entry' })
  await expect(entry).toContainText('/v1/projects')
  await expect(entry).toContainText('session_cookie')
  await expect(entry).toContainText('127.0.0.1')
  await entry.getByRole('button', { name: 'Close' }).click()

  // the person who made the call, by name
  await expect(first).toContainText('Alice Adams')

  // filters: actor, operation and result, each in the URL, over every page of the range
  await page.getByRole('combobox', { name: 'Time range' }).selectOption('7d')
  await expect(page).toHaveURL(/range=7d/)
  const rows = log(page).getByRole('row')
  const actor = page.getByRole('searchbox', { name: 'Filter by actor' })
  await actor.fill('nobody by that name')
  await expect(page).toHaveURL(/q=nobody/)
  await expect(page.getByRole('status').filter({ hasText: 'No rows match' })).toBeVisible()
  await actor.fill('alice')
  await expect(page).toHaveURL(/q=alice/)
  await expect(rows.nth(1)).toContainText('Alice Adams')
  await page.getByRole('searchbox', { name: 'Filter by operation' }).fill('project_create')
  await page.getByRole('combobox', { name: 'Result' }).selectOption('error')
  await expect(page).toHaveURL(/q2=project_create/)
  await expect(page).toHaveURL(/state=error/)
  await expect(page.getByRole('status').filter({ hasText: /rows? match/ })).toBeVisible()
  await expect(rows.nth(1)).toContainText('project_create')
  // the first row is the header
  for (const text of (await rows.allInnerTexts()).slice(1)) {
    expect(text).toContain('Alice Adams')
    expect(text).toContain('project_create')
    expect(text).toContain('error')
  }

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export JSON Lines' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^audit-log-.*\.jsonl$/)
  const lines = (await readFile(await file.path(), 'utf8')).trimEnd().split('\n')
  expect(lines.length).toBe((await rows.count()) - 1)
  const parsed = lines.map((l) => JSON.parse(l))
  expect(
    parsed.every((e) => e.operation_id === 'project_create' && e.result.kind === 'error'),
  ).toBe(true)
  await expectToast(page, 'Audit log exported')
  noErrors()
})

test('a custom range in the person time zone, checked before it is asked for', async ({ page }) => {
  await page.goto('/system/audit-log?range=custom&start=2020-01-01T00:00&end=2020-01-02T00:00')
  await expect(page.getByText('No entries')).toBeVisible(LOADED)
  await page.getByLabel('End').fill('2019-12-31T00:00')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('The end time must be after the start time')).toBeVisible()
  await page.getByLabel('End').fill('')
  await page.getByRole('button', { name: 'Apply' }).click()
  // no end: up to now, a week of entries and more
  await expect(log(page).getByRole('row').nth(1)).toBeVisible()
  await expect(page).not.toHaveURL(/end=/)
})

test('fleet viewers read the audit log; others are refused', async ({ page }) => {
  await page.goto('/system/audit-log?mock-user=hank')
  await expect(log(page).getByRole('row').nth(1)).toBeVisible(LOADED)
  await page.goto('/system/audit-log?mock-user=carol')
  await expect(page.getByText('you need the fleet viewer role')).toBeVisible(LOADED)
})
