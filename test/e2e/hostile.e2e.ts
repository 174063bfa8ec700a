import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expectToast, openRowAction, row, sideModal, watchPageErrors } from './helpers'
import { expect, test } from './test'

// Markup, a script, a right-to-left override, emoji and a very long run without spaces:
// all of it must show as typed, as text, and never run or stretch the page.
const HOSTILE = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '\u202Egnp.exe',
  '🦀🔥',
  'x'.repeat(900),
].join(' ')

async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
  await expect(page.locator('main script')).toHaveCount(0)
  // nothing pushes the page wider than the 1280 px window
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

test('hostile descriptions render as text in lists, pages and forms, without breaking the layout', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects')
  await page.getByRole('link', { name: 'New Project' }).first().click()
  const form = sideModal(page)
  await form.getByRole('textbox', { name: 'Name' }).fill('hostile')
  await form.getByRole('textbox', { name: 'Description' }).fill(HOSTILE)
  await form.getByRole('button', { name: 'Create project' }).click()
  await expectToast(page, 'Project created')
  await expect(page).toHaveURL('/projects/hostile/instances')
  await expectInert(page)

  // the projects list shows the description as typed
  await page.getByRole('link', { name: 'Projects' }).first().click()
  await expect(row(page, 'hostile')).toContainText('<img src=x onerror="window.__pwned=1">')
  await expect(row(page, 'hostile')).toContainText('<script>window.__pwned=1</script>')
  await expect(row(page, 'hostile')).toContainText('🦀🔥')
  await expectInert(page)

  // the edit form gives it back unchanged
  await openRowAction(page, 'hostile', 'Edit')
  await expect(sideModal(page).getByRole('textbox', { name: 'Description' })).toHaveValue(HOSTILE)
  await expectInert(page)
  await page.keyboard.press('Escape')

  // a VPC in it: list and page header
  await page.goto('/projects/web-prod/vpcs-new')
  const vpcForm = sideModal(page)
  await vpcForm.getByRole('textbox', { name: /^Name/ }).fill('hostile-net')
  await vpcForm.getByRole('textbox', { name: 'Description' }).fill(HOSTILE)
  await vpcForm.getByRole('textbox', { name: /^DNS name/ }).fill('hostile-net')
  await vpcForm.getByRole('button', { name: 'Create VPC' }).click()
  await expectToast(page, 'VPC created')
  await expectInert(page)
  await page.getByRole('link', { name: 'VPCs' }).first().click()
  await expect(row(page, 'hostile-net')).toContainText('🦀🔥')
  await expectInert(page)
  await row(page, 'hostile-net').getByRole('link', { name: 'hostile-net' }).click()
  await expect(page.getByRole('heading', { name: 'hostile-net' })).toBeVisible()
  await expectInert(page)
  noErrors()
})

test('a hostile filter renders as text, survives the URL and a reload, and the list still works', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  const filter = `${HOSTILE.slice(0, 200)} &sort=id_ascending#top %00`
  await page.goto('/projects/web-prod/instances')
  await expect(row(page, 'web-1')).toBeVisible()
  const box = page.getByRole('searchbox', { name: 'Filter by name' })
  await box.fill(filter)
  await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText('No rows match')
  await expect(page.getByText('No instances match the filter.')).toBeVisible()
  await expectInert(page)
  // the text went into one URL param, whole: no sort or fragment smuggled in
  const url = new URL(page.url())
  expect(url.searchParams.get('q')).toBe(filter)
  expect(url.searchParams.get('sort')).toBeNull()
  expect(url.hash).toBe('')

  await page.reload()
  await expect(box).toHaveValue(filter)
  await expectInert(page)

  // clearing it gives the list back
  await box.fill('')
  await expect(row(page, 'web-1')).toBeVisible()
  await expect(page).not.toHaveURL(/q=/)
  noErrors()
})

