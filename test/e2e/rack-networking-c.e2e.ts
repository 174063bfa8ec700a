import { expectToast, openRowAction, pickOption, row, sideModal, watchPageErrors } from './helpers'
import { expect, test } from './test'

test('a BGP configuration is edited: a taken name refused, then renamed with more paths', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/networking/bgp/configs-new')
  const form = sideModal(page)
  await form.getByRole('textbox', { name: /^Name/ }).fill('lab-bgp')
  await form.getByRole('spinbutton', { name: /^ASN/ }).fill('65010')
  await pickOption(form, /^Announce set/, 'as65547-announce')
  await form.getByRole('button', { name: 'Create BGP configuration' }).click()
  await expectToast(page, 'BGP configuration created', 'lab-bgp')

  await openRowAction(page, 'lab-bgp', 'Edit')
  await expect(page).toHaveURL('/system/networking/bgp/configs/lab-bgp/edit')
  await expect(form.getByLabel('BGP configuration')).toContainText('65010')
  const name = form.getByRole('textbox', { name: /^Name/ })
  await expect(name).toHaveValue('lab-bgp')
  // the API refuses a name another config has; the input stays
  await name.fill('as65547')
  const save = form.getByRole('button', { name: 'Save changes' })
  await save.click()
  await expect(form).toContainText('Bgp config name already exists')
  await expect(name).toHaveValue('as65547')
  await name.fill('lab-bgp-2')
  await form.getByRole('spinbutton', { name: 'Max paths' }).fill('4')
  await save.click()
  await expectToast(page, 'BGP configuration updated', 'lab-bgp-2')
  await expect(row(page, 'lab-bgp-2')).toContainText('65010')
  await expect(row(page, 'lab-bgp-2').getByRole('cell', { name: '4', exact: true })).toBeVisible()
  noErrors()
})

test('inbound ICMP is blocked and jumbo frames allowed, each after confirming', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/networking/address-lots')
  await page
    .getByRole('navigation', { name: 'Rack networking tabs' })
    .getByRole('link', { name: 'Settings', exact: true })
    .click()
  await expect(page).toHaveURL('/system/networking/settings')
  const icmp = page.getByLabel('Inbound ICMP', { exact: true }).and(page.locator('dl'))
  await expect(icmp).toContainText('allowed')

  // cancelling changes nothing
  await page.getByRole('button', { name: 'Block inbound ICMP' }).click()
  const confirm = page.getByRole('dialog', { name: 'Block inbound ICMP' })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(icmp).toContainText('allowed')
  await page.getByRole('button', { name: 'Block inbound ICMP' }).click()
  await confirm.getByRole('button', { name: 'Block' }).click()
  await expectToast(page, 'Inbound ICMP blocked')
  await expect(icmp).toContainText('blocked')
  await expect(page.getByRole('button', { name: 'Allow inbound ICMP' })).toBeVisible()

  const jumbo = page.getByLabel('Jumbo frames', { exact: true }).and(page.locator('dl'))
  await expect(jumbo).toContainText('not allowed')
  await page.getByRole('button', { name: 'Allow jumbo frames' }).click()
  await page
    .getByRole('dialog', { name: 'Allow jumbo frames' })
    .getByRole('button', { name: 'Allow' })
    .click()
  await expectToast(page, 'Jumbo frames allowed')
  await expect(jumbo).not.toContainText('not allowed')
  noErrors()
})

test('a fleet viewer reads the settings and BGP configs but gets nothing to change', async ({
  page,
}) => {
  await page.goto('/system/networking/settings?mock-user=hank')
  await expect(page.getByText('blocked').or(page.getByText('allowed')).first()).toBeVisible()
  await expect(page.getByRole('button', { name: /inbound ICMP|jumbo frames/ })).toHaveCount(0)
  await page.goto('/system/networking/bgp/configs?mock-user=hank')
  await expect(row(page, 'as65547')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Row actions' })).toHaveCount(0)
})
