import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expectToast, menuItem, openRowAction, pickOption, row, watchPageErrors } from './helpers'
import { expect, test } from './test'

async function openNetworkingTab(page: Page, instance: string) {
  await page.goto(`/projects/web-prod/instances/${instance}`)
  await page
    .getByRole('navigation', { name: 'Instance' })
    .getByRole('link', { name: 'Networking' })
    .click()
  await expect(page).toHaveURL(`/projects/web-prod/instances/${instance}/networking`)
}

test('add, edit and delete the interfaces of a stopped instance; a bad IP is refused in place', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await openNetworkingTab(page, 'db-primary')
  const nics = page.getByRole('table', { name: 'Network interfaces' })
  await expect(row(page, 'nic0')).toContainText('10.10.8.5')
  await expect(row(page, 'nic0')).toContainText('primary')
  await expect(row(page, 'nic0').getByRole('link', { name: 'backend' })).toBeVisible()
  await expect(row(page, 'nic0').getByRole('link', { name: 'db' })).toBeVisible()

  await page.getByRole('button', { name: 'Add network interface' }).click()
  const form = page.getByRole('dialog', { name: 'Add network interface' })
  // the instance's interfaces are all in one VPC: the new one joins it
  await expect(form.getByRole('combobox', { name: /^VPC/ })).toHaveValue('backend')
  const submit = form.getByRole('button', { name: 'Add network interface' })
  await submit.click()
  await expect(form.getByText('Name is required')).toBeVisible()
  await expect(form.getByText('Subnet is required')).toBeVisible()
  await form.getByRole('textbox', { name: 'Name' }).fill('eth1')
  // each interface in a subnet of its own: nic0's subnet is not offered
  await form.getByRole('combobox', { name: /^Subnet/ }).click()
  await expect(form.getByRole('option', { name: /^default/ })).toBeVisible()
  await expect(form.getByRole('option', { name: /^db/ })).toHaveCount(0)
  await pickOption(form, /^Subnet/, 'default', /^default \(/)
  const ip = form.getByRole('textbox', { name: 'IP address' })
  await ip.fill('172.30.0.999')
  await submit.click()
  await expect(form.getByText('Not a valid IP address')).toBeVisible()
  await ip.fill('10.10.8.40')
  await submit.click()
  await expect(form.getByText('Not in subnet default (172.30.0.0/22)')).toBeVisible()
  await ip.fill('172.30.0.40')
  await submit.click()
  await expectToast(page, 'Network interface added')
  await expect(form).toBeHidden()
  await expect(row(page, 'eth1')).toContainText('172.30.0.40')
  await expect(row(page, 'eth1')).not.toContainText('primary')

  // the primary interface goes last
  await row(page, 'nic0').getByRole('button', { name: 'Row actions' }).click()
  await expect(menuItem(page, /^Delete/)).toContainText(
    'Delete the other interfaces before the primary one',
  )
  await page.keyboard.press('Escape')

  // someone else describes eth1 meanwhile: the edit starts from that, not the list's copy
  await page.evaluate(async () => {
    const url = '/v1/network-interfaces/eth1?project=web-prod&instance=db-primary'
    const body = JSON.stringify({ description: 'described elsewhere' })
    await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/json' }, body })
  })
  // rename eth1 and make it the primary interface
  await openRowAction(page, 'eth1', 'Edit')
  const edit = page.getByRole('dialog', { name: 'Edit network interface' })
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue('eth1')
  await expect(edit.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'described elsewhere',
  )
  await edit.getByRole('textbox', { name: 'Name' }).fill('nic0')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(edit.getByText('Instance network interface name already exists')).toBeVisible()
  await edit.getByRole('textbox', { name: 'Name' }).fill('eth-db')
  await edit.getByRole('checkbox', { name: 'Primary interface' }).check()
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expectToast(page, 'Network interface updated')
  await expect(row(page, 'eth-db')).toContainText('primary')
  await expect(row(page, 'nic0')).not.toContainText('primary')

  await openRowAction(page, 'nic0', 'Delete')
  const confirm = page.getByRole('dialog', { name: 'Delete network interface' })
  await expect(confirm).toContainText('nic0')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Network interface deleted')
  await expect(row(page, 'nic0')).toBeHidden()
  await expect(nics.getByRole('row')).toHaveCount(2)
  noErrors()
})