test('hostile descriptions of external subnets and subnet pools render as text', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/external-subnets-new')
  const form = sideModal(page)
  await form.getByRole('textbox', { name: /^Name/ }).fill('hostile-block')
  await form.getByRole('textbox', { name: 'Description' }).fill(HOSTILE)
  await form.getByRole('button', { name: 'Create external subnet' }).click()
  await expectToast(page, 'External subnet created')
  await expect(row(page, 'hostile-block')).toContainText('<script>window.__pwned=1</script>')
  await expectInert(page)
  await openRowAction(page, 'hostile-block', 'Edit')
  await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue(HOSTILE)
  await page.keyboard.press('Escape')

  await page.goto('/system/networking/subnet-pools-new')
  await form.getByRole('textbox', { name: /^Name/ }).fill('hostile-pool')
  await form.getByRole('textbox', { name: 'Description' }).fill(HOSTILE)
  await form.getByRole('button', { name: 'Create subnet pool' }).click()
  await expectToast(page, 'Subnet pool created')
  await expect(page.getByRole('heading', { name: 'hostile-pool' })).toBeVisible()
  await expect(page.locator('dl.properties')).toContainText('<img src=x onerror=')
  await expectInert(page)
  await page.getByRole('link', { name: 'Subnet Pools' }).first().click()
  await expect(row(page, 'hostile-pool')).toContainText('🦀🔥')
  await expectInert(page)
  noErrors()
})

test('a hostile webhook receiver description and endpoint render as text', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/alerts/receivers-new')
  const form = sideModal(page)
  await form.getByRole('textbox', { name: /^Name/ }).fill('hostile-hook')
  await form.getByRole('textbox', { name: 'Description' }).fill(HOSTILE)
  const endpoint = 'https://hooks.example.com/<script>window.__pwned=1</script>'
  await form.getByRole('textbox', { name: /^Endpoint/ }).fill(endpoint)
  await form.getByRole('button', { name: 'Create webhook receiver' }).click()
  await expectToast(page, 'Webhook receiver created')
  await expect(page.getByRole('heading', { name: 'hostile-hook' })).toBeVisible()
  await expect(page.locator('dl.properties')).toContainText('<img src=x onerror=')
  await expect(page.locator('dl.properties')).toContainText(endpoint)
  await expectInert(page)
  await page.getByRole('link', { name: 'Receivers' }).first().click()
  await expect(row(page, 'hostile-hook')).toContainText('🦀🔥')
  await expectInert(page)
  noErrors()
})

test('hostile support bundle comments and certificate descriptions render as text', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/support-bundles-new')
  const form = sideModal(page)
  await form.getByRole('textbox', { name: /^Reason/ }).fill(HOSTILE)
  await form.getByRole('button', { name: 'Create support bundle' }).click()
  await expectToast(page, 'Support bundle requested')
  await expect(page.getByRole('definition').filter({ hasText: '🦀🔥' })).toBeVisible()
  await expectInert(page)
  await page.getByRole('navigation').getByRole('link', { name: 'Support Bundles' }).first().click()
  const bundleRow = page.getByRole('row').filter({ hasText: '<script>window.__pwned=1</script>' })
  await expect(bundleRow).toContainText('<img src=x onerror="window.__pwned=1">')
  await expectInert(page)

  await page.goto('/certificates-new')
  const certForm = sideModal(page)
  const pem = (file: string) => readFileSync(`test/fixtures/certs/${file}`, 'utf8')
  await certForm.getByRole('textbox', { name: /^Name/ }).fill('hostile-cert')
  await certForm.getByRole('textbox', { name: 'Description' }).fill(HOSTILE)
  await certForm.getByRole('textbox', { name: /^Certificate/ }).fill(pem('valid.crt'))
  await certForm.getByRole('textbox', { name: /^Private key/ }).fill(pem('valid.key'))
  await certForm.getByRole('button', { name: 'Add certificate' }).click()
  await expectToast(page, 'Certificate added')
  await expect(page.getByRole('definition').filter({ hasText: '🦀🔥' })).toBeVisible()
  await expectInert(page)
  await page.getByRole('navigation').getByRole('link', { name: 'Certificates' }).first().click()
  await expect(row(page, 'hostile-cert')).toContainText('<script>window.__pwned=1</script>')
  await expectInert(page)
  noErrors()
})

test('a hostile OxQL query and schema search render as text, in the URL and the API’s refusal', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  const query = `get ${HOSTILE}`
  await page.goto(`/system/metrics?query=${encodeURIComponent(query)}`)
  await expect(page.getByRole('textbox', { name: 'OxQL query' })).toHaveValue(query)
  await expect(page.getByRole('alert')).toContainText('Query parsing failed')
  await page.getByRole('searchbox', { name: 'Search timeseries' }).fill(HOSTILE)
  await expect(page.getByText(/^No timeseries match/)).toBeVisible()
  await page.getByText('Query sent').click()
  await expectInert(page)
  noErrors()
})
