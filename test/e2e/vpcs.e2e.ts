import type { Locator, Page } from '@playwright/test'
import { expectToast, openRowAction, row, sideModal, watchPageErrors } from './helpers'
import { confirmReview } from './review'
import { expect, test } from './test'

const rulesTable = (page: Page) => page.getByRole('table', { name: 'Firewall rules' })

/** Type into a field and submit, then expect the message beside it. */
async function refused(
  form: Locator,
  field: Locator,
  value: string,
  submit: Locator,
  message: string,
) {
  await field.fill(value)
  await submit.click()
  await expect(form.getByText(message, { exact: true })).toBeVisible()
}

test('create a VPC: each bad name, DNS name and IPv6 prefix is refused in place', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/instances')
  await page.getByRole('link', { name: 'VPCs' }).click()
  await expect(page).toHaveURL('/projects/web-prod/vpcs')
  await expect(row(page, 'backend')).toBeVisible()
  await page.getByRole('link', { name: 'New VPC' }).click()
  await expect(page).toHaveURL('/projects/web-prod/vpcs-new')

  const form = sideModal(page)
  const name = form.getByRole('textbox', { name: /^Name/ })
  const dnsName = form.getByRole('textbox', { name: 'DNS name' })
  const prefix = form.getByRole('textbox', { name: 'IPv6 prefix' })
  const create = form.getByRole('button', { name: 'Create VPC' })

  await create.click()
  await expect(form.getByText('Name is required', { exact: true })).toBeVisible()
  await expect(form.getByText('DNS name is required')).toBeVisible()
  await expect(form.getByText('2 issues need fixing')).toBeVisible()

  await name.fill('edge')
  await refused(form, dnsName, 'Edge', create, 'Must start with a lowercase letter')
  await dnsName.fill('edge')
  for (const [value, message] of [
    ['fd12:3456:789a::', 'Must contain an IP address and a width, separated by a /'],
    ['fd12:3456:789g::/48', 'Not a valid IP address'],
    ['fd12:3456:789a::/4a', 'Width must be an integer'],
    ['fd12:3456:789a::/130', 'Max width for IPv6 is 128'],
    ['10.0.0.0/33', 'Max width for IPv4 is 32'],
    ['10.0.0.0/8', 'Must be an IPv6 prefix'],
    ['fd12:3456:789a::/64', 'Must be a /48 prefix'],
    ['2001:db8:1::/48', 'Must be a unique local address (fd00::/8)'],
  ]) {
    await refused(form, prefix, value, create, message)
  }
  await prefix.fill('fd12:3456:789a::/48')

  // a taken name comes back from the API onto the name field
  await name.fill('default')
  await create.click()
  await expect(form.getByText('Vpc name already exists')).toBeVisible()

  await name.fill('edge')
  await form.getByRole('textbox', { name: 'Description' }).fill('Edge routers')
  await create.click()
  await expectToast(page, 'VPC created')
  // the VPC page opens on its firewall rules, with the rules every VPC starts with
  await expect(page).toHaveURL('/projects/web-prod/vpcs/edge/firewall-rules')
  await expect(page.getByRole('heading', { name: 'edge', level: 1 })).toBeVisible()
  const properties = page.getByRole('definition')
  await expect(properties.filter({ hasText: 'fd12:3456:789a::/48' })).toBeVisible()
  await expect(row(page, 'allow-ssh')).toBeVisible()
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  await expect(crumbs).toHaveText(/VPCs.*edge.*Firewall Rules/)

  await page.getByRole('link', { name: 'Subnets', exact: true }).click()
  await expect(row(page, 'default')).toBeVisible()
  await crumbs.getByRole('link', { name: 'VPCs' }).click()
  await expect(row(page, 'edge')).toContainText('Edge routers')
  noErrors()
})

