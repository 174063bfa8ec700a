import type { Locator, Page } from '@playwright/test'
import { pickOption, watchPageErrors } from './helpers'
import { expect, test } from './test'

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

const block = (panel: Locator, title: string) =>
  panel.getByRole('region', { name: title, exact: true })
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText())

/** Opens "Equivalent CLI / API" under a form or a page's properties. */
async function openPanel(scope: Locator) {
  const toggle = scope.getByRole('button', { name: 'Equivalent CLI / API' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
}

test('instance create shows its CLI command and request as the form changes, and copies them', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/instances-new')
  const form = page.getByRole('dialog', { name: 'Create instance' })
  // closed at first: no command on screen
  await expect(form.getByText('oxide instance create')).toHaveCount(0)
  await form.getByRole('textbox', { name: /^Name/ }).fill('app-9')
  await openPanel(form)

  const cli = block(form, 'CLI')
  await expect(cli).toContainText('oxide instance create --project web-prod --json-body body.json')
  const body = block(form, 'body.json')
  await expect(body).toContainText('"name": "app-9"')
  const http = block(form, 'HTTP request')
  await expect(http).toContainText('POST /v1/instances?project=web-prod')

  // typing updates every block
  await form.getByRole('textbox', { name: /^Name/ }).fill('app-10')
  await expect(body).toContainText('"name": "app-10"')
  await expect(http).toContainText('"name": "app-10"')
  await pickOption(form, /^Image(?! source)/, 'ubuntu-24-04 (ubuntu 24.04 LTS, 4 GiB)')
  await expect(body).toContainText('"boot_disk"')
  const bootName = /"name": "(app-10-boot-[0-9a-f]+)"/
  const shown = (await body.textContent())?.match(bootName)?.[1]
  expect(shown).toBeTruthy()
  // the generated boot disk name stays put while other fields change
  await form.getByRole('textbox', { name: 'Description' }).fill('Batch jobs')
  await expect(body).toContainText('"description": "Batch jobs"')
  await expect(body).toContainText(`"name": "${shown}"`)

  await body.getByRole('button', { name: 'Copy body.json' }).click()
  await expect(body.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(JSON.parse(await clipboard(page))).toMatchObject({
    name: 'app-10',
    description: 'Batch jobs',
  })

  const curl = block(form, 'curl')
  await curl.getByRole('button', { name: 'Copy curl command' }).click()
  const copied = await clipboard(page)
  expect(copied).toContain('curl -X POST "$OXIDE_HOST/v1/instances?project=web-prod"')
  expect(copied).toContain('-H "Authorization: Bearer $OXIDE_TOKEN"')
  expect(copied).toContain('"name":"app-10"')
  noErrors()
})

test('project create gives a flat body as CLI flags, quoted for the shell', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects-new')
  const form = page.getByRole('dialog', { name: 'Create project' })
  await openPanel(form)
  const cli = block(form, 'CLI')
  await expect(cli).toContainText(`oxide project create --name '' --description ''`)
  await form.getByRole('textbox', { name: /^Name/ }).fill('blog')
  await form.getByRole('textbox', { name: 'Description' }).fill("Bob's blog")
  await expect(cli).toContainText(`oxide project create --name blog --description 'Bob'\\''s blog'`)
  await cli.getByRole('button', { name: 'Copy CLI command' }).click()
  expect(await clipboard(page)).toBe(
    `oxide project create --name blog --description 'Bob'\\''s blog'`,
  )
  await expect(block(form, 'body.json')).toHaveCount(0)
  // closing the panel hides it again
  await form.getByRole('button', { name: 'Equivalent CLI / API' }).click()
  await expect(cli).toBeHidden()
  noErrors()
})

test('an instance page shows the request that reads it', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/instances/web-1')
  const main = page.getByRole('main')
  await openPanel(main)
  await expect(block(main, 'CLI')).toContainText(
    'oxide instance view --instance web-1 --project web-prod',
  )
  const http = block(main, 'HTTP request')
  await expect(http).toHaveText(/GET \/v1\/instances\/web-1\?project=web-prod/)
  await http.getByRole('button', { name: 'Copy HTTP request' }).click()
  expect(await clipboard(page)).toBe('GET /v1/instances/web-1?project=web-prod')
  noErrors()
})
