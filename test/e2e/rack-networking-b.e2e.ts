import type { Page } from '@playwright/test'
import {
  expectToast,
  menuItem,
  openRowAction,
  pickOption,
  row,
  sideModal,
  watchPageErrors,
} from './helpers'
import { confirmReview } from './review'
import { expect, test } from './test'

// a full page load starts the mock's worker first: slow on a busy machine, yet well
// inside the test's minute, so a stuck page fails here and says where
const LOADED = { timeout: 30_000 }
const systemNav = (page: Page) => page.getByRole('navigation', { name: 'System' })
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Rack networking tabs' })
/** The value of a term in a labelled property list ("Link status", "Speed"). */
const property = (page: Page, list: string, term: string) =>
  page.getByLabel(list, { exact: true }).locator(`dt:text-is("${term}") + dd`)

test('browse the ports of switch1, see a port’s status and LLDP neighbor, change its LLDP configuration', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/silos')
  await systemNav(page).getByRole('link', { name: 'Rack Networking' }).click()
  await tabs(page).getByRole('link', { name: 'Switch Ports' }).click()
  await expect(page).toHaveURL('/system/networking/switch-ports')
  await page
    .getByRole('navigation', { name: 'Switches' })
    .getByRole('link', { name: 'switch1' })
    .click()
  await expect(page).toHaveURL('/system/networking/switch-ports?switch=switch1')
  const ports = page.getByRole('table', { name: 'Ports of switch1' })
  await expect(ports.getByRole('row')).toHaveCount(33, LOADED)
  await expect(row(page, 'qsfp0')).toContainText('default-uplink0')
  await expect(row(page, 'qsfp31')).toContainText('None')
  // each port's link as the switch reports it
  await expect(row(page, 'qsfp0')).toContainText('Up')
  await expect(row(page, 'qsfp31')).toContainText('No link')

  await row(page, 'qsfp0').getByRole('link', { name: 'qsfp0' }).click()
  await expect(page.getByRole('heading', { name: 'Port switch1/qsfp0' })).toBeVisible()
  await expect(property(page, 'Link status', 'Link state')).toHaveText('Up')
  await expect(property(page, 'Link status', 'Speed')).toHaveText('100G')
  // the whole answer, whatever its fields, is there field by field
  await page.getByText('Full status').click()
  const full = page.getByRole('table', { name: 'Full link status' })
  await expect(full.getByRole('row').filter({ hasText: 'link.fsm_state' })).toContainText('LinkUp')
  const neighbor = page.getByRole('table', { name: 'LLDP neighbors' }).getByRole('row').nth(1)
  await expect(neighbor).toContainText('upstream-router-1')
  await expect(neighbor).toContainText('to oxide rack switch1 qsfp0')
  await expect(neighbor).toContainText('172.20.15.1')
  await expect(property(page, 'LLDP configuration', 'System name')).toHaveText('—')

  await page.getByRole('link', { name: 'Edit LLDP configuration' }).click()
  const form = sideModal(page)
  await expect(form.getByRole('checkbox', { name: 'LLDP enabled' })).toBeChecked()
  await form.getByRole('textbox', { name: 'System name' }).fill('oxide-rack-switch1')
  await form.getByRole('textbox', { name: 'Management IP' }).fill('switch1.rack')
  const save = form.getByRole('button', { name: 'Save LLDP configuration' })
  await save.click()
  await expect(form.getByText('Not a valid IP address')).toBeVisible()
  await form.getByRole('textbox', { name: 'Management IP' }).fill('172.20.15.22')
  await save.click()
  await confirmReview(form, 'Save LLDP configuration')
  await expectToast(page, 'LLDP configuration saved', 'switch1/qsfp0')
  await expect(property(page, 'LLDP configuration', 'System name')).toHaveText('oxide-rack-switch1')
  await expect(property(page, 'LLDP configuration', 'Management IP')).toHaveText('172.20.15.22')
  noErrors()
})

