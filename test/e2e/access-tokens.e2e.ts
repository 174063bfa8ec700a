import { expectToast, openRowAction, row } from './helpers'
import { expect, test } from './test'

/** alice's CLI token in the mock's fixtures (src/mock-api/fixtures/users.ts). */
const FIXTURE_TOKEN = '7c0ffee0-1d2e-4f3a-8b4c-5d6e7f8a9b01'

test('access tokens: listed beside SSH keys, revoked after a confirmation, then the empty state says how one appears', async ({
  page,
}) => {
  await page.goto('/settings/profile')
  await page.getByRole('link', { name: 'Access Tokens' }).click()
  await expect(page).toHaveURL('/settings/access-tokens')
  const table = page.getByRole('table', { name: 'Access tokens' })
  await expect(table.getByRole('columnheader')).toHaveText(['ID', 'Created', 'Expires', 'Actions'])
  const token = row(page, FIXTURE_TOKEN)
  await expect(token.getByRole('cell', { name: 'Never' })).toBeVisible()
  // the created time is a <time>, in the zone picked in the user menu
  await expect(token.locator('time')).toHaveAttribute('datetime', '2025-01-06T09:00:00.000Z')

  await openRowAction(page, FIXTURE_TOKEN, 'Revoke')
  const confirm = page.getByRole('dialog', { name: 'Revoke access token' })
  await expect(confirm).toContainText(FIXTURE_TOKEN)
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(token).toBeVisible()

  await openRowAction(page, FIXTURE_TOKEN, 'Revoke')
  await confirm.getByRole('button', { name: 'Revoke' }).click()
  await expectToast(page, 'Access token revoked', FIXTURE_TOKEN)
  await expect(page.getByRole('heading', { name: 'No access tokens' })).toBeVisible()
  await expect(page.getByText('oxide auth login')).toBeVisible()
})