test("a running instance's interfaces cannot change, and the page says why", async ({ page }) => {
  await openNetworkingTab(page, 'web-1')
  await expect(row(page, 'frontend')).toContainText('172.30.4.5')
  const add = page.getByRole('button', { name: 'Add network interface' })
  await expect(add).toBeDisabled()
  await add.hover({ force: true })
  await expect(page.getByRole('tooltip')).toHaveText('Only available when the instance is stopped')
  await row(page, 'frontend').getByRole('button', { name: 'Row actions' }).click()
  await expect(menuItem(page, /^Edit/)).toContainText('Only available when the instance is stopped')
  await expect(menuItem(page, /^Delete/)).toContainText(
    'Only available when the instance is stopped',
  )
  await page.keyboard.press('Escape')

  // its external IPs: ephemeral, floating (linked to the floating IPs) and SNAT
  const ips = page.getByRole('table', { name: 'External IPs' })
  await expect(ips.getByRole('row').filter({ hasText: 'ephemeral' })).toContainText('192.0.2.30')
  await expect(ips.getByRole('row').filter({ hasText: 'snat' })).toContainText('192.0.2.250')
  await ips.getByRole('link', { name: 'web-vip' }).click()
  await expect(page).toHaveURL('/projects/web-prod/floating-ips')
})

test('attach and detach an ephemeral IP and a floating IP', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await openNetworkingTab(page, 'web-2')
  const ips = page.getByRole('table', { name: 'External IPs' })
  await expect(ips.getByRole('row')).toHaveCount(2) // header and SNAT

  await page.getByRole('button', { name: 'Attach ephemeral IP' }).click()
  const ephemeralModal = page.getByRole('dialog', { name: 'Attach ephemeral IP' })
  await expect(ephemeralModal.getByRole('combobox', { name: /^IP pool/ })).toHaveValue(
    /^default \(/,
  )
  await ephemeralModal.getByRole('button', { name: 'Attach' }).click()
  await expectToast(page, 'Ephemeral IP attached')
  await expect(ephemeralModal).toBeHidden()
  const ephemeral = ips.getByRole('row').filter({ hasText: 'ephemeral' })
  await expect(ephemeral).toContainText(/192\.0\.2\.\d+/)
  // the properties above the tabs show it too
  await expect(page.getByRole('definition').filter({ hasText: '(ephemeral)' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Attach ephemeral IP' })).toBeDisabled()

  await ephemeral.getByRole('button', { name: 'Row actions' }).click()
  await menuItem(page, 'Detach').click()
  await page
    .getByRole('dialog', { name: 'Detach ephemeral IP' })
    .getByRole('button', { name: 'Detach' })
    .click()
  await expectToast(page, 'Ephemeral IP detached')
  await expect(ephemeral).toBeHidden()

  await page.getByRole('button', { name: 'Attach floating IP' }).click()
  const floatingModal = page.getByRole('dialog', { name: 'Attach floating IP' })
  const attach = floatingModal.getByRole('button', { name: 'Attach' })
  await attach.click()
  await expect(floatingModal.getByText('Floating IP is required')).toBeVisible()
  await pickOption(floatingModal, /^Floating IP/, 'spare-ip', /^spare-ip \(/)
  await attach.click()
  await expectToast(page, 'Floating IP attached')
  const floating = ips.getByRole('row').filter({ hasText: 'spare-ip' })
  await expect(floating).toContainText('192.0.2.21')
  await expect(floating.getByRole('link', { name: 'spare-ip' })).toBeVisible()

  // no detached floating IP is left to attach
  await page.getByRole('button', { name: 'Attach floating IP' }).click()
  await expect(floatingModal).toContainText('No detached floating IPs')
  await expect(attach).toBeDisabled()
  await floatingModal.getByRole('button', { name: 'Cancel' }).click()

  await floating.getByRole('button', { name: 'Row actions' }).click()
  await menuItem(page, 'Detach').click()
  const confirm = page.getByRole('dialog', { name: 'Detach floating IP' })
  await expect(confirm).toContainText('spare-ip')
  await confirm.getByRole('button', { name: 'Detach' }).click()
  await expectToast(page, 'Floating IP detached')
  await expect(floating).toBeHidden()
  noErrors()
})

test('open the serial console of a running instance and type into it', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/instances/web-1/connect')
  await page
    .getByRole('region', { name: 'Serial console' })
    .getByRole('link', { name: 'Connect' })
    .click()
  await expect(page).toHaveURL('/projects/web-prod/instances/web-1/serial-console')
  await expect(page.getByRole('heading', { name: 'Serial console' })).toBeVisible()
  const status = page.getByRole('status', { name: 'Connection' })
  await expect(status).toContainText('Connected')
  const terminal = page.locator('.xterm-rows')
  await expect(terminal).toContainText('web-1 login:')

  await page.locator('.serial-console-terminal').click()
  await page.keyboard.type('hello')
  await page.keyboard.press('Enter')
  await expect(terminal).toContainText('web-1 login: hello')
  // Enter moved to a new line
  await page.keyboard.type('again')
  await expect(terminal.locator('div').filter({ hasText: /^again/ })).toBeVisible()

  await page.getByRole('link', { name: 'Back to instance web-1' }).click()
  await expect(page).toHaveURL('/projects/web-prod/instances/web-1/storage')
  noErrors()
})

test('pause the serial console: output is kept and counted, shown on resume; copy a selection', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/instances/web-1/serial-console')
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('Connected')
  const terminal = page.locator('.xterm-rows')
  await expect(terminal).toContainText('web-1 login:')

  await page.getByRole('button', { name: 'Pause' }).click()
  await expect(page.getByText('0 new lines since the pause')).toBeVisible()
  // keystrokes still go to the instance; what it answers waits
  await page.locator('.serial-console-terminal').click()
  await page.keyboard.type('one')
  await page.keyboard.press('Enter')
  await page.keyboard.type('two')
  await page.keyboard.press('Enter')
  await expect(page.getByText('2 new lines since the pause')).toBeVisible()
  await expect(terminal).not.toContainText('one')
  await page.getByRole('button', { name: 'Resume' }).click()
  await expect(terminal).toContainText('web-1 login: one')
  const two = terminal.locator('div').filter({ hasText: /^two/ })
  await expect(two).toBeVisible()
  await expect(page.getByText(/since the pause/)).toBeHidden()

  // a word selected in the terminal is copied by the button, or by Ctrl+Shift+C
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText())
  // xterm's own layers take the pointer over its rows: a double click where the word is
  const selectTwo = async () => {
    const box = await two.boundingBox()
    if (!box) throw new Error('the row of two is not on screen')
    await page.mouse.dblclick(box.x + 6, box.y + box.height / 2)
  }
  await selectTwo()
  await page.getByRole('button', { name: 'Copy selection' }).click()
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await clipboard()).toBe('two')
  await page.evaluate(() => navigator.clipboard.writeText(''))
  await selectTwo()
  await page.keyboard.press('Control+Shift+C')
  await expect.poll(clipboard).toBe('two')
  noErrors()
})

