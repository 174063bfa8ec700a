import {
  expectToast,
  menuItem,
  openRowAction,
  pickOption,
  row,
  sideModal,
  watchPageErrors,
} from './helpers'

import { expect, test } from './test'

test('the list shows size and state, and offers only the actions the state allows', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/instances')
  await expect(row(page, 'web-1')).toContainText('4 vCPU, 16 GiB')
  await expect(row(page, 'web-1')).toContainText('running')
  await expect(row(page, 'legacy-app')).toContainText('failed')

  await row(page, 'web-1').getByRole('button', { name: 'Row actions' }).click()
  await expect(menuItem(page, 'Stop')).not.toHaveAttribute('aria-disabled')
  await expect(menuItem(page, 'Reboot')).not.toHaveAttribute('aria-disabled')
  await expect(menuItem(page, /^Start/)).toHaveAttribute('aria-disabled', 'true')
  await expect(menuItem(page, /^Start/)).toContainText(
    'Only available when the instance is stopped or failed',
  )
  await expect(menuItem(page, /^Delete/)).toContainText(
    'Only available when the instance is stopped or failed',
  )
  // a disabled item does nothing
  await menuItem(page, /^Delete/).click({ force: true })
  await expect(page.getByRole('dialog')).toBeHidden()
  await page.keyboard.press('Escape')

  await row(page, 'db-primary').getByRole('button', { name: 'Row actions' }).click()
  await expect(menuItem(page, /^Reboot/)).toContainText(
    'Only available when the instance is running',
  )
  await expect(menuItem(page, 'Delete')).not.toHaveAttribute('aria-disabled')
  await page.keyboard.press('Escape')

  await page.getByRole('link', { name: 'web-1' }).click()
  await expect(page).toHaveURL('/projects/web-prod/instances/web-1/storage')
  noErrors()
})