test('apply settings to a port, then clear them, each after a warning about its traffic', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/networking/switch-ports?switch=switch1')
  await expect(row(page, 'qsfp3')).toContainText('None', LOADED)
  // nothing to clear on a port without settings
  await row(page, 'qsfp3').getByRole('button', { name: 'Row actions' }).click()
  await expect(menuItem(page, 'Clear settings')).toBeDisabled()
  await page.keyboard.press('Escape')

  // by keyboard: the row menu opens on its first item, Enter picks it
  const trigger = row(page, 'qsfp3').getByRole('button', { name: 'Row actions' })
  await trigger.focus()
  await page.keyboard.press('Enter')
  await expect(menuItem(page, 'Apply settings')).toBeFocused()
  await page.keyboard.press('Enter')
  const modal = page.getByRole('dialog', { name: 'Apply settings to switch1/qsfp3' })
  await expect(modal).toContainText(
    'Traffic on switch1/qsfp3 will be interrupted while the settings change.',
  )
  await modal.getByRole('button', { name: 'Apply settings' }).click()
  await expect(modal.getByText('Port settings is required')).toBeVisible()
  await pickOption(modal, 'Port settings', 'default-uplink0')
  await modal.getByRole('button', { name: 'Apply settings' }).click()
  await expectToast(page, 'Port settings applied', 'default-uplink0 on switch1/qsfp3')
  await expect(row(page, 'qsfp3')).toContainText('default-uplink0')

  await row(page, 'qsfp3').getByRole('link', { name: 'qsfp3' }).click()
  await expect(page.getByRole('heading', { name: 'Port switch1/qsfp3' })).toBeVisible()
  await expect(property(page, 'Link status', 'Link state')).toHaveText('Up')
  await page.getByRole('button', { name: 'Clear settings' }).click()
  const confirm = page.getByRole('dialog', { name: 'Clear port settings' })
  await expect(confirm).toContainText('Clear default-uplink0 from switch1/qsfp3?')
  await expect(confirm).toContainText(
    'Traffic on switch1/qsfp3 will be interrupted while the settings change.',
  )
  await confirm.getByRole('button', { name: 'Clear settings' }).click()
  await expectToast(page, 'Port settings cleared', 'switch1/qsfp3')
  await expect(property(page, 'Port properties', 'Settings applied')).toHaveText('None')
  await expect(page.getByText('No settings are applied, so the port has no link.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Clear settings' })).toHaveCount(0)
  noErrors()
})

test('create port settings with a link, an address and a route, bad input and the API’s refusal first; view and delete them', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/networking/switch-ports')
  await tabs(page).getByRole('link', { name: 'Port Settings' }).click()
  await expect(page).toHaveURL('/system/networking/port-settings')
  await expect(row(page, 'default-uplink0')).toBeVisible(LOADED)
  await page.getByRole('link', { name: 'New port settings' }).click()
  await expect(page).toHaveURL('/system/networking/port-settings-new')
  const form = sideModal(page)
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('uplink-b')
  const link = form.getByRole('group', { name: 'Link 1' })
  await expect(link.getByRole('textbox', { name: 'Link name' })).toHaveValue('phy0')
  await link.getByRole('combobox', { name: 'Speed' }).selectOption('25 Gbit/s')
  await link.getByRole('checkbox', { name: 'LLDP' }).check()

  await form.getByRole('button', { name: 'Add address' }).click()
  const address = form.getByRole('group', { name: 'Address 1' })
  await expect(address.getByRole('textbox', { name: 'Link' })).toHaveValue('phy0')
  await address.getByRole('textbox', { name: 'Address' }).fill('172.20.15.22')
  await pickOption(address, 'Address lot', 'initial-infra')

  await form.getByRole('button', { name: 'Add route' }).click()
  const route = form.getByRole('group', { name: 'Route 1' })
  await route.getByRole('textbox', { name: 'Link' }).fill('phy1')
  await route.getByRole('textbox', { name: 'Destination' }).fill('0.0.0.0/0')
  await route.getByRole('textbox', { name: 'Gateway' }).fill('the-router')

  const create = form.getByRole('button', { name: 'Create port settings' })
  await create.click()
  await expect(
    address.getByText('Must contain an IP address and a width, separated by a /'),
  ).toBeVisible()
  await expect(route.getByText('Not a valid IP address')).toBeVisible()
  await address.getByRole('textbox', { name: 'Address' }).fill('172.20.15.22/28')
  await route.getByRole('textbox', { name: 'Gateway' }).fill('172.20.15.17')
  // the route names a link the settings do not have: the API says so
  await create.click()
  await expect(form.getByRole('alert')).toContainText(
    'Routes refers to link "phy1", which is not in links',
  )
  await route.getByRole('textbox', { name: 'Link' }).fill('phy0')
  await create.click()
  await expectToast(page, 'Port settings created', 'uplink-b')
  await expect(page).toHaveURL('/system/networking/port-settings/uplink-b')
  await expect(page.getByRole('heading', { name: 'uplink-b' })).toBeVisible()
  const links = page.getByRole('table', { name: 'Links' })
  await expect(links.getByRole('row').nth(1)).toContainText('25 Gbit/s')
  await expect(links.getByRole('row').nth(1)).toContainText('enabled')
  await expect(row(page, '172.20.15.22/28')).toContainText('initial-infra')
  await expect(row(page, '0.0.0.0/0')).toContainText('172.20.15.17')
  await expect(page.getByRole('table', { name: 'BGP peers' })).toHaveCount(0)
  await expect(page.getByText('No BGP peers.')).toBeVisible()
  await expect(property(page, 'Port settings properties', 'Applied to')).toHaveText('No port')

  await page.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete port settings' })
  await expect(confirm).toContainText('Delete port settings uplink-b?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Port settings deleted', 'uplink-b')
  await expect(page).toHaveURL('/system/networking/port-settings')
  await expect(row(page, 'uplink-b')).toHaveCount(0)

  // settings applied to a port stay: the API refuses, and says where they are applied
  await openRowAction(page, 'default-uplink0', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete port settings' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expectToast(page, 'Could not delete port settings', /are applied to qsfp0 on switch0/)
  await expect(row(page, 'default-uplink0')).toBeVisible()
  noErrors()
})

