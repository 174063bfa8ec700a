import { expectNoAxeViolations } from './axe'
import { watchPageErrors } from './helpers'
import { expect, test } from './test'

/** Export from a list's bulk bar: the ticked rows alone, not the project. */
test('tick two instances, Export: the Terraform holds those two and not a third', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/instances')
  await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()

  // by keyboard: tick web-1 and web-2
  await page.getByRole('checkbox', { name: 'Select web-1' }).focus()
  await page.keyboard.press('Space')
  await page.getByRole('checkbox', { name: 'Select web-2' }).focus()
  await page.keyboard.press('Space')
  const bar = page.getByRole('region', { name: 'Bulk actions' })
  await expect(bar).toContainText('2 selected')

  const exportButton = bar.getByRole('button', { name: 'Export' })
  await exportButton.focus()
  await page.keyboard.press('Enter')
  const panel = page.getByRole('dialog', { name: 'Export web-prod' })
  const tf = panel.getByRole('tabpanel', { name: 'Terraform' }).locator('pre')
  await expect(tf).toContainText('resource "oxide_instance" "web_1"')
  await expect(tf).toContainText('resource "oxide_instance" "web_2"')
  const text = (await tf.textContent()) ?? ''
  expect(text).not.toContain('resource "oxide_instance" "db_primary"')
  expect(text).not.toContain('resource "oxide_instance" "api_1"')
  // the ticked rows, not the project
  expect(text).not.toContain('resource "oxide_project"')
  await expectNoAxeViolations(page, { where: 'export of ticked instances' })

  // the blueprint holds the same two
  await panel.getByRole('tab', { name: 'Blueprint' }).click()
  const blueprint = JSON.parse(
    (await panel.getByRole('tabpanel', { name: 'Blueprint' }).locator('pre').textContent()) ?? '',
  )
  expect(blueprint.instances.map((i: { name: string }) => i.name).sort()).toEqual([
    'web-1',
    'web-2',
  ])

  // Escape closes it; nothing was sent: the rows are still ticked and running
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(bar).toContainText('2 selected')
  await expect(exportButton).toBeFocused()
  await expect(page.getByRole('row', { name: /web-1/ })).toContainText('running')
  noErrors()
})

test('tick a VPC, Export: that VPC and its subnets, not the other VPC', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/vpcs')
  await expect(page.getByRole('heading', { name: 'VPCs', level: 1 })).toBeVisible()
  const bar = page.getByRole('region', { name: 'Bulk actions' })
  // nothing ticked: no bar
  await expect(bar).toBeHidden()
  await page.getByRole('checkbox', { name: 'Select backend' }).check()
  await bar.getByRole('button', { name: 'Export' }).click()
  const tf = page
    .getByRole('dialog', { name: 'Export web-prod' })
    .getByRole('tabpanel', { name: 'Terraform' })
    .locator('pre')
  await expect(tf).toContainText('resource "oxide_vpc" "backend"')
  await expect(tf).toContainText('resource "oxide_vpc_subnet"')
  expect(await tf.textContent()).not.toContain('resource "oxide_vpc" "default"')
  noErrors()
})