test('the row menu works from the keyboard and closes on a press outside it', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/instances')
  const button = row(page, 'db-primary').getByRole('button', { name: 'Row actions' })
  await button.focus()
  await page.keyboard.press('ArrowDown')
  const menu = page.getByRole('menu', { name: 'Row actions' })
  await expect(menu).toBeVisible()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(menu.getByRole('menuitem').first()).toBeFocused()
  await page.keyboard.press('End')
  await expect(menuItem(page, 'Delete')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem').first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(button).toBeFocused()
  await expect(button).toHaveAttribute('aria-expanded', 'false')

  // the button toggles the menu; a press elsewhere closes it
  await button.click()
  await expect(menu).toBeVisible()
  await button.click()
  await expect(menu).toBeHidden()
  await button.click()
  await page.getByRole('heading', { name: 'Instances' }).click()
  await expect(menu).toBeHidden()

  // Enter on an item runs it (each key once the menu shows what the last one did:
  // a key pressed before the menu has focus goes to the button, and Enter closes it)
  await button.focus()
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem').first()).toBeFocused()
  await page.keyboard.press('End')
  await expect(menuItem(page, 'Delete')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Delete instance' })).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  noErrors()
})

test('stop, start and reboot an instance, then delete it once stopped', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/ml-training/instances')
  const notebook = row(page, 'notebook')
  await expect(notebook).toContainText('running')

  // cancelling the confirmation changes nothing
  await openRowAction(page, 'notebook', 'Stop')
  const stop = page.getByRole('dialog', { name: 'Stop instance' })
  await expect(stop).toContainText('notebook')
  await stop.getByRole('button', { name: 'Cancel' }).click()
  await expect(notebook).toContainText('running')

  await openRowAction(page, 'notebook', 'Stop')
  await stop.getByRole('button', { name: 'Stop' }).click()
  // the row shows the API's answer (stopping) as it comes, with the toast; the mock
  // makes it stopped 1.5 s later, and the list polls while the instance is busy: no
  // reload needed to see it settle
  await expect(notebook).toContainText('stopping')
  await expectToast(page, 'Stopping instance')
  await expect(notebook).toContainText('stopped')

  await openRowAction(page, 'notebook', 'Start')
  await expect(notebook).toContainText('starting')
  await expectToast(page, 'Starting instance')
  await expect(notebook).toContainText('running')

  await openRowAction(page, 'notebook', 'Reboot')
  await page
    .getByRole('dialog', { name: 'Reboot instance' })
    .getByRole('button', { name: 'Reboot' })
    .click()
  await expect(notebook).toContainText('rebooting')
  await expectToast(page, 'Rebooting instance')
  await expect(notebook).toContainText('running')

  // once everything has settled the list stops polling
  let listCalls = 0
  page.on('request', (r) => {
    if (r.url().includes('/v1/instances?')) listCalls++
  })
  await page.waitForTimeout(2500)
  expect(listCalls).toBe(0)

  await openRowAction(page, 'trainer-2', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete instance' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expectToast(page, 'Instance deleted')
  await expect(row(page, 'trainer-2')).toBeHidden()
  await expect(notebook).toBeVisible()
  noErrors()
})

test('create an instance: field errors in place, server errors in the form, then watch it run', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/instances')
  await page.getByRole('link', { name: 'New Instance' }).click()
  await expect(page).toHaveURL('/projects/web-prod/instances-new')
  const form = sideModal(page)
  await expect(form.getByRole('heading', { name: 'Create instance' })).toBeVisible()
  const create = form.getByRole('button', { name: 'Create instance' })

  await create.click()
  await expect(form.getByText('Name is required')).toBeVisible()
  await expect(form.getByText('Image is required')).toBeVisible()
  await expect(form.getByText('2 issues need fixing')).toBeVisible()

  const name = form.getByRole('textbox', { name: /^Name/ })
  await name.fill('Web 3')
  await form.getByRole('combobox', { name: 'Preset' }).selectOption('Custom')
  const cpus = form.getByRole('spinbutton', { name: 'CPUs' })
  const memory = form.getByRole('spinbutton', { name: 'Memory' })
  await cpus.fill('0')
  await memory.fill('2000')
  await pickOption(form, /^Image(?! source)/, 'ubuntu-24-04 (ubuntu 24.04 LTS, 4 GiB)')
  // picking an image makes the disk at least as big as it
  const size = form.getByRole('spinbutton', { name: 'Disk size' })
  await expect(size).toHaveValue('10')
  await size.fill('2')
  await create.click()
  await expect(form.getByText('Must start with a lowercase letter')).toBeVisible()
  await expect(form.getByText('Must be at least 1', { exact: true })).toBeVisible()
  await expect(form.getByText('Must be at most 1536')).toBeVisible()
  await expect(form.getByText('Must be at least the image size (4 GiB)')).toBeVisible()

  // a name that is taken comes back from the API onto the name field
  await name.fill('web-1')
  await cpus.fill('64')
  await memory.fill('64')
  await size.fill('12')
  await create.click()
  await expect(form.getByText('Instance name already exists')).toBeVisible()

  // more than the silo has left: stopped before sending, the shortfall named, input kept
  await name.fill('web-3')
  await memory.fill('1024')
  await create.click()
  await expect(form.getByRole('alert')).toContainText(
    /Not enough room in the silo's quota: .* of memory short/,
  )
  await expect(name).toHaveValue('web-3')
  await expect(cpus).toHaveValue('64')
  await expect(size).toHaveValue('12')

  await memory.fill('64')
  // the user's keys are all picked to begin with; leave one out
  await expect(form.getByRole('checkbox', { name: 'alice-laptop' })).toBeChecked()
  await form.getByRole('checkbox', { name: 'alice-workstation' }).uncheck()
  await create.click()
  await expectToast(page, 'Instance created')
  await expect(page).toHaveURL('/projects/web-prod/instances/web-3/storage')
  const props = page.getByRole('definition')
  await expect(page.getByRole('heading', { name: 'web-3' })).toBeVisible()
  await expect(props.filter({ hasText: /^64$/ })).toBeVisible()
  await expect(props.filter({ hasText: /^64 GiB$/ })).toBeVisible()
  // creating, then starting, then running, without a reload
  await expect(props.filter({ hasText: /^running$/ })).toBeVisible()
  const boot = page.getByRole('table', { name: 'Boot disk' })
  await expect(boot).toContainText(/web-3-boot-[0-9a-f]{6}/)
  await expect(boot).toContainText('12 GiB')

  await page.getByRole('link', { name: 'Instances' }).first().click()
  await expect(row(page, 'web-3')).toContainText('64 vCPU, 64 GiB')
  noErrors()
})

