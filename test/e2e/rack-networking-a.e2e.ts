import type { Page } from '@playwright/test'
import { expectToast, openRowAction, pickOption, row, sideModal, watchPageErrors } from './helpers'
import { confirmReview } from './review'
import { expect, test } from './test'

// a full page load starts the mock's worker first: slow on a busy machine, yet well
// inside the test's minute, so a stuck page fails here and says where
const LOADED = { timeout: 30_000 }
const systemNav = (page: Page) => page.getByRole('navigation', { name: 'System' })
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Rack networking tabs' })
const bgpTabs = (page: Page) => page.getByRole('navigation', { name: 'BGP tabs' })
const confirm = (page: Page, button: string) =>
  page.getByRole('dialog').getByRole('button', { name: button }).click()
/** The sidebar's one item stands for every rack networking page. */
const expectSidebarCurrent = (page: Page) =>
  expect(systemNav(page).getByRole('link', { name: 'Rack Networking' })).toHaveAttribute(
    'aria-current',
    'page',
  )

test('address lots: create one with two blocks after the API refuses overlapping and reversed blocks, view its blocks, delete', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/silos')
  await systemNav(page).getByRole('link', { name: 'Rack Networking' }).click()
  await expect(page).toHaveURL('/system/networking/address-lots')
  await expectSidebarCurrent(page)
  await expect(tabs(page).getByRole('link', { name: 'Address Lots' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(row(page, 'initial-infra')).toContainText('infra', LOADED)
  await expect(row(page, 'as65547-lot')).toContainText('pool')

  await page.getByRole('link', { name: 'New address lot' }).click()
  await expect(page).toHaveURL('/system/networking/address-lots-new')
  await expectSidebarCurrent(page)
  const form = sideModal(page)
  const submit = form.getByRole('button', { name: 'Create address lot' })
  await form.getByRole('textbox', { name: /^Name/ }).fill('lab-lot')
  await form.getByRole('textbox', { name: 'Description' }).fill('Lab uplinks')
  await form.getByRole('radio', { name: 'Pool' }).check()
  const block = (n: number) => form.getByRole('group', { name: `Block ${n}` })
  const first = (n: number) => block(n).getByRole('textbox', { name: /^First address/ })
  const last = (n: number) => block(n).getByRole('textbox', { name: /^Last address/ })
  await submit.click()
  await expect(block(1).getByText('First address is required')).toBeVisible()
  await first(1).fill('10.1.0.0')
  await last(1).fill('10.1.0.300')
  await submit.click()
  await expect(block(1).getByText('Not a valid IP address')).toBeVisible()
  await last(1).fill('10.1.0.255')
  await form.getByRole('button', { name: 'Add block' }).click()
  await first(2).fill('10.1.0.128')
  await last(2).fill('10.1.1.255')
  // the API decides overlaps and order: its message shows, the input stays
  await submit.click()
  await expect(form.getByRole('alert')).toContainText(
    'Address lot block 10.1.0.128 - 10.1.1.255 overlaps block 10.1.0.0 - 10.1.0.255',
  )
  await first(2).fill('10.1.2.255')
  await last(2).fill('10.1.2.0')
  await submit.click()
  await expect(form.getByRole('alert')).toContainText(
    'Address lot block 10.1.2.255 - 10.1.2.0: the first address is after the last',
  )
  await expect(first(1)).toHaveValue('10.1.0.0')
  await first(2).fill('10.1.2.0')
  await last(2).fill('10.1.2.255')
  await submit.click()
  await expectToast(page, 'Address lot created', 'lab-lot')
  await expect(page).toHaveURL('/system/networking/address-lots/lab-lot')
  await expectSidebarCurrent(page)
  await expect(page.getByRole('heading', { name: 'Address lot lab-lot' })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: 'Lab uplinks' })).toBeVisible()
  const blocks = page.getByRole('table', { name: 'Blocks' })
  await expect(blocks.getByRole('row')).toHaveCount(3)
  await expect(row(page, '10.1.0.0')).toContainText('10.1.0.255')
  await expect(row(page, '10.1.2.0')).toContainText('10.1.2.255')

  // a lot in use is refused by the API, with its message
  await tabs(page).getByRole('link', { name: 'Address Lots' }).click()
  await openRowAction(page, 'initial-infra', 'Delete')
  await confirm(page, 'Delete')
  await expectToast(
    page,
    'Could not delete address lot',
    'Address lot "initial-infra" is in use by loopback addresses and switch port settings',
  )
  await expect(row(page, 'initial-infra')).toBeVisible()

  // an unused one goes, from its own page
  await page.getByRole('link', { name: 'lab-lot' }).click()
  await page.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('dialog')).toContainText('Delete address lot lab-lot')
  await confirm(page, 'Delete')
  await expectToast(page, 'Address lot deleted', 'lab-lot')
  await expect(page).toHaveURL('/system/networking/address-lots')
  await expect(row(page, 'lab-lot')).toHaveCount(0)
  noErrors()
})

