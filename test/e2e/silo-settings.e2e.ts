import { expectToast, openRowAction, row, sideModal } from './helpers'
import { confirmReview } from './review'
import { expect, test } from './test'

/** acme's SCIM token in the mock's fixtures (src/mock-api/fixtures/silo-admin.ts). */
const SCIM_TOKEN = '5c1a0000-7e2d-4b6f-9a1c-00000000ac01'

test("silo settings: a user's sessions and tokens, signed out everywhere after a confirm naming them", async ({
  page,
}) => {
  await page.goto('/projects')
  await page.getByRole('link', { name: 'Silo Settings' }).click()
  await expect(page).toHaveURL('/silo-settings/users')
  await page.getByRole('table', { name: 'Users' }).getByRole('link', { name: 'Bob Brown' }).click()
  await expect(page.getByRole('heading', { name: 'Bob Brown', level: 1 })).toBeVisible()
  const sessions = page.getByRole('table', { name: 'Console sessions' })
  await expect(sessions.getByRole('columnheader')).toHaveText(['ID', 'Created', 'Last used'])
  await expect(sessions.getByRole('row')).toHaveCount(2)
  await expect(page.getByRole('heading', { name: 'No device tokens' })).toBeVisible()

  await page.getByRole('button', { name: 'Sign out everywhere' }).click()
  const confirm = page.getByRole('dialog', { name: 'Sign out everywhere' })
  await expect(confirm).toContainText('Sign Bob Brown out everywhere?')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(sessions.getByRole('row')).toHaveCount(2)

  await page.getByRole('button', { name: 'Sign out everywhere' }).click()
  await confirm.getByRole('button', { name: 'Sign out everywhere' }).click()
  await expectToast(page, 'Signed out everywhere', 'Bob Brown')
  await expect(page.getByRole('heading', { name: 'No console sessions' })).toBeVisible()
})