test('enable a BFD session to the uplink router, see it up, then disable it', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/networking/switch-ports')
  await tabs(page).getByRole('link', { name: 'BFD' }).click()
  await expect(page).toHaveURL('/system/networking/bfd')
  await expect(page.getByRole('heading', { name: 'No BFD sessions' })).toBeVisible(LOADED)
  await page.getByRole('link', { name: 'Enable BFD session' }).first().click()
  await expect(page).toHaveURL('/system/networking/bfd-new')
  const form = sideModal(page)
  const remote = form.getByRole('textbox', { name: 'Remote' })
  const local = form.getByRole('textbox', { name: 'Local' })
  const enable = form.getByRole('button', { name: 'Enable BFD session' })
  await enable.click()
  await expect(form.getByText('Remote is required')).toBeVisible()
  await remote.fill('upstream-router-1')
  await enable.click()
  await expect(form.getByText('Not a valid IP address')).toBeVisible()
  await remote.fill('172.20.15.1')
  await local.fill('fd00::21')
  await enable.click()
  await expect(form.getByText('Must be an IPv4 address, like the remote')).toBeVisible()
  await local.fill('172.20.15.21')
  await form.getByRole('combobox', { name: 'Switch' }).selectOption('switch0')
  await form.getByRole('combobox', { name: 'Mode' }).selectOption('single_hop')
  await form.getByRole('spinbutton', { name: 'Detection threshold' }).fill('5')
  await form.getByRole('spinbutton', { name: 'Required RX' }).fill('250000')
  await enable.click()
  await expectToast(page, 'BFD session enabled', '172.20.15.1 on switch0')
  await expect(page).toHaveURL('/system/networking/bfd')
  const session = row(page, '172.20.15.1')
  await expect(session).toContainText('switch0')
  await expect(session).toContainText('up')
  await expect(session).toContainText('5 packets')
  await expect(session).toContainText('250,000 µs')

  await openRowAction(page, '172.20.15.1', 'Disable')
  const confirm = page.getByRole('dialog', { name: 'Disable BFD session' })
  await expect(confirm).toContainText('Disable the BFD session with 172.20.15.1 on switch0?')
  await confirm.getByRole('button', { name: 'Disable' }).click()
  await expectToast(page, 'BFD session disabled', '172.20.15.1 on switch0')
  await expect(page.getByRole('heading', { name: 'No BFD sessions' })).toBeVisible()
  noErrors()
})

test('a fleet viewer sees ports, settings and BFD but nothing to change', async ({ page }) => {
  // hank administers globex, which maps its admins to fleet viewers
  await page.goto('/system/networking/switch-ports?mock-user=hank')
  await expect(row(page, 'qsfp0')).toContainText('default-uplink0', LOADED)
  await expect(page.getByRole('button', { name: 'Row actions' })).toHaveCount(0)
  await row(page, 'qsfp0').getByRole('link', { name: 'qsfp0' }).click()
  await expect(page.getByRole('heading', { name: 'Port switch0/qsfp0' })).toBeVisible()
  await expect(property(page, 'Link status', 'Link state')).toHaveText('Up')
  await expect(property(page, 'LLDP configuration', 'LLDP')).toHaveText('Enabled')
  await expect(page.getByRole('button', { name: 'Apply settings' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Clear settings' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Edit LLDP configuration' })).toHaveCount(0)

  await page.getByRole('link', { name: 'default-uplink0' }).click()
  await expect(page.getByRole('heading', { name: 'default-uplink0' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0)
  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'Port Settings' })
    .click()
  await expect(row(page, 'default-uplink0')).toBeVisible()
  await expect(page.getByRole('link', { name: 'New port settings' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Row actions' })).toHaveCount(0)
  await tabs(page).getByRole('link', { name: 'BFD' }).click()
  await expect(page.getByRole('heading', { name: 'No BFD sessions' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Enable BFD session' })).toHaveCount(0)
})

test('someone who is not a fleet viewer gets no switch ports', async ({ page }) => {
  await page.goto('/system/networking/switch-ports?mock-user=carol')
  await expect(page.getByRole('heading', { name: 'System section unavailable' })).toBeVisible(
    LOADED,
  )
  await expect(page.getByRole('table')).toHaveCount(0)
})