test('a stopped instance: attach, detach, create disks and change the boot disk', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/instances/db-primary')
  await expect(page).toHaveURL('/projects/web-prod/instances/db-primary/storage')
  const boot = page.getByRole('table', { name: 'Boot disk' })
  const others = page.getByRole('table', { name: 'Other disks' })
  await expect(boot).toContainText('db-primary-boot')
  await expect(others).toContainText('db-data')

  // the boot disk cannot be detached
  await row(page, 'db-primary-boot').getByRole('button', { name: 'Row actions' }).click()
  await expect(menuItem(page, /^Detach/)).toContainText('Unset it as the boot disk first')
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Attach existing disk' }).click()
  const attach = page.getByRole('dialog', { name: 'Attach disk' })
  await attach.getByRole('button', { name: 'Attach disk' }).click()
  await expect(attach.getByText('Disk is required')).toBeVisible()
  await pickOption(attach, /^Disk/, 'scratch (100 GiB)')
  await attach.getByRole('button', { name: 'Attach disk' }).click()
  await expectToast(page, 'Disk attached')
  await expect(others).toContainText('scratch')

  await openRowAction(page, 'db-data', 'Detach')
  await expectToast(page, 'Disk detached')
  await expect(row(page, 'db-data')).toBeHidden()

  await page.getByRole('button', { name: 'Create disk' }).click()
  const create = page.getByRole('dialog', { name: 'Create disk' })
  const submit = create.getByRole('button', { name: 'Create and attach disk' })
  await create.getByRole('spinbutton', { name: 'Size' }).fill('2000')
  await submit.click()
  await expect(create.getByText('Name is required')).toBeVisible()
  await expect(create.getByText('Must be at most 1023')).toBeVisible()
  await create.getByRole('textbox', { name: 'Name' }).fill('scratch')
  await create.getByRole('spinbutton', { name: 'Size' }).fill('20')
  await create.getByRole('combobox', { name: 'Block size' }).selectOption('512 bytes')
  await submit.click()
  await expect(create.getByText('Disk name already exists')).toBeVisible()
  await create.getByRole('textbox', { name: 'Name' }).fill('pg-wal')
  await submit.click()
  await expectToast(page, 'Disk created and attached')
  await expect(row(page, 'pg-wal')).toContainText('20 GiB')

  // make scratch the boot disk: the old boot disk joins the others
  await openRowAction(page, 'scratch', 'Set as boot disk')
  await expectToast(page, 'Boot disk set')
  await expect(boot).toContainText('scratch')
  await expect(others).toContainText('db-primary-boot')
  noErrors()
})

test('a running instance offers no disk changes and says why', async ({ page }) => {
  await page.goto('/projects/web-prod/instances/web-1/storage')
  await expect(page.getByRole('table', { name: 'Other disks' })).toContainText('web-data')
  const attach = page.getByRole('button', { name: 'Attach existing disk' })
  await expect(attach).toBeDisabled()
  await attach.hover({ force: true })
  await expect(page.getByRole('tooltip')).toHaveText(
    'Only available when the instance is creating or stopped',
  )
  await row(page, 'web-data').getByRole('button', { name: 'Row actions' }).click()
  await expect(menuItem(page, /^Detach/)).toContainText(
    'Only available when the instance is creating, stopped, or failed',
  )
  await page.keyboard.press('Escape')
})

test('stop and delete an instance from its own page', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/staging/instances')
  await page.getByRole('link', { name: 'staging-web' }).click()
  const actions = page.getByRole('button', { name: 'Instance actions' })
  await actions.click()
  await expect(menuItem(page, /^Stop/)).toContainText('Only available when the instance is')
  await menuItem(page, 'Start').click()
  await expectToast(page, 'Starting instance')
  await expect(page.getByRole('definition').filter({ hasText: /^running$/ })).toBeVisible()
  await actions.click()
  await menuItem(page, 'Stop').click()
  await page
    .getByRole('dialog', { name: 'Stop instance' })
    .getByRole('button', { name: 'Stop' })
    .click()
  await expect(page.getByRole('definition').filter({ hasText: /^stopped$/ })).toBeVisible()
  await actions.click()
  await menuItem(page, 'Delete').click()
  // once deleted, the console never asks for the instance again (it would only get 404s)
  const asksAfterDelete: string[] = []
  let deleted = false
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (!url.pathname.startsWith('/v1/instances/')) return
    if (response.request().method() === 'DELETE') deleted = true
    else if (deleted) asksAfterDelete.push(`${response.status()} ${url.pathname}`)
  })
  await page
    .getByRole('dialog', { name: 'Delete instance' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expectToast(page, 'Instance deleted')
  await expect(page).toHaveURL('/projects/staging/instances')
  await expect(page.getByRole('heading', { name: 'No instances' })).toBeVisible()
  expect(asksAfterDelete).toEqual([])
  noErrors()
})

