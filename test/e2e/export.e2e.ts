import { readFile } from 'node:fs/promises'
import { expectNoAxeViolations } from './axe'
import { setFaults } from './fault-kit'
import { watchPageErrors } from './helpers'
import { expect, test } from './test'

test('export web-prod as Terraform, a CLI script and a blueprint: copy and download each', async ({
  page,
  context,
}) => {
  const noErrors = watchPageErrors(page)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/projects/web-prod/instances')
  await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()

  // by keyboard: the button is reached and pressed, the panel opens with its first tab
  const open = page.getByRole('button', { name: 'Export project' })
  await open.focus()
  await page.keyboard.press('Enter')
  const panel = page.getByRole('dialog', { name: 'Export web-prod' })
  await expect(panel).toBeVisible()
  const tabs = panel.getByRole('tablist', { name: 'Export as' })
  await expect(tabs.getByRole('tab')).toHaveText(['Terraform', 'CLI script', 'Blueprint'])

  const terraform = panel.getByRole('tabpanel', { name: 'Terraform' })
  const tf = terraform.locator('pre')
  await expect(tf).toContainText('resource "oxide_project" "web_prod"')
  await expect(tf).toContainText('resource "oxide_instance" "web_1"')
  await expect(tf).toContainText('import {')
  await expect(tf).toContainText(/source\s*=\s*"oxidecomputer\/oxide"/)
  await expectNoAxeViolations(page, { where: 'export panel, Terraform' })

  // copy: the clipboard holds the text shown
  await terraform.getByRole('button', { name: 'Copy Terraform' }).click()
  await expect(terraform.getByRole('button', { name: 'Copied' })).toBeVisible()
  const shown = await tf.textContent()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown)

  // download: the file holds the text shown, under the project's name
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    terraform.getByRole('link', { name: 'Download web-prod.tf' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('web-prod.tf')
  expect(await readFile(await download.path(), 'utf8')).toBe(shown)

  // the next tab by the arrow keys
  await tabs.getByRole('tab', { name: 'Terraform' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(tabs.getByRole('tab', { name: 'CLI script' })).toBeFocused()
  await page.keyboard.press('Enter')
  const cli = panel.getByRole('tabpanel', { name: 'CLI script' })
  await expect(cli.locator('pre')).toContainText('oxide project create')
  await expect(cli.locator('pre')).toContainText('oxide instance create')
  await expect(terraform).toBeHidden()
  const [script] = await Promise.all([
    page.waitForEvent('download'),
    cli.getByRole('link', { name: 'Download web-prod.sh' }).click(),
  ])
  expect(await readFile(await script.path(), 'utf8')).toBe(await cli.locator('pre').textContent())

  await tabs.getByRole('tab', { name: 'Blueprint' }).click()
  const blueprint = panel.getByRole('tabpanel', { name: 'Blueprint' })
  await expect(blueprint.locator('pre')).toContainText('"schemaVersion": 1')
  await blueprint.getByRole('button', { name: 'Copy Blueprint' }).click()
  await expect(blueprint.getByRole('button', { name: 'Copied' })).toBeVisible()
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))
  expect(copied.project.name).toBe('web-prod')
  expect(copied.instances.map((i: { name: string }) => i.name)).toContain('web-1')
  // a blueprint holds no ids
  expect(JSON.stringify(copied)).not.toMatch(/"id":/)
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    blueprint.getByRole('link', { name: 'Download web-prod.blueprint.json' }).click(),
  ])
  expect(JSON.parse(await readFile(await file.path(), 'utf8'))).toEqual(copied)
  await expectNoAxeViolations(page, { where: 'export panel, Blueprint' })

  // Escape closes it, and focus goes back to the button
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(open).toBeFocused()
  noErrors()
})

test('a project that cannot be read says so, and reads again on request', async ({ page }) => {
  await page.goto('/projects/web-prod/disks')
  await expect(page.getByRole('heading', { name: 'Disks', level: 1 })).toBeVisible()
  await setFaults(page, '1:500')
  await page.getByRole('button', { name: 'Export project' }).click()
  const panel = page.getByRole('dialog', { name: 'Export web-prod' })
  await expect(panel.getByRole('alert')).toContainText('Could not read web-prod')
  await expect(panel.getByRole('tab')).toHaveCount(0)
  await expectNoAxeViolations(page, { where: 'export panel, error' })

  await setFaults(page, '0')
  await panel.getByRole('button', { name: 'Try again' }).click()
  await expect(panel.getByRole('tabpanel', { name: 'Terraform' }).locator('pre')).toContainText(
    'resource "oxide_project" "web_prod"',
  )
  await expect(panel.getByRole('alert')).toBeHidden()
})

test('the export code is not in the first load: it comes when the panel opens', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url())
  })
  await page.goto('/projects/web-prod/instances')
  await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()
  const before = scripts.length
  await page.getByRole('button', { name: 'Export project' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Export web-prod' }).getByRole('tab', { name: 'Terraform' }),
  ).toBeVisible()
  // the chunk names are hashes: what matters is that opening the panel fetched code
  expect(scripts.length).toBeGreaterThan(before)
})

test('copy as Terraform: an instance, a VPC and its firewall rules, each alone', async ({
  page,
  context,
}) => {
  const noErrors = watchPageErrors(page)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText())

  await page.goto('/projects/web-prod/instances/web-1')
  await expect(page.getByRole('heading', { name: 'web-1', level: 1 })).toBeVisible()
  const copy = page.getByRole('button', { name: 'Copy as Terraform' })
  await copy.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
  const instance = await clipboard()
  expect(instance).toContain('resource "oxide_instance" "web_1"')
  expect(instance).toMatch(/import \{\n\s+to = oxide_instance\.web_1\n/)
  // the instance alone: not the project, nor another instance
  expect(instance).not.toContain('resource "oxide_project"')
  expect(instance).not.toContain('resource "oxide_instance" "db_primary"')

  await page.goto('/projects/web-prod/vpcs/default')
  await expect(page.getByRole('heading', { name: 'default', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Copy as Terraform', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
  const vpc = await clipboard()
  expect(vpc).toContain('resource "oxide_vpc" "default"')
  expect(vpc).not.toContain('resource "oxide_instance"')

  await page.goto('/projects/web-prod/vpcs/default/firewall-rules')
  await expect(page.getByRole('heading', { name: 'Firewall Rules', level: 2 })).toBeVisible()
  await page.getByRole('button', { name: 'Copy firewall rules as Terraform' }).click()
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
  const rules = await clipboard()
  expect(rules).toContain('resource "oxide_vpc_firewall_rules"')
  expect(rules).not.toContain('resource "oxide_vpc" ')
  noErrors()
})
