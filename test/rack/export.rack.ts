import { readFile } from 'node:fs/promises'
import { expectToast, sideModal, watchPageErrors } from '../e2e/helpers'
import { expect, test } from '../e2e/test'
import { signInThroughPage, uniqueName } from './helpers'

test('a new project exported as Terraform from the rack: its resources with import blocks by their ids, copied and downloaded', async ({
  page,
  context,
}) => {
  const noErrors = watchPageErrors(page)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signInThroughPage(page, 'alice', 'Alice Adams')
  const project = uniqueName('export')
  const ident = project.replaceAll('-', '_')

  await page.getByRole('link', { name: 'New Project' }).first().click()
  const form = sideModal(page)
  await form.getByRole('textbox', { name: 'Name' }).fill(project)
  await form.getByRole('button', { name: 'Create project' }).click()
  await expectToast(page, 'Project created')
  await expect(page).toHaveURL(`/projects/${project}/instances`)

  // the ids the import blocks must carry, as the API gives them
  const projectId = (await (await page.request.get(`/v1/projects/${project}`)).json()).id
  const vpcs = await (await page.request.get(`/v1/vpcs?project=${project}`)).json()
  const vpc = vpcs.items.find((v: { name: string }) => v.name === 'default')
  expect(vpc).toBeTruthy()

  const open = page.getByRole('button', { name: 'Export project' })
  await open.focus()
  await page.keyboard.press('Enter')
  const panel = page.getByRole('dialog', { name: `Export ${project}` })
  const terraform = panel.getByRole('tabpanel', { name: 'Terraform' })
  const text = terraform.locator('pre')
  await expect(text).toContainText(`resource "oxide_project" "${ident}"`)
  await expect(text).toContainText('resource "oxide_vpc" "default"')
  const shown = (await text.textContent()) ?? ''
  expect(shown).toMatch(
    new RegExp(`import \\{\\n\\s+to = oxide_project\\.${ident}\\n\\s+id = "${projectId}"`),
  )
  expect(shown).toMatch(
    new RegExp(`import \\{\\n\\s+to = oxide_vpc\\.default\\n\\s+id = "${vpc.id}"`),
  )
  // the VPC refers to the project by reference, not by its id
  expect(shown).toContain(`project_id = oxide_project.${ident}.id`)

  await terraform.getByRole('button', { name: 'Copy Terraform' }).click()
  await expect(terraform.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown)

  // the download works under the rack's Content Security Policy (the test fails on a violation)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    terraform.getByRole('link', { name: `Download ${project}.tf` }).click(),
  ])
  expect(await readFile(await download.path(), 'utf8')).toBe(shown)

  await panel.getByRole('button', { name: 'Close' }).click()
  await expect(panel).toBeHidden()
  await expect(open).toBeFocused()
  noErrors()
})