test('settings: resize a failed instance and turn auto-restart off', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/instances/legacy-app')
  await page.getByRole('link', { name: 'Settings' }).click()
  await expect(page).toHaveURL('/projects/web-prod/instances/legacy-app/settings')
  const status = page.getByLabel('Auto-restart status', { exact: true })
  await expect(status).toContainText('Due for auto-restart')
  await expect(status).toContainText('Enabled')

  const settings = page.getByRole('form', { name: 'Instance settings' })
  const cpus = settings.getByRole('spinbutton', { name: 'CPUs' })
  const memory = settings.getByRole('spinbutton', { name: 'Memory' })
  await expect(cpus).toHaveValue('2')
  await expect(memory).toHaveValue('4')
  await cpus.fill('0')
  await memory.fill('')
  await settings.getByRole('button', { name: 'Save' }).click()
  await expect(settings.getByText('Must be at least 1', { exact: true })).toBeVisible()
  await expect(settings.getByText('Memory is required')).toBeVisible()

  await cpus.fill('4')
  await memory.fill('8')
  await settings.getByRole('combobox', { name: /^Auto-restart policy/ }).selectOption('Never')
  await settings.getByRole('button', { name: 'Save' }).click()
  await expectToast(page, 'Instance updated')
  const props = page.getByLabel('Instance properties', { exact: true })
  await expect(props).toContainText('8 GiB')
  await expect(props.getByRole('definition').filter({ hasText: /^4$/ })).toBeVisible()
  await expect(status).toContainText('Disabled')
  await expect(status).toContainText('Not due for auto-restart')

  // a running instance cannot be resized, and the tab says why
  await page.getByRole('link', { name: 'Instances' }).first().click()
  await page.getByRole('link', { name: 'web-1' }).click()
  await page.getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByText('Resizing is only available when the instance is')).toBeVisible()
  await expect(page.getByRole('spinbutton', { name: 'CPUs' })).toBeHidden()
  noErrors()
})

test('connect: SSH details and the CLI command, copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/projects/web-prod/instances/web-1/connect')
  const ssh = page.getByLabel('SSH details', { exact: true })
  await expect(ssh).toContainText('alice-laptop, alice-workstation')
  await page.getByRole('button', { name: 'CLI command' }).click()
  const modal = page.getByRole('dialog', { name: 'CLI Command' })
  const command = 'oxide instance serial console --project web-prod --instance web-1'
  await expect(modal).toContainText(command)
  await modal.getByRole('button', { name: 'Copy command' }).click()
  await expect(modal.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command)
  // the confirmation goes back after two seconds
  await expect(modal.getByRole('button', { name: 'Copy command' })).toBeVisible({ timeout: 10_000 })
  await modal.getByRole('button', { name: 'Close' }).click()
  await expect(modal).toBeHidden()
})

test('instance lookup by id goes to the instance; an unknown one is not found', async ({
  page,
}) => {
  await page.goto('/lookup/i/1a570000-3b4c-4d5e-8f6a-7b8c9d0e1f01')
  await expect(page).toHaveURL('/projects/web-prod/instances/web-1/storage')
  await expect(page.getByRole('heading', { name: 'web-1' })).toBeVisible()
  await page.goto('/lookup/instances/1a570000-3b4c-4d5e-8f6a-7b8c9d0e1f0d')
  await expect(page).toHaveURL('/projects/ml-training/instances/trainer-1/storage')
  await page.goto('/lookup/i/1a570000-3b4c-4d5e-8f6a-7b8c9d0e1fff')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.goto('/lookup/instances/web-1')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})