test('loopback addresses: a bad mask and an address outside the lot refused, then create and delete', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/networking/address-lots')
  await tabs(page).getByRole('link', { name: 'Loopback Addresses' }).click()
  await expect(page).toHaveURL('/system/networking/loopback-addresses')
  await expectSidebarCurrent(page)
  await expect(row(page, '172.20.15.30/32')).toContainText('initial-infra', LOADED)
  await expect(row(page, '172.20.15.30/32')).toContainText('switch0')

  await page.getByRole('link', { name: 'New loopback address' }).click()
  await expect(page).toHaveURL('/system/networking/loopback-addresses-new')
  const form = sideModal(page)
  const submit = form.getByRole('button', { name: 'Create loopback address' })
  // one rack: it is picked already
  await expect(form.getByRole('combobox', { name: /^Rack/ })).toHaveValue(
    '4ac10000-8e2b-4d6f-9a1c-3b5d7f9e0001',
  )
  await form.getByRole('combobox', { name: /^Switch/ }).selectOption('switch1')
  await form.getByRole('textbox', { name: /^Address/ }).fill('10.9.9.9')
  await form.getByRole('spinbutton', { name: /^Mask/ }).fill('33')
  await pickOption(form, /^Address lot/, 'initial-infra')
  await submit.click()
  await expect(form.getByText('Must be at most 32 for this address')).toBeVisible()
  await form.getByRole('spinbutton', { name: /^Mask/ }).fill('32')
  await submit.click()
  await expect(form.getByRole('alert')).toContainText(
    'Address 10.9.9.9 is not in any block of address lot "initial-infra"',
  )
  await form.getByRole('textbox', { name: /^Address/ }).fill('172.20.15.29')
  await form.getByRole('checkbox', { name: 'Anycast' }).check()
  await submit.click()
  await expectToast(page, 'Loopback address created', '172.20.15.29/32 on switch1')
  await expect(page).toHaveURL('/system/networking/loopback-addresses')
  await expect(row(page, '172.20.15.29/32')).toContainText('switch1')

  await openRowAction(page, '172.20.15.29/32', 'Delete')
  await expect(page.getByRole('dialog')).toContainText('Delete loopback address 172.20.15.29/32')
  await confirm(page, 'Delete')
  await expectToast(page, 'Loopback address deleted', '172.20.15.29/32 on switch1')
  await expect(row(page, '172.20.15.29/32')).toHaveCount(0)
  await expect(row(page, '172.20.15.30/32')).toBeVisible()
  noErrors()
})

