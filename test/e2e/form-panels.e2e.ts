import axe from 'axe-core'
import { row, watchPageErrors } from './helpers'
import { routeUrls } from './route-urls'
import { expect, test } from './test'

/** Forms that gained their "Equivalent CLI / API" panel, and the call each one shows. */
const panels: [keyof typeof routeUrls, RegExp][] = [
  ['systemSubnetPoolsNew', /POST \/v1\/system\/subnet-pools/],
  ['systemSubnetPoolEdit', /PUT \/v1\/system\/subnet-pools\/customer-subnets/],
  ['systemSubnetPoolMembersAdd', /POST \/v1\/system\/subnet-pools\/customer-subnets\/members\/add/],
  ['externalSubnetsNew', /POST \/v1\/external-subnets\?project=web-prod/],
  ['externalSubnetEdit', /PUT \/v1\/external-subnets\/spare-block\?project=web-prod/],
  ['systemSupportBundlesNew', /POST \/v1\/system\/support-bundles/],
  ['systemSupportBundleEdit', /PUT \/v1\/system\/support-bundles\/[0-9a-f-]+/],
  ['systemAllowListEdit', /PUT \/v1\/system\/networking\/allow-list/],
  ['systemAlertReceiversNew', /POST \/v1\/webhook-receivers/],
  ['systemAlertReceiverEdit', /PUT \/v1\/webhook-receivers\/[0-9a-f-]+/],
  ['certificatesNew', /POST \/v1\/certificates/],
  ['projectImagesNew', /POST \/v1\/images\?project=web-prod/],
]

test('every create and edit form shows its Equivalent CLI / API panel', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  for (const [route, call] of panels) {
    await page.goto(routeUrls[route])
    const form = page.getByRole('dialog')
    await form.getByRole('button', { name: 'Equivalent CLI / API' }).click()
    await expect(
      form.getByRole('region', { name: 'HTTP request', exact: true }),
      route,
    ).toContainText(call)
  }
  noErrors()
})

test('a private key and a webhook secret show as placeholders, never their values', async ({
  page,
}) => {
  await page.goto(routeUrls.certificatesNew)
  const cert = page.getByRole('dialog')
  await cert.getByRole('textbox', { name: /^Name/ }).fill('api-cert')
  await cert.getByRole('button', { name: 'Equivalent CLI / API' }).click()
  const cli = cert.getByRole('region', { name: 'CLI', exact: true })
  await expect(cli).toContainText('oxide certificate create --name api-cert')
  await expect(cli).toContainText('--cert "$CERT_FILE" --key "$KEY_FILE"')

  await page.goto(routeUrls.systemAlertReceiversNew)
  const hook = page.getByRole('dialog')
  await hook.getByRole('button', { name: 'Equivalent CLI / API' }).click()
  await expect(hook.getByRole('region', { name: 'CLI', exact: true })).toContainText(
    'oxide alert receiver webhook create',
  )
})

test('an update form shows the file it sends by a variable, never its bytes', async ({ page }) => {
  await page.goto(routeUrls.systemUpdateReposUpload)
  const form = page.getByRole('dialog')
  await form.getByLabel(/^Repository file/).setInputFiles({
    name: 'oxide-17.0.0.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('zip bytes not to show'),
  })
  await form.getByRole('button', { name: 'Equivalent CLI / API' }).click()
  const http = form.getByRole('region', { name: 'HTTP request', exact: true })
  await expect(http).toContainText('PUT /v1/system/update/repositories?file_name=oxide-17.0.0.zip')
  await expect(http).toContainText('$REPO_FILE')
  const curl = form.getByRole('region', { name: 'curl', exact: true })
  await expect(curl).toContainText('--data-binary "@$REPO_FILE"')
  await expect(form.getByText('zip bytes not to show')).toHaveCount(0)

  await page.goto(routeUrls.systemUpdateTrustRootsNew)
  const root = page.getByRole('dialog')
  await root.getByRole('button', { name: 'Equivalent CLI / API' }).click()
  await expect(root.getByRole('region', { name: 'curl', exact: true })).toContainText(
    '--data-binary "@$TRUST_ROOT_FILE"',
  )
})

test('external subnet names link to the subnet, as on every list', async ({ page }) => {
  await page.goto(routeUrls.externalSubnets)
  await row(page, 'spare-block').getByRole('link', { name: 'spare-block' }).click()
  await expect(page).toHaveURL(routeUrls.externalSubnetEdit)
  await expect(page.getByRole('dialog', { name: 'Edit external subnet' })).toBeVisible()
})

test('lists whose rows have only ids say their filter matches the ID', async ({ page }) => {
  await page.goto(routeUrls.accessTokens)
  const tokens = page.getByRole('searchbox', { name: 'Filter by ID' })
  await tokens.fill('7c0ffee0')
  await expect(page.getByRole('row', { name: /7c0ffee0/ })).toBeVisible()
  await tokens.fill('ffffffff')
  await expect(page.getByRole('row', { name: /7c0ffee0/ })).toHaveCount(0)

  await page.goto(routeUrls.systemSupportBundles)
  const bundles = page.getByRole('searchbox', { name: 'Filter by ID' })
  await bundles.fill('5b0d1e00')
  await expect(page.getByRole('link', { name: /^5b0d1e00/ })).toBeVisible()
  await bundles.fill('ffffffff')
  await expect(page.getByRole('link', { name: /^5b0d1e00/ })).toHaveCount(0)
})

test('the project switcher’s accessible name holds its visible text', async ({ page }) => {
  await page.goto('/projects/web-prod/instances')
  const switcher = page.getByRole('button', { name: /switch project/i })
  // the text as written (the label is shown in capitals by CSS only)
  const visible = (await switcher.textContent())?.replace(/\s+/g, ' ').trim()
  expect(visible).toBe('Project web-prod')
  await expect(switcher).toHaveAccessibleName(/^Project web-prod/)
  await page.evaluate(axe.source)
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') }
    const result = await axe.run(document, {
      runOnly: { type: 'rule', values: ['label-content-name-mismatch'] },
    })
    return result.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))
  })
  expect(violations).toEqual([])
})

test('a side-modal form says Error for one invalid field, Errors with a count for several', async ({
  page,
}) => {
  await page.goto(routeUrls.systemSupportBundlesNew)
  const bundle = page.getByRole('dialog', { name: 'Create support bundle' })
  await bundle.getByRole('button', { name: 'Create support bundle' }).click()
  await expect(bundle.getByRole('alert').filter({ hasText: /needs? fixing/ })).toHaveText(
    /^Error\s*One issue needs fixing before this can be saved\.$/,
  )

  await page.goto('/projects/web-prod/vpcs-new')
  const vpc = page.getByRole('dialog', { name: 'Create VPC' })
  await vpc.getByRole('button', { name: 'Create VPC' }).click()
  await expect(vpc.getByRole('alert').filter({ hasText: /needs? fixing/ })).toHaveText(
    /^Errors\s*2 issues need fixing before this can be saved\.$/,
  )
})
