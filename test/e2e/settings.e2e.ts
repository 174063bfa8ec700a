import { expectToast, openRowAction, row, sideModal } from './helpers'
import { expect, test } from './test'

const ED25519 =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIIhUiV5m2j7eUvHqX1eHj3fQp3V9Ug3lkF0pI7w1ZQ2n me@laptop'

test('settings opens on the profile: id, display name, groups', async ({ page }) => {
  await page.goto('/projects')
  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitem', { name: 'Settings' }).click()
  await expect(page).toHaveURL('/settings/profile')
  const profile = page.getByRole('definition')
  await expect(profile.first()).toHaveText('Alice Adams')
  await expect(page.getByRole('table', { name: 'Groups' })).toContainText('ops-team')
})

test('SSH keys: add with validation, refuse a duplicate, view, delete', async ({ page }) => {
  await page.goto('/settings/ssh-keys')
  await expect(row(page, 'alice-laptop')).toBeVisible()
  await page.getByRole('link', { name: 'Add SSH key' }).click()
  const form = sideModal(page)
  const add = form.getByRole('button', { name: 'Add SSH key' })

  await form.getByRole('textbox', { name: 'Name' }).fill('alice-laptop')
  await form
    .getByRole('textbox', { name: 'Public key' })
    .fill('-----BEGIN OPENSSH PRIVATE KEY-----')
  await add.click()
  await expect(
    form.getByText('Must start with a key type such as ssh-ed25519 or ssh-rsa'),
  ).toBeVisible()
  await form.getByRole('textbox', { name: 'Public key' }).fill('ssh-ed25519 not*base64')
  await add.click()
  await expect(form.getByText('Key data must be base64')).toBeVisible()

  await form.getByRole('textbox', { name: 'Public key' }).fill(ED25519)
  await add.click()
  await expect(form.getByText('SSH key name already exists')).toBeVisible()

  await form.getByRole('textbox', { name: 'Name' }).fill('travel-laptop')
  await add.click()
  await expectToast(page, 'SSH key added')
  await expect(row(page, 'travel-laptop')).toBeVisible()

  await page.getByRole('link', { name: 'travel-laptop' }).click()
  await expect(page).toHaveURL('/settings/ssh-keys/travel-laptop/edit')
  await expect(form.getByRole('textbox', { name: 'Public key' })).toHaveValue(ED25519)
  await form.getByRole('button', { name: 'Close' }).first().click()

  await openRowAction(page, 'travel-laptop', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete SSH key' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expectToast(page, 'SSH key deleted')
  await expect(row(page, 'travel-laptop')).toBeHidden()
})