test('BGP: an announce set and a config, the set refused while in use, status, routes and history per ASN', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/networking/address-lots')
  // by keyboard: the tabs are links
  await tabs(page).getByRole('link', { name: 'BGP' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/system/networking/bgp/configs')
  await expectSidebarCurrent(page)
  await expect(row(page, 'as65547')).toContainText('65547', LOADED)

  // an announce set: the API refuses a network outside its block
  await bgpTabs(page).getByRole('link', { name: 'Announce Sets' }).click()
  await expect(row(page, 'as65547-announce')).toBeVisible()
  await page.getByRole('link', { name: 'New announce set' }).click()
  await expect(page).toHaveURL('/system/networking/bgp/announce-sets-new')
  const form = sideModal(page)
  await form.getByRole('textbox', { name: /^Name/ }).fill('lab-announce')
  await pickOption(form, /^Address lot block/, '192.0.2', 'as65547-lot: 192.0.2.0–192.0.2.255')
  const network = form.getByRole('textbox', { name: /^Network/ })
  await network.fill('10.0.0.0/33')
  const createSet = form.getByRole('button', { name: 'Create announce set' })
  await createSet.click()
  await expect(form.getByText('Max width for IPv4 is 32')).toBeVisible()
  await network.fill('10.0.0.0/24')
  await createSet.click()
  await confirmReview(form, 'Create announce set')
  await expect(form.getByRole('alert')).toContainText('Announced network 10.0.0.0/24 is not within')
  await network.fill('192.0.2.0/25')
  await createSet.click()
  await confirmReview(form, 'Create announce set')
  await expectToast(page, 'Announce set created', 'lab-announce')
  await expect(page).toHaveURL('/system/networking/bgp/announce-sets/lab-announce')
  await expect(page.getByRole('heading', { name: 'Announce set lab-announce' })).toBeVisible()
  await expect(row(page, '192.0.2.0/25')).toContainText('as65547-lot')
  await expect(row(page, '192.0.2.0/25')).toContainText('192.0.2.0–192.0.2.255')

  // a config announcing it
  await bgpTabs(page).getByRole('link', { name: 'Configurations' }).click()
  await page.getByRole('link', { name: 'New BGP configuration' }).click()
  await form.getByRole('textbox', { name: /^Name/ }).fill('lab-bgp')
  const asn = form.getByRole('spinbutton', { name: /^ASN/ })
  await asn.fill('4294967296')
  const createConfig = form.getByRole('button', { name: 'Create BGP configuration' })
  await createConfig.click()
  await expect(form.getByText('Must be at most 4294967295')).toBeVisible()
  await asn.fill('65010')
  await pickOption(form, /^Announce set/, 'lab-announce')
  await form.getByRole('textbox', { name: /^VRF/ }).fill('lab')
  await createConfig.click()
  await expectToast(page, 'BGP configuration created', 'lab-bgp')
  await expect(row(page, 'lab-bgp')).toContainText('65010')
  await expect(row(page, 'lab-bgp')).toContainText('lab')

  // the set cannot go while the config announces it
  await bgpTabs(page).getByRole('link', { name: 'Announce Sets' }).click()
  await openRowAction(page, 'lab-announce', 'Delete')
  await confirm(page, 'Delete')
  await expectToast(
    page,
    'Could not delete announce set',
    'Announce set "lab-announce" is used by BGP config "lab-bgp"',
  )
  await expect(row(page, 'lab-announce')).toBeVisible()

  // what the switches report: sessions, exports, and per ASN routes and messages
  await bgpTabs(page).getByRole('link', { name: 'Status' }).click()
  await expect(page).toHaveURL('/system/networking/bgp/status')
  const sessions = page.getByRole('table', { name: 'BGP sessions' })
  await expect(sessions.getByRole('row').filter({ hasText: 'switch0' })).toContainText(
    'established',
  )
  await expect(sessions.getByRole('row').filter({ hasText: 'switch1' })).toContainText('65001')
  const exported = page.getByRole('table', { name: 'Exported routes' })
  await expect(exported.getByRole('row').filter({ hasText: '192.0.2.0/24' })).toHaveCount(2)
  const asnPick = page.getByRole('combobox', { name: 'ASN' })
  await expect(asnPick).toHaveValue('65547')
  const imported = page.getByRole('table', { name: 'Imported IPv4 routes of ASN 65547' })
  await expect(imported.getByRole('row').filter({ hasText: '203.0.113.0/24' })).toHaveCount(2)
  const history = page.getByText('switch0, peer 172.20.15.1')
  await history.click()
  const messages = page.getByRole('table', { name: 'Messages of switch0, peer 172.20.15.1' })
  await expect(messages.getByRole('row').filter({ hasText: 'keepalive' }).first()).toBeVisible()
  await expect(messages.getByRole('row').filter({ hasText: 'open' }).first()).toContainText('asn')
  // the new config's ASN has no session yet: nothing learned, no messages
  await asnPick.selectOption('65010')
  await expect(page).toHaveURL('/system/networking/bgp/status?asn=65010')
  await expect(page.getByRole('heading', { name: 'No imported routes' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No messages' })).toBeVisible()

  // the fixture's config is used by port settings: refused; the new one goes, then its set
  await bgpTabs(page).getByRole('link', { name: 'Configurations' }).click()
  await openRowAction(page, 'as65547', 'Delete')
  await confirm(page, 'Delete')
  await expectToast(
    page,
    'Could not delete BGP configuration',
    'is used by the BGP peers of switch port settings "default-uplink0"',
  )
  await openRowAction(page, 'lab-bgp', 'Delete')
  await confirm(page, 'Delete')
  await expectToast(page, 'BGP configuration deleted', 'lab-bgp')
  await expect(row(page, 'lab-bgp')).toHaveCount(0)
  await bgpTabs(page).getByRole('link', { name: 'Announce Sets' }).click()
  await openRowAction(page, 'lab-announce', 'Delete')
  await confirm(page, 'Delete')
  await expectToast(page, 'Announce set deleted', 'lab-announce')
  await expect(row(page, 'lab-announce')).toHaveCount(0)
  noErrors()
})

test('a fleet viewer reads rack networking and gets nothing to change', async ({ page }) => {
  // hank administers globex, which maps its admins to fleet viewers
  await page.goto('/system/networking/address-lots?mock-user=hank')
  await expect(row(page, 'initial-infra')).toBeVisible(LOADED)
  await expect(page.getByText('Only fleet admins can change rack networking.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'New address lot' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Row actions' })).toHaveCount(0)
  await page.getByRole('link', { name: 'as65547-lot' }).click()
  await expect(row(page, '192.0.2.0')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0)

  await tabs(page).getByRole('link', { name: 'Loopback Addresses' }).click()
  await expect(row(page, '172.20.15.30/32')).toBeVisible()
  await expect(page.getByRole('link', { name: 'New loopback address' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Row actions' })).toHaveCount(0)

  await tabs(page).getByRole('link', { name: 'BGP' }).click()
  await expect(row(page, 'as65547')).toBeVisible()
  await expect(page.getByRole('link', { name: 'New BGP configuration' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Row actions' })).toHaveCount(0)
  await bgpTabs(page).getByRole('link', { name: 'Announce Sets' }).click()
  await expect(page.getByRole('link', { name: 'New announce set' })).toHaveCount(0)
  await page.getByRole('link', { name: 'as65547-announce' }).click()
  await expect(row(page, '192.0.2.0/24')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0)
  await bgpTabs(page).getByRole('link', { name: 'Status' }).click()
  await expect(page.getByRole('table', { name: 'BGP sessions' })).toContainText('established')
})

test('someone who is not a fleet viewer gets the system section unavailable page', async ({
  page,
}) => {
  await page.goto('/system/networking/address-lots?mock-user=carol')
  const unavailable = page.getByRole('heading', { name: 'System section unavailable' })
  await expect(unavailable).toBeVisible(LOADED)
  await page.goto('/system/networking/bgp/status')
  await expect(unavailable).toBeVisible(LOADED)
})