test('users signed out everywhere in bulk; the admin themself is skipped, with the reason', async ({
  page,
}) => {
  await page.goto('/silo-settings/users')
  for (const name of ['Alice Adams', 'Bob Brown', 'Carol Chen']) {
    await page.getByRole('checkbox', { name: `Select ${name}` }).check()
  }
  await page
    .getByRole('region', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Sign out everywhere' })
    .click()
  const confirm = page.getByRole('dialog')
  await expect(confirm).toContainText('Sign out everywhere 2 users: Bob Brown, Carol Chen')
  await expect(confirm).toContainText('Alice Adams is you: sign yourself out from your own page')
  await confirm.getByRole('button', { name: 'Sign out everywhere' }).click()
  await expectToast(page, '2 users signed out everywhere')
  await page.getByRole('link', { name: 'Carol Chen' }).click()
  await expect(page.getByRole('heading', { name: 'No console sessions' })).toBeVisible()
})

test('a user signed out everywhere by themselves is back at the sign-in page', async ({ page }) => {
  await page.goto('/silo-settings/users')
  await page.getByRole('link', { name: 'Alice Adams' }).click()
  await expect(page.getByRole('table', { name: 'Device tokens' }).getByRole('row')).toHaveCount(2)
  await page.getByRole('button', { name: 'Sign out everywhere' }).click()
  const confirm = page.getByRole('dialog', { name: 'Sign out everywhere' })
  await expect(confirm).toContainText('you must sign in again')
  await confirm.getByRole('button', { name: 'Sign out everywhere' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
})

test.describe('SCIM tokens', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('created through its form, with its CLI equivalent and its secret shown once, then deleted after a confirm', async ({
    page,
  }) => {
    await page.goto('/silo-settings/users')
    await page.getByRole('link', { name: 'SCIM Tokens' }).click()
    const table = page.getByRole('table', { name: 'SCIM tokens' })
    await expect(row(page, SCIM_TOKEN).getByRole('cell', { name: 'Never' })).toBeVisible()

    await page.getByRole('link', { name: 'Create token' }).click()
    await expect(page).toHaveURL('/silo-settings/scim-tokens-new')
    await expect(page).toHaveTitle(/^Create SCIM token · SCIM Tokens/)
    const form = sideModal(page)
    await expect(form.getByRole('textbox', { name: 'Silo' })).toHaveValue('acme')
    await form.getByText('Equivalent CLI / API').click()
    await expect(form.getByText('oxide silo scim token create --silo acme')).toBeVisible()
    await form.getByRole('button', { name: 'Create SCIM token' }).click()

    const created = page.getByRole('dialog', { name: 'SCIM token created' })
    await expect(created).toContainText('it will not be shown again')
    const secret = (await created.locator('pre').textContent()) ?? ''
    expect(secret).toMatch(/^[0-9a-f]{40}$/)
    await created.getByRole('button', { name: 'Copy token' }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret)
    await created.getByRole('button', { name: 'Done' }).click()
    await expect(page).toHaveURL('/silo-settings/scim-tokens')
    await expect(table.getByRole('row')).toHaveCount(3)
    await expect(page.getByText(secret)).toHaveCount(0)

    await openRowAction(page, SCIM_TOKEN, 'Delete')
    const confirm = page.getByRole('dialog', { name: 'Delete SCIM token' })
    await expect(confirm).toContainText(SCIM_TOKEN)
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'SCIM token deleted', SCIM_TOKEN)
    await expect(table.getByRole('row')).toHaveCount(2)
  })
})

test('auth settings: a lifetime under one second is refused, one hour is saved', async ({
  page,
}) => {
  await page.goto('/silo-settings/auth')
  const settings = page.getByRole('definition')
  await expect(settings).toHaveText('No maximum')
  await page.getByRole('button', { name: 'Edit auth settings' }).click()
  const form = sideModal(page)
  const lifetime = form.getByRole('spinbutton', { name: 'Device token maximum lifetime' })
  await lifetime.fill('0')
  await form.getByRole('button', { name: 'Update auth settings' }).click()
  await expect(form.getByText('Must be at least 1')).toBeVisible()
  await lifetime.fill('3600')
  await form.getByRole('button', { name: 'Update auth settings' }).click()
  await expectToast(page, 'Auth settings updated', /3,600 seconds \(1 hour\)/)
  await expect(settings).toHaveText('3,600 seconds (1 hour)')
})

test('a silo viewer: no SCIM tokens tab, settings read-only, others’ sessions hidden, the API refuses', async ({
  page,
}) => {
  await page.goto('/silo-settings/auth?mock-user=carol')
  const tabs = page.getByRole('navigation', { name: 'Silo settings tabs' })
  await expect(tabs.getByRole('link')).toHaveText(['Users', 'Auth Settings'])
  await expect(page.getByText('Only a silo admin can change the auth settings.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit auth settings' })).toHaveCount(0)

  await tabs.getByRole('link', { name: 'Users' }).click()
  await page.getByRole('link', { name: 'Bob Brown' }).click()
  await expect(page.getByText('Only a silo admin can see another user')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign out everywhere' })).toHaveCount(0)

  // opened by its address, the SCIM tokens tab shows the API's refusal
  await page.goto('/silo-settings/scim-tokens?mock-user=carol')
  await expect(page.getByRole('alert')).toHaveText(
    /Could not list SCIM tokens.*Action not authorized/,
  )
  await expect(page.getByRole('link', { name: 'Create token' })).toHaveCount(0)
})

test("fleet admin: a silo's roles on its page, and the built-in users", async ({ page }) => {
  await page.goto('/system/silos/acme?tab=roles')
  const roles = page.getByRole('table', { name: 'Silo roles' })
  await expect(roles.getByRole('row', { name: /Alice Adams/ })).toBeVisible()
  await page.getByRole('button', { name: 'Add user or group' }).click()
  const form = sideModal(page)
  await form.getByRole('combobox', { name: 'User or group' }).fill('Dave')
  await page.getByRole('option', { name: 'Dave Diaz (user)' }).click()
  await form.getByRole('button', { name: 'Assign role' }).click()
  await confirmReview(form, 'Assign role')
  await expectToast(page, 'Role assigned', 'Dave Diaz: viewer')
  await expect(roles.getByRole('row', { name: /Dave Diaz/ })).toBeVisible()

  await page.getByRole('link', { name: 'Built-in Users' }).click()
  await page.getByRole('link', { name: 'db-init' }).click()
  await expect(page.getByRole('heading', { name: 'db-init', level: 1 })).toBeVisible()
  await expect(page.getByText('used for seeding initial database data')).toBeVisible()
})

test("a fleet viewer who is not an admin sees a silo's roles without changing them", async ({
  page,
}) => {
  await page.goto('/system/silos/acme?tab=roles&mock-user=hank')
  await expect(page.getByRole('table', { name: 'Silo roles' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add user or group' })).toHaveCount(0)
})
