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

/** The default VPC of web-prod, opened by clicking through as a person would. */
async function openVpc(page: Page, tab: 'Routers' | 'Internet Gateways' | 'Subnets') {
  await page.goto('/projects/web-prod/vpcs')
  await page.getByRole('link', { name: 'default', exact: true }).click()
  await page.getByRole('navigation', { name: 'VPC tabs' }).getByRole('link', { name: tab }).click()
}

const routesTable = (page: Page) => page.getByRole('table', { name: 'Routes' })

test('a custom router: create it, add, refuse, edit and delete routes, then delete it', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await openVpc(page, 'Routers')
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/routers')
  await expect(row(page, 'system')).toContainText('system')
  await expect(row(page, 'web-egress')).toContainText('custom')

  // create the router; a name is needed first
  await page.getByRole('link', { name: 'New router' }).click()
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/routers-new')
  let form = sideModal(page)
  await form.getByRole('button', { name: 'Create router' }).click()
  await expect(form.getByText('Name is required', { exact: true })).toBeVisible()
  await form.getByRole('textbox', { name: /^Name/ }).fill('web-egress')
  await form.getByRole('button', { name: 'Create router' }).click()
  await expect(form.getByText('Vpc router name already exists')).toBeVisible()
  await form.getByRole('textbox', { name: /^Name/ }).fill('edge')
  await form.getByRole('textbox', { name: 'Description' }).fill('Office traffic')
  await form.getByRole('button', { name: 'Create router' }).click()
  await expectToast(page, 'Router created')
  // the new router's page, with no routes yet
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/routers/edge')
  await expect(page.getByRole('heading', { name: 'edge', level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveText(
    /VPCs.*default.*Routers.*edge.*Routes$/,
  )
  await expect(page.getByText('No routes')).toBeVisible()

  // a route to the office network through an appliance
  await page.getByRole('link', { name: 'New route' }).first().click()
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/routers/edge/routes-new')
  form = sideModal(page)
  const create = form.getByRole('button', { name: 'Create route' })
  const destType = form.getByRole('combobox', { name: 'Destination type' })
  const targetType = form.getByRole('combobox', { name: 'Target type' })
  // only what the rack accepts is offered: no VPC on either side, no subnet as a target
  await expect(destType.locator('option')).toHaveText(['IP', 'IP network', 'Subnet'])
  await expect(targetType.locator('option')).toHaveText([
    'IP',
    'Instance',
    'Internet gateway',
    'Drop',
  ])

  await form.getByRole('textbox', { name: /^Name/ }).fill('to-office')
  const network = form.getByRole('textbox', { name: /^Destination network/ })
  const targetIp = form.getByRole('textbox', { name: /^Target IP/ })
  await create.click()
  await expect(form.getByText('Destination network is required')).toBeVisible()
  await expect(form.getByText('Target IP is required')).toBeVisible()
  for (const [value, message] of [
    ['192.168.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['192.168.0.300/16', 'Not a valid IP address'],
    ['192.168.0.0/x', 'Width must be an integer'],
    ['192.168.0.0/40', 'Max width for IPv4 is 32'],
  ]) {
    await network.fill(value)
    await create.click()
    await expect(form.getByText(message, { exact: true })).toBeVisible()
  }
  await network.fill('192.168.0.0/16')
  // an IPv6 next hop for an IPv4 destination is refused
  await targetIp.fill('fd00::1')
  await create.click()
  await expect(
    form.getByText('Cannot mix explicit IPv4 and IPv6 addresses between destination and target'),
  ).toBeVisible()
  await targetIp.fill('not-an-ip')
  await create.click()
  await expect(form.getByText('Not a valid IP address', { exact: true })).toBeVisible()
  await targetIp.fill('172.30.0.99')
  await create.click()
  await expectToast(page, 'Route created')
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/routers/edge')
  await expect(row(page, 'to-office')).toContainText('IP network 192.168.0.0/16')
  await expect(row(page, 'to-office')).toContainText('IP 172.30.0.99')

  // a second route: the frontend subnet through the NAT instance
  await page.getByRole('link', { name: 'New route' }).click()
  form = sideModal(page)
  await form.getByRole('textbox', { name: /^Name/ }).fill('frontend-via-nat')
  await form.getByRole('combobox', { name: 'Destination type' }).selectOption('Subnet')
  await pickOption(form, /^Destination subnet/, 'frontend')
  await form.getByRole('combobox', { name: 'Target type' }).selectOption('Instance')
  await pickOption(form, /^Target instance/, 'nat-gateway')
  await form.getByRole('button', { name: 'Create route' }).click()
  await expectToast(page, 'Route created')
  const viaNat = row(page, 'frontend-via-nat')
  await expect(viaNat.getByRole('link', { name: 'frontend' })).toBeVisible()
  await expect(viaNat.getByRole('link', { name: 'nat-gateway' })).toBeVisible()

  // edit: the office traffic is dropped instead
  await openRowAction(page, 'to-office', 'Edit')
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/routers/edge/routes/to-office/edit')
  form = sideModal(page)
  await expect(form.getByRole('textbox', { name: /^Destination network/ })).toHaveValue(
    '192.168.0.0/16',
  )
  await expect(form.getByRole('textbox', { name: /^Target IP/ })).toHaveValue('172.30.0.99')
  await form.getByRole('combobox', { name: 'Target type' }).selectOption('Drop')
  await form.getByRole('textbox', { name: 'Description' }).fill('Office link is down')
  await form.getByRole('button', { name: 'Update route' }).click()
  await confirmReview(form, 'Update route')
  await expectToast(page, 'Route updated')
  await expect(row(page, 'to-office')).toContainText('Drop')
  await expect(row(page, 'to-office')).toContainText('Office link is down')

  // delete a route, after confirming
  await openRowAction(page, 'to-office', 'Delete')
  const confirm = page.getByRole('dialog', { name: 'Delete route' })
  await expect(confirm).toContainText('to-office')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Route deleted')
  await expect(routesTable(page).getByText('to-office')).toHaveCount(0)
  await expect(row(page, 'frontend-via-nat')).toBeVisible()

  // delete the router and its remaining route
  await page.getByRole('button', { name: 'Router actions' }).click()
  await menuItem(page, 'Delete').click()
  await page
    .getByRole('dialog', { name: 'Delete router' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expectToast(page, 'Router deleted')
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/routers')
  await expect(row(page, 'edge')).toHaveCount(0)

  // a router a subnet still uses: the confirm names the subnet and sends nothing
  const deletes: string[] = []
  page.on('request', (r) => r.method() === 'DELETE' && deletes.push(r.url()))
  await openRowAction(page, 'web-egress', 'Delete')
  const blocked = page.getByRole('dialog', { name: 'Delete router' })
  await expect(blocked.getByRole('alert')).toContainText(
    /Router web-egress cannot be deleted while subnets use it:\s*frontend/,
  )
  await expect(blocked.getByRole('link', { name: 'frontend' })).toHaveAttribute(
    'href',
    '/projects/web-prod/vpcs/default/subnets/frontend',
  )
  await expect(blocked.getByRole('button', { name: 'Delete' })).toBeDisabled()
  await blocked.getByRole('button', { name: 'Cancel' }).click()
  await expect(blocked).toBeHidden()
  await expect(row(page, 'web-egress')).toBeVisible()
  expect(deletes).toEqual([])
  noErrors()
})

test('the system router and its routes are read only', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await openVpc(page, 'Routers')
  await row(page, 'system').getByRole('button', { name: 'Row actions' }).click()
  const reason = 'The system router is managed by the rack'
  await expect(menuItem(page, 'Edit')).toHaveAttribute('aria-disabled', 'true')
  await expect(menuItem(page, 'Edit')).toHaveAccessibleDescription(reason)
  await expect(menuItem(page, 'Delete')).toHaveAttribute('aria-disabled', 'true')
  await expect(menuItem(page, 'Delete')).toHaveAccessibleDescription(reason)
  await page.keyboard.press('Escape')

  await page.getByRole('link', { name: 'system', exact: true }).click()
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/routers/system')
  await expect(page.getByText('Every subnet of the VPC')).toBeVisible()
  await expect(page.getByRole('button', { name: 'New route' })).toBeDisabled()
  const v4 = row(page, 'default-v4')
  await expect(v4).toContainText('IP network 0.0.0.0/0')
  await expect(v4.getByRole('link', { name: 'default' })).toBeVisible()
  await expect(row(page, 'frontend').getByRole('link', { name: 'frontend' }).first()).toBeVisible()

  await v4.getByRole('button', { name: 'Row actions' }).click()
  await expect(menuItem(page, 'Delete')).toHaveAttribute('aria-disabled', 'true')
  await expect(menuItem(page, 'Delete')).toHaveAccessibleDescription(/managed by the rack/)
  await menuItem(page, 'View').click()
  const view = sideModal(page)
  await expect(view.getByRole('heading', { name: 'Route' })).toBeVisible()
  await expect(view.getByText('Read only')).toBeVisible()
  await expect(view.getByRole('button', { name: 'Update route' })).toHaveCount(0)
  await view.getByRole('button', { name: 'Close' }).first().click()
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/routers/system')

  // the route's target opens the gateway it sends traffic to
  await v4.getByRole('link', { name: 'default' }).click()
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/internet-gateways/default')
  await expect(page.getByRole('dialog', { name: 'default' })).toBeVisible()
  noErrors()
})

test('an internet gateway shows its pools, addresses and the routes that target it', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await openVpc(page, 'Internet Gateways')
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/internet-gateways')
  const gateway = row(page, 'default')
  await expect(gateway).toContainText('192.0.2.40')
  await expect(gateway.getByRole('cell').nth(4)).toHaveText('2')

  await gateway.getByRole('link', { name: 'default' }).click()
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/internet-gateways/default')
  const detail = page.getByRole('dialog', { name: 'default' })
  const pools = detail.getByRole('table', { name: 'IP pools' })
  await expect(pools.getByRole('row')).toHaveCount(2)
  await expect(pools).toContainText('Egress through the default pool')
  const addresses = detail.getByRole('table', { name: 'IP addresses' })
  await expect(row(page, 'egress-1')).toContainText('192.0.2.40')
  await expect(addresses.getByRole('row')).toHaveCount(2)
  const routes = detail.getByRole('table', { name: 'Routes targeting this gateway' })
  await expect(routes.getByRole('row')).toHaveCount(3)
  await expect(routes).toContainText('default-v4')
  await expect(routes).toContainText('::/0')

  // from a targeting route to its router
  await routes.getByRole('link', { name: 'system' }).first().click()
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/routers/system')

  // a custom route out through the gateway shows up beside the system's
  await page.getByRole('link', { name: 'Routers', exact: true }).click()
  await page.getByRole('link', { name: 'web-egress', exact: true }).click()
  await page.getByRole('link', { name: 'New route' }).click()
  const form = sideModal(page)
  await form.getByRole('textbox', { name: /^Name/ }).fill('v6-out')
  await form.getByRole('textbox', { name: /^Destination network/ }).fill('::/0')
  await form.getByRole('combobox', { name: 'Target type' }).selectOption('Internet gateway')
  await pickOption(form, /^Target internet gateway/, 'default')
  await form.getByRole('button', { name: 'Create route' }).click()
  await expectToast(page, 'Route created')
  await row(page, 'v6-out').getByRole('link', { name: 'default' }).click()
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/internet-gateways/default')
  await expect(routes.getByRole('row')).toHaveCount(4)
  await expect(row(page, 'v6-out')).toContainText('web-egress')
  await page
    .getByRole('dialog', { name: 'default' })
    .getByRole('button', { name: 'Close' })
    .last()
    .click()
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/internet-gateways')
  await expect(row(page, 'default').getByRole('cell').nth(4)).toHaveText('3')
  noErrors()
})

test("a subnet's page lists its network interfaces with their instances", async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await openVpc(page, 'Subnets')
  await page.getByRole('link', { name: 'frontend', exact: true }).click()
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/subnets/frontend')
  await expect(page.getByRole('heading', { name: 'frontend', level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveText(
    /VPCs.*default.*Subnets.*frontend/,
  )
  const nics = page.getByRole('table', { name: 'Network interfaces' })
  await expect(nics.getByRole('row')).toHaveCount(4)
  for (const instance of ['web-1', 'web-2', 'nat-gateway']) {
    await expect(nics.getByRole('link', { name: instance, exact: true })).toBeVisible()
  }
  await expect(nics).toContainText('172.30.4.10')

  // the subnet's custom router is a link too
  await expect(page.getByRole('link', { name: 'web-egress' })).toBeVisible()

  await nics.getByRole('link', { name: 'nat-gateway' }).click()
  await expect(page).toHaveURL('/projects/web-prod/instances/nat-gateway/networking')
  noErrors()
})
