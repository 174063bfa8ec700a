import type { APIRequestContext, Page } from '@playwright/test'
import { expectToast, menuItem, row, watchPageErrors } from '../e2e/helpers'
import { expect, test } from '../e2e/test'
import { signInThroughPage } from './helpers'

const CLIENT_ID = 'e2e-cli'
const deviceGrant = 'urn:ietf:params:oauth:grant-type:device_code'

/** What the CLI does first (`oxide auth login`): ask for a device code. */
async function cliStartsDeviceFlow(cli: APIRequestContext) {
  const res = await cli.post('/device/auth', { form: { client_id: CLIENT_ID } })
  expect(res.ok()).toBe(true)
  return (await res.json()) as { device_code: string; user_code: string }
}

/** The person confirms the CLI's code on the device authentication page. */
async function confirmCode(page: Page, userCode: string) {
  await page.goto('/device/verify')
  await page.getByRole('textbox', { name: 'Character 1 of 8' }).click()
  await page.keyboard.type(userCode)
  await page.getByRole('button', { name: 'Log in on device' }).click()
  await expect(page.getByText('Device logged in, you can close this window.')).toBeVisible()
}

test('a CLI signed in through the device flow shows its token in settings; revoking it signs the CLI out', async ({
  page,
  request: cli,
}) => {
  const noErrors = watchPageErrors(page)
  await signInThroughPage(page, 'alice', 'Alice Adams')

  const { device_code, user_code } = await cliStartsDeviceFlow(cli)
  // before the person confirms, the CLI is told to wait
  const early = await cli.post('/device/token', {
    form: { grant_type: deviceGrant, device_code, client_id: CLIENT_ID },
  })
  expect(early.status()).toBe(400)

  await confirmCode(page, user_code)
  const granted = await cli.post('/device/token', {
    form: { grant_type: deviceGrant, device_code, client_id: CLIENT_ID },
  })
  expect(granted.ok()).toBe(true)
  const { access_token, token_id } = (await granted.json()) as {
    access_token: string
    token_id: string
  }
  const bearer = { Authorization: `Bearer ${access_token}` }
  expect((await cli.get('/v1/me', { headers: bearer })).status()).toBe(200)

  await page.goto('/projects')
  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitem', { name: 'Settings' }).click()
  await page.getByRole('link', { name: 'Access Tokens' }).click()
  await expect(page).toHaveURL('/settings/access-tokens')
  await expect(page.getByRole('heading', { name: 'Access Tokens' })).toBeVisible()
  const tokenRow = row(page, token_id)
  // asked for without a lifetime: it never expires
  await expect(tokenRow.getByRole('cell', { name: 'Never' })).toBeVisible()

  // the confirm dialog can be backed out of: the token stays
  await tokenRow.getByRole('button', { name: 'Row actions' }).click()
  await menuItem(page, 'Revoke').click()
  const dialog = page.getByRole('dialog', { name: 'Revoke access token' })
  await expect(dialog).toContainText(token_id)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(tokenRow).toBeVisible()
  expect((await cli.get('/v1/me', { headers: bearer })).status()).toBe(200)

  await tokenRow.getByRole('button', { name: 'Row actions' }).click()
  await menuItem(page, 'Revoke').click()
  await dialog.getByRole('button', { name: 'Revoke' }).click()
  await expectToast(page, 'Access token revoked', token_id)
  await expect(tokenRow).toHaveCount(0)
  // the CLI's next call is refused, while the person's own session goes on
  expect((await cli.get('/v1/me', { headers: bearer })).status()).toBe(401)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Access Tokens' })).toBeVisible()
  await expect(row(page, token_id)).toHaveCount(0)
  noErrors()
})