test('save the buffered output of the serial console as a text file', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/instances/web-1/serial-console')
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('Connected')
  const save = page.getByRole('button', { name: 'Save output' })
  // reached from the link back to the instance, before the terminal takes the keys
  await page.getByRole('link', { name: 'Back to instance web-1' }).focus()
  await page.keyboard.press('Tab')
  await expect(save).toBeFocused()
  const download = page.waitForEvent('download')
  await page.keyboard.press('Enter')
  const file = await download
  expect(file.suggestedFilename()).toBe('web-1-serial-console.txt')
  const text = (await readFile(await file.path())).toString('utf8')
  expect(text.startsWith('Booting from Hard Disk...\r\n')).toBe(true)
  expect(text.endsWith('web-1 login: ')).toBe(true)
  noErrors()
})

test('the console closes when the instance stops, and reconnects once it runs again', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/instances/web-2/serial-console')
  const status = page.getByRole('status', { name: 'Connection' })
  await expect(status).toContainText('Connected')
  const terminal = page.locator('.xterm-rows')
  await expect(terminal).toContainText('web-2 login:')

  const actions = page.getByRole('button', { name: 'Instance actions' })
  await actions.click()
  await menuItem(page, 'Stop').click()
  await page
    .getByRole('dialog', { name: 'Stop instance' })
    .getByRole('button', { name: 'Stop' })
    .click()
  await expectToast(page, 'Stopping instance')
  await expect(status).toContainText('Closed')
  await expect(status).toContainText('Instance "web-2" no longer has a serial console')
  // the output stays, and so does the reason there is no more
  await expect(terminal).toContainText('web-2 login:')
  const reconnect = page.getByRole('button', { name: 'Reconnect' })
  await expect(reconnect).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Save output' })).toBeDisabled()
  await expect(page.getByText('stopped', { exact: true })).toBeVisible()

  await actions.click()
  await menuItem(page, 'Start').click()
  await expectToast(page, 'Starting instance')
  await expect(page.getByText('running', { exact: true })).toBeVisible()
  await reconnect.click()
  await expect(status).toContainText('Connected')
  await expect(terminal).toContainText('web-2 login:')
  await expect(reconnect).toBeHidden()
  noErrors()
})

test('a stopped instance offers no serial console, and its page says why', async ({ page }) => {
  await page.goto('/projects/web-prod/instances/db-primary/connect')
  const connect = page
    .getByRole('region', { name: 'Serial console' })
    .getByRole('button', { name: 'Connect' })
  await expect(connect).toBeDisabled()
  await connect.hover({ force: true })
  await expect(page.getByRole('tooltip')).toHaveText(
    'Only available when the instance is running, rebooting, migrating, or repairing',
  )

  await page.goto('/projects/web-prod/instances/db-primary/serial-console')
  await expect(page.getByRole('heading', { name: 'Serial console unavailable' })).toBeVisible()
  await expect(page.getByText('Instance db-primary is stopped.')).toBeVisible()
  await expect(page.locator('.xterm-rows')).toHaveCount(0)
})
