import { readFile } from 'node:fs/promises'
import { expectToast, sideModal, watchPageErrors } from '../e2e/helpers'
import { expect, test } from '../e2e/test'
import { signInThroughPage, uniqueName } from './helpers'

test('a new project exported from the rack as Terraform (import blocks by its ids), a CLI script and a blueprint (by name), each copied and downloaded', async ({
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

  // the CLI script: the commands that make it again, the project named by PROJECT
  const tabs = panel.getByRole('tablist', { name: 'Export as' })
  await tabs.getByRole('tab', { name: 'CLI script' }).click()
  const cli = panel.getByRole('tabpanel', { name: 'CLI script' })
  const script = cli.locator('pre')
  await expect(script).toContainText(`PROJECT="\${PROJECT:-${project}}"`)
  await expect(script).toContainText('oxide project create --name "$PROJECT"')
  const scriptText = (await script.textContent()) ?? ''
  // names, never the rack's ids
  expect(scriptText).not.toContain(projectId)
  expect(scriptText).not.toContain(vpc.id)
  await cli.getByRole('button', { name: 'Copy CLI script' }).click()
  await expect(cli.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(scriptText)
  const [scriptFile] = await Promise.all([
    page.waitForEvent('download'),
    cli.getByRole('link', { name: `Download ${project}.sh` }).click(),
  ])
  expect(await readFile(await scriptFile.path(), 'utf8')).toBe(scriptText)

  // the blueprint: the project by name, with its VPC, and no id, state or secret
  await tabs.getByRole('tab', { name: 'Blueprint' }).click()
  const blueprint = panel.getByRole('tabpanel', { name: 'Blueprint' })
  await expect(blueprint.locator('pre')).toContainText('"schemaVersion": 1')
  await blueprint.getByRole('button', { name: 'Copy Blueprint' }).click()
  await expect(blueprint.getByRole('button', { name: 'Copied' })).toBeVisible()
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))
  expect(copied.project.name).toBe(project)
  expect(copied.vpcs.map((v: { name: string }) => v.name)).toEqual(['default'])
  const json = JSON.stringify(copied)
  expect(json).not.toMatch(/"id":/)
  expect(json).not.toContain(projectId)
  expect(json).not.toContain(vpc.id)
  const [blueprintFile] = await Promise.all([
    page.waitForEvent('download'),
    blueprint.getByRole('link', { name: `Download ${project}.blueprint.json` }).click(),
  ])
  expect(JSON.parse(await readFile(await blueprintFile.path(), 'utf8'))).toEqual(copied)

  await panel.getByRole('button', { name: 'Close' }).click()
  await expect(panel).toBeHidden()
  await expect(open).toBeFocused()
  noErrors()
})
