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

test('port settings with a BGP peer’s communities, policies and MD5 key, and transceiver taps', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/networking/port-settings-new')
  const form = sideModal(page)
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('uplink-c')
  const link = form.getByRole('group', { name: 'Link 1' })
  await link.getByRole('checkbox', { name: 'Transceiver equalization' }).check()
  await link.getByRole('spinbutton', { name: 'Main cursor' }).fill('40')
  await link.getByRole('spinbutton', { name: 'Post-cursor 1' }).fill('-4')

  await form.getByRole('button', { name: 'Add BGP peer' }).click()
  const peer = form.getByRole('group', { name: 'BGP peer 1' })
  await pickOption(peer, 'BGP configuration', 'as65547')
  await peer.getByRole('textbox', { name: 'Peer address' }).fill('172.20.15.1')
  const communities = peer.getByRole('textbox', { name: 'Communities' })
  await communities.fill('65000:100, 70000:1')
  await peer.getByRole('textbox', { name: 'Import policy' }).fill('0.0.0.0/0')
  await peer.getByRole('textbox', { name: 'MD5 authentication key' }).fill('s3cret-key')
  const create = form.getByRole('button', { name: 'Create port settings' })
  await create.click()
  await expect(peer.getByText(/^70000:1 is not a community/)).toBeVisible()
  await communities.fill('65000:100, 4259840200')
  await create.click()
  await expectToast(page, 'Port settings created', 'uplink-c')

  await expect(page).toHaveURL('/system/networking/port-settings/uplink-c')
  const links = page.getByRole('table', { name: 'Links' })
  await expect(links.getByRole('row').nth(1)).toContainText('main 40, post1 -4')
  const peers = page.getByRole('table', { name: 'BGP peers' })
  const first = peers.getByRole('row').nth(1)
  await expect(first).toContainText(String(65000 * 65536 + 100))
  await expect(first).toContainText('4259840200')
  await expect(first).toContainText('0.0.0.0/0')
  await expect(first).toContainText('no filtering')
  // the key is never shown again: only that there is one
  await expect(first).toContainText('set')
  await expect(page.getByText('s3cret-key')).toHaveCount(0)
  noErrors()
})