test('edit a VPC; a VPC with subnets cannot be deleted until they are gone', async ({ page }) => {
  await page.goto('/projects/web-prod/vpcs')
  await openRowAction(page, 'backend', 'Edit')
  await expect(page).toHaveURL('/projects/web-prod/vpcs/backend/edit')
  const form = sideModal(page)
  await expect(form.getByRole('textbox', { name: 'IPv6 prefix' })).toHaveValue(
    'fd4b:2c1a:9e01::/48',
  )
  await expect(form.getByRole('textbox', { name: 'IPv6 prefix' })).not.toBeEditable()
  await form.getByRole('textbox', { name: /^Name/ }).fill('backend-2')
  await form.getByRole('textbox', { name: 'Description' }).fill('renamed')
  await form.getByRole('button', { name: 'Update VPC' }).click()
  await expectToast(page, 'VPC updated')
  await expect(row(page, 'backend-2')).toContainText('renamed')
  await expect(page.getByRole('link', { name: 'backend', exact: true })).toBeHidden()

  // a fresh VPC comes with a default subnet, which keeps it from being deleted
  await page.getByRole('link', { name: 'New VPC' }).click()
  await sideModal(page).getByRole('textbox', { name: /^Name/ }).fill('scratch')
  await sideModal(page).getByRole('textbox', { name: 'DNS name' }).fill('scratch')
  await sideModal(page).getByRole('button', { name: 'Create VPC' }).click()
  await expect(page).toHaveURL('/projects/web-prod/vpcs/scratch/firewall-rules')

  const deleteVpc = async () => {
    await page.getByRole('button', { name: 'VPC actions' }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete VPC' })
    await expect(confirm).toContainText('scratch')
    await confirm.getByRole('button', { name: 'Delete' }).click()
  }
  // the confirm names the subnet in the way and sends no delete
  await page.getByRole('button', { name: 'VPC actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const blocked = page.getByRole('dialog', { name: 'Delete VPC' })
  await expect(blocked.getByRole('alert')).toContainText(
    'VPC scratch cannot be deleted while it has subnets: default.',
  )
  await expect(blocked.getByRole('button', { name: 'Delete' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await blocked.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL('/projects/web-prod/vpcs/scratch/firewall-rules')

  await page.getByRole('link', { name: 'Subnets', exact: true }).click()
  await openRowAction(page, 'default', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete subnet' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expectToast(page, 'Subnet deleted')
  await expect(page.getByRole('heading', { name: 'No subnets' })).toBeVisible()

  await deleteVpc()
  await expectToast(page, 'VPC deleted')
  await expect(page).toHaveURL('/projects/web-prod/vpcs')
  await expect(row(page, 'scratch')).toBeHidden()
  await expect(row(page, 'default')).toBeVisible()
})

test('create a firewall rule with every kind of target and filter, bad input refused', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/vpcs')
  await page.getByRole('link', { name: 'default' }).click()
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/firewall-rules')
  await expect(row(page, 'allow-https')).toContainText('100')
  await page.getByRole('link', { name: 'New rule' }).click()
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/firewall-rules-new')

  const form = sideModal(page)
  await expect(form.getByRole('heading', { name: 'Create firewall rule' })).toBeVisible()
  const create = form.getByRole('button', { name: 'Create rule' })
  await create.click()
  await expect(form.getByText('Name is required', { exact: true })).toBeVisible()
  await expect(form.getByText('Add at least one target')).toBeVisible()

  const name = form.getByRole('textbox', { name: /^Name/ })
  await refused(form, name, 'allow-ssh', create, 'Firewall rule name already exists')
  await refused(form, name, 'Web', create, 'Must start with a lowercase letter')
  await name.fill('web-in')
  const priority = form.getByRole('spinbutton', { name: 'Priority' })
  await refused(form, priority, '65536', create, 'Must be at most 65535')
  await refused(form, priority, '-1', create, 'Must be at least 0')
  await priority.fill('150')

  // targets: each kind checked as it is added
  const targets = form.getByRole('group', { name: 'Targets' })
  const targetType = targets.getByRole('combobox', { name: 'Target type' })
  const targetValue = targets.getByLabel('Target value')
  const addTarget = targets.getByRole('button', { name: 'Add target' })
  const addTargetAs = async (type: string, value: string) => {
    await targetType.selectOption({ label: type })
    await targetValue.fill(value)
    await addTarget.click()
  }
  for (const [type, value, message] of [
    ['IP address', '10.0.0.300', 'Not a valid IP address'],
    ['IP network', '10.0.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['IP network', '10.0.0.0/x', 'Width must be an integer'],
    ['IP network', '10.0.0.0/33', 'Max width for IPv4 is 32'],
    ['IP network', 'fd00::/129', 'Max width for IPv6 is 128'],
    ['Instance', 'Web-1', 'Must start with a lowercase letter'],
  ]) {
    await addTargetAs(type, value)
    await expect(targets.getByText(message, { exact: true })).toBeVisible()
  }
  await addTargetAs('VPC', 'default')
  await addTargetAs('VPC subnet', 'frontend')
  await addTargetAs('Instance', 'web-1')
  await addTargetAs('IP address', '10.0.0.5')
  await addTargetAs('IP network', 'fd00:1::/64')
  await addTargetAs('Instance', 'web-1')
  await expect(targets.getByText('Items must be unique')).toBeVisible()
  const targetList = targets.getByRole('list', { name: 'Targets' })
  await expect(targetList.getByRole('listitem')).toHaveCount(5)
  await targets.getByRole('button', { name: 'Remove IP address 10.0.0.5' }).click()
  await expect(targetList.getByRole('listitem')).toHaveCount(4)

  // host filter: same kinds, Enter adds
  const hosts = form.getByRole('group', { name: 'Host filters' })
  await hosts
    .getByRole('combobox', { name: 'Host filter type' })
    .selectOption({ label: 'IP network' })
  await hosts.getByLabel('Host filter value').fill('192.168.0.0/16')
  await hosts.getByLabel('Host filter value').press('Enter')
  await expect(hosts.getByRole('listitem')).toHaveText(/192\.168\.0\.0\/16/)

  // protocols, ICMP with type and code
  const protocols = form.getByRole('group', { name: 'Protocol filters' })
  const protocol = protocols.getByRole('combobox', { name: 'Protocol' })
  const addProtocol = protocols.getByRole('button', { name: 'Add protocol' })
  await addProtocol.click()
  await addProtocol.click()
  await expect(protocols.getByText('Items must be unique')).toBeVisible()
  await protocol.selectOption({ label: 'ICMP' })
  const icmpType = protocols.getByRole('textbox', { name: 'ICMP type' })
  const icmpCode = protocols.getByRole('textbox', { name: 'ICMP code' })
  await icmpType.fill('300')
  await addProtocol.click()
  await expect(protocols.getByText('ICMP type must be a number from 0 to 255')).toBeVisible()
  await icmpType.fill('3')
  await icmpCode.fill('4-0')
  await addProtocol.click()
  await expect(protocols.getByText('End of range must not be below the start')).toBeVisible()
  await icmpCode.fill('0-4')
  await addProtocol.click()
  await expect(protocols.getByRole('listitem')).toContainText(['TCP', 'ICMP type 3, code 0-4'])

  // ports and port ranges
  const ports = form.getByRole('group', { name: 'Port filters' })
  const port = ports.getByRole('textbox', { name: 'Port or port range' })
  const addPort = ports.getByRole('button', { name: 'Add port' })
  for (const [value, message] of [
    ['80-', 'Not a valid port or port range'],
    ['123456', 'Not a valid port or port range'],
    ['70000', 'Port must be at most 65535'],
    ['90-80', 'End of range must not be below the start'],
  ]) {
    await port.fill(value)
    await addPort.click()
    await expect(ports.getByText(message, { exact: true })).toBeVisible()
  }
  await port.fill('8080')
  await addPort.click()
  await port.fill('8080')
  await addPort.click()
  await expect(ports.getByText('Items must be unique')).toBeVisible()
  await port.fill('8000-8999')
  await addPort.click()

  await form.getByRole('radio', { name: 'Deny' }).check()
  await form.getByRole('radio', { name: 'Outbound' }).check()
  await create.click()
  await confirmReview(form, 'Create rule')
  await expectToast(page, 'Firewall rule created')
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/firewall-rules')

  const created = row(page, 'web-in')
  for (const text of [
    '150',
    'deny',
    'outbound',
    'VPC subnet frontend',
    'Instance web-1',
    'IP network fd00:1::/64',
    '192.168.0.0/16',
    'TCP, ICMP type 3, code 0-4',
    '8080, 8000-8999',
    'enabled',
  ]) {
    await expect(created).toContainText(text)
  }
  // the rules that were there are still there, in priority order
  await expect(rulesTable(page).getByRole('row')).toHaveCount(7)
  await expect(rulesTable(page).getByRole('row').nth(1)).toContainText('allow-https')
  await expect(rulesTable(page).getByRole('row').nth(2)).toContainText('web-in')
  noErrors()
})

test('clone a rule, edit one keeping the others, delete one', async ({ page }) => {
  await page.goto('/projects/web-prod/vpcs/default')
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/firewall-rules')

  await openRowAction(page, 'allow-https', 'Clone')
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/firewall-rules-new/allow-https')
  const form = sideModal(page)
  await expect(form.getByRole('heading', { name: 'Clone firewall rule' })).toBeVisible()
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('allow-https-copy')
  await expect(form.getByRole('spinbutton', { name: 'Priority' })).toHaveValue('100')
  await expect(form.getByRole('list', { name: 'Targets' })).toContainText('frontend')
  await expect(
    form.getByRole('list', { name: 'Port filters' }).getByRole('listitem'),
  ).toContainText(['443', '80'])
  await form.getByRole('spinbutton', { name: 'Priority' }).fill('110')
  await form.getByRole('button', { name: 'Remove port 80' }).click()
  await form.getByRole('button', { name: 'Create rule' }).click()
  await confirmReview(form, 'Create rule')
  await expectToast(page, 'Firewall rule created')
  await expect(row(page, 'allow-https-copy')).toContainText('110')
  await expect(row(page, 'allow-https-copy')).toContainText('Ports 443')
  await expect(row(page, 'allow-https')).toContainText('443, 80')

  await openRowAction(page, 'deny-telnet', 'Edit')
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/firewall-rules/deny-telnet/edit')
  await expect(form.getByRole('heading', { name: 'Edit firewall rule' })).toBeVisible()
  // another rule's name is taken
  await form.getByRole('textbox', { name: /^Name/ }).fill('allow-https')
  await form.getByRole('button', { name: 'Update rule' }).click()
  await expect(form.getByText('Firewall rule name already exists')).toBeVisible()
  await form.getByRole('textbox', { name: /^Name/ }).fill('deny-telnet-2')
  await form.getByRole('checkbox', { name: 'Enabled' }).check()
  await form.getByRole('spinbutton', { name: 'Priority' }).fill('5')
  await form.getByRole('button', { name: 'Update rule' }).click()
  await confirmReview(form, 'Update rule')
  await expectToast(page, 'Firewall rule updated')
  const edited = row(page, 'deny-telnet-2')
  // the priority cell, after the row's bulk-select checkbox
  await expect(edited.getByRole('cell').nth(1)).toHaveText('5')
  await expect(edited).toContainText('enabled')
  await expect(edited).toContainText('Ports 23')
  await expect(row(page, 'deny-telnet')).toBeHidden()
  // every other rule is as it was
  await expect(rulesTable(page).getByRole('row')).toHaveCount(7)
  await expect(rulesTable(page).getByRole('row').nth(1)).toContainText('deny-telnet-2')
  await expect(row(page, 'allow-https')).toContainText('443, 80')
  await expect(row(page, 'allow-ssh')).toContainText('Ports 22')

  await openRowAction(page, 'allow-https-copy', 'Delete')
  const confirm = page.getByRole('dialog', { name: 'Delete firewall rule' })
  await expect(confirm).toContainText('allow-https-copy')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Firewall rule deleted')
  await expect(row(page, 'allow-https-copy')).toBeHidden()
  await expect(rulesTable(page).getByRole('row')).toHaveCount(6)
})

test('a rule that does not exist is the not-found page', async ({ page }) => {
  await page.goto('/projects/web-prod/vpcs/default/firewall-rules/nope/edit')
  await expect(page.getByText('Page not found')).toBeVisible()
  await page.goto('/projects/web-prod/vpcs/nope')
  await expect(page.getByText('Page not found')).toBeVisible()
})

test('create, edit and delete a subnet; bad, overlapping and busy ones refused', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/vpcs/default')
  await page.getByRole('link', { name: 'Subnets', exact: true }).click()
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/subnets')
  await expect(row(page, 'frontend')).toContainText('172.30.4.0/22')
  await page.getByRole('link', { name: 'New subnet' }).click()
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/subnets-new')

  const form = sideModal(page)
  const create = form.getByRole('button', { name: 'Create subnet' })
  await create.click()
  await expect(form.getByText('Name is required', { exact: true })).toBeVisible()
  await expect(form.getByText('IPv4 block is required')).toBeVisible()

  await form.getByRole('textbox', { name: /^Name/ }).fill('workers')
  const v4 = form.getByRole('textbox', { name: 'IPv4 block' })
  for (const [value, message] of [
    ['10.50.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['10.50.0.256/24', 'Not a valid IP address'],
    ['10.50.0.0/2x', 'Width must be an integer'],
    ['10.50.0.0/40', 'Max width for IPv4 is 32'],
    ['fd00::/64', 'Must be an IPv4 block'],
  ]) {
    await refused(form, v4, value, create, message)
  }
  const v6 = form.getByRole('textbox', { name: 'IPv6 block' })
  for (const [value, message] of [
    ['fd4b:2c1a:9e00:5::/129', 'Max width for IPv6 is 128'],
    ['10.50.0.0/24', 'Must be an IPv6 block'],
    ['fd4b:2c1a:9e00::/48', 'Must be a /64 block'],
  ]) {
    await refused(form, v6, value, create, message)
  }
  await v6.fill('fd4b:2c1a:9e00:5::/64')

  // the API refuses a block that overlaps another subnet's
  await v4.fill('172.30.5.0/24')
  await create.click()
  await expect(form.getByRole('alert')).toContainText(
    `IP address range '172.30.5.0/24' conflicts with subnet "frontend"`,
  )
  await v4.fill('10.50.0.0/24')
  await form.getByRole('combobox', { name: 'Custom router' }).selectOption('web-egress')
  await create.click()
  await expectToast(page, 'Subnet created')
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/subnets')
  const created = row(page, 'workers')
  for (const text of ['10.50.0.0/24', 'fd4b:2c1a:9e00:5::/64', 'web-egress']) {
    await expect(created).toContainText(text)
  }

  await openRowAction(page, 'workers', 'Edit')
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/subnets/workers/edit')
  await expect(form.getByRole('textbox', { name: 'IPv4 block' })).not.toBeEditable()
  await expect(form.getByRole('combobox', { name: 'Custom router' })).toHaveValue('web-egress')
  await form.getByRole('textbox', { name: /^Name/ }).fill('frontend')
  await form.getByRole('button', { name: 'Update subnet' }).click()
  await expect(form.getByText('Vpc subnet name already exists')).toBeVisible()
  await form.getByRole('textbox', { name: /^Name/ }).fill('workers-2')
  await form.getByRole('combobox', { name: 'Custom router' }).selectOption('')
  await form.getByRole('button', { name: 'Update subnet' }).click()
  await expectToast(page, 'Subnet updated')
  await expect(row(page, 'workers-2')).not.toContainText('web-egress')
  await expect(row(page, 'workers-2')).toContainText('10.50.0.0/24')

  await openRowAction(page, 'workers-2', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete subnet' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expectToast(page, 'Subnet deleted')
  await expect(row(page, 'workers-2')).toBeHidden()

  // instances have interfaces in the default subnet: the confirm names them, sends nothing
  await openRowAction(page, 'default', 'Delete')
  const busy = page.getByRole('dialog', { name: 'Delete subnet' })
  await expect(busy.getByRole('alert')).toContainText(
    'Subnet default cannot be deleted while instances have network interfaces in it:',
  )
  await expect(busy.getByRole('alert').getByRole('link', { name: 'web-1' })).toBeVisible()
  await expect(busy.getByRole('button', { name: 'Delete' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await busy.getByRole('button', { name: 'Cancel' }).click()
  await expect(row(page, 'default')).toBeVisible()
  noErrors()
})

test.describe('times in the person’s own zone', () => {
  test.use({ timezoneId: 'Asia/Tokyo' })

  test('a subnet’s creation time and the subnets list show Tokyo time, saying so', async ({
    page,
  }) => {
    const noErrors = watchPageErrors(page)
    await page.goto('/projects/web-prod/vpcs/backend/subnets')
    // created 2025-02-14T11:30Z: 20:30 in Tokyo (UTC+9)
    const created = row(page, 'db').getByRole('cell').locator('time')
    await expect(created).toHaveText('Feb 14, 2025, 20:30 GMT+9')
    await expect(created).toHaveAttribute('datetime', '2025-02-14T11:30:00.000Z')

    await page.getByRole('link', { name: 'db', exact: true }).click()
    await expect(page).toHaveURL('/projects/web-prod/vpcs/backend/subnets/db')
    const properties = page.getByRole('definition').locator('time')
    await expect(properties).toHaveText('Feb 14, 2025, 20:30 GMT+9')
    noErrors()
  })
})
