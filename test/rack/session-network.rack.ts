import { expectToast, row, sideModal, signIn } from '../e2e/helpers'
import { expect, test } from '../e2e/test'
import { signInThroughPage, uniqueName } from './helpers'
import { call, secondOperator } from './operators'

/** The mock server expires a session unused this long (MOCK_SESSION_TTL in playwright.config.ts). */
const SESSION_TTL_S = 20

test('a session that expires mid-form: sign in again, the values come back, the submit works', async ({
  page,
}) => {
  await signInThroughPage(page, 'alice', 'Alice Adams')
  const vpc = uniqueName('draft')
  await page.goto('/projects/web-prod/vpcs-new')
  const form = sideModal(page)
  await form.getByRole('textbox', { name: /^Name/ }).fill(vpc)
  await form.getByRole('textbox', { name: /^Description/ }).fill('typed before the session ended')
  await form.getByRole('textbox', { name: 'DNS name' }).fill(vpc)
  // nothing on this page asks the API meanwhile: the session ends unused
  await page.waitForTimeout((SESSION_TTL_S + 2) * 1000)
  await form.getByRole('button', { name: 'Create VPC' }).click()
  await expect(page).toHaveURL(
    /\/login\/acme\/local\?redirect_uri=%2Fprojects%2Fweb-prod%2Fvpcs-new/,
  )
  await signIn(page, 'alice')
  await expect(page).toHaveURL('/projects/web-prod/vpcs-new')
  await expect(
    form.getByRole('status').filter({ hasText: 'Restored what you typed' }),
  ).toBeVisible()
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue(vpc)
  await expect(form.getByRole('textbox', { name: /^Description/ })).toHaveValue(
    'typed before the session ended',
  )
  await form.getByRole('button', { name: 'Create VPC' }).click()
  await expectToast(page, 'VPC created')
  // sent: the draft is gone, the form opens empty
  await page.goto('/projects/web-prod/vpcs-new')
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('')
  await expect(form.getByText('Restored what you typed')).toBeHidden()
})

test('the network cut and restored: the banner comes and goes, the list catches up, the form kept', async ({
  page,
  browser,
}) => {
  await signInThroughPage(page, 'alice', 'Alice Adams')
  const b = await secondOperator(browser)
  await page.goto('/projects/web-prod/vpcs')
  await expect(page.getByRole('table', { name: 'VPCs' })).toBeVisible()

  await page.route('**/v1/**', (route) => route.abort('internetdisconnected'))
  await page.getByRole('button', { name: 'Refresh' }).click()
  const banner = page.getByRole('alert').filter({ hasText: 'The console keeps trying' })
  await expect(banner).toBeVisible()

  // a write is not retried on its own, and its form stays filled
  const mine = uniqueName('mine')
  await page.getByRole('link', { name: 'New VPC' }).click()
  const form = sideModal(page)
  await form.getByRole('textbox', { name: /^Name/ }).fill(mine)
  await form.getByRole('textbox', { name: 'DNS name' }).fill(mine)
  await form.getByRole('button', { name: 'Create VPC' }).click()
  await expect(form.getByRole('alert')).toContainText('Cannot reach the rack')
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue(mine)

  // meanwhile another operator adds a VPC
  const theirs = uniqueName('theirs')
  await call(b.api, 'POST', '/v1/vpcs?project=web-prod', {
    name: theirs,
    description: '',
    dns_name: theirs,
  })
  await page.unroute('**/v1/**')
  await expect(banner).toBeHidden({ timeout: 20_000 })
  await expect(row(page, theirs)).toBeVisible()
  // nothing was sent while the network was down
  expect((await b.api.get(`/v1/vpcs/${mine}?project=web-prod`)).status()).toBe(404)

  await form.getByRole('button', { name: 'Create VPC' }).click()
  await expectToast(page, 'VPC created')
  await expect(page).toHaveURL(new RegExp(`/projects/web-prod/vpcs/${mine}`))
  await b.context.close()
})
