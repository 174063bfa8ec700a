import type { Page } from '@playwright/test'
import { expectToast, pickOption, row, watchPageErrors } from './helpers'
import { expect, test } from './test'

const createForm = (page: Page) => page.getByRole('dialog', { name: 'Create instance' })

async function openCreateForm(page: Page, name: string) {
  await page.goto('/projects/web-prod/instances')
  await page.getByRole('link', { name: 'New Instance' }).click()
  const form = createForm(page)
  await form.getByRole('textbox', { name: /^Name/ }).fill(name)
  await pickOption(form, /^Image(?! source)/, 'ubuntu-24-04 (ubuntu 24.04 LTS, 4 GiB)')
  return form
}

test('create an instance with extra disks, a custom interface, external IPs, user data and a group', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  const form = await openCreateForm(page, 'app-3')

  // a new blank disk and the project's detached disk
  await form.getByRole('button', { name: 'Create new disk' }).click()
  const newDisk = page.getByRole('dialog', { name: 'Create disk' })
  await newDisk.getByRole('textbox', { name: 'Name' }).fill('app-3-data')
  await newDisk.getByRole('spinbutton', { name: 'Size' }).fill('20')
  await newDisk.getByRole('button', { name: 'Add disk' }).click()
  await expect(newDisk).toBeHidden()
  await form.getByRole('button', { name: 'Attach existing disk' }).click()
  const attach = page.getByRole('dialog', { name: 'Attach disk' })
  await pickOption(attach, /^Disk/, 'scratch (100 GiB)')
  await attach.getByRole('button', { name: 'Attach disk' }).click()
  const disks = form.getByRole('list', { name: 'Additional disks' })
  await expect(disks).toContainText('app-3-data (20 GiB, blank)')
  await expect(disks).toContainText('scratch')

  // a custom interface in the backend VPC; a bad address is refused in place
  await form.getByRole('radio', { name: /^Custom/ }).check()
  await form.getByRole('button', { name: 'Add network interface' }).click()
  const nic = page.getByRole('dialog', { name: 'Add network interface' })
  await nic.getByRole('textbox', { name: 'Name' }).fill('net0')
  await pickOption(nic, /^VPC/, 'backend')
  // the first subnet of the VPC is picked; another can be
  await expect(nic.getByRole('combobox', { name: /^Subnet/ })).toHaveValue(/^default \(/)
  await pickOption(nic, /^Subnet/, 'db', /^db \(/)
  await nic.getByRole('textbox', { name: 'IP address' }).fill('10.10.8.300')
  await nic.getByRole('button', { name: 'Add interface' }).click()
  await expect(nic.getByText('Not a valid IP address')).toBeVisible()
  await nic.getByRole('textbox', { name: 'IP address' }).fill('10.10.8.50')
  await nic.getByRole('button', { name: 'Add interface' }).click()
  await expect(form.getByRole('list', { name: 'Network interfaces' })).toContainText(
    'net0 (10.10.8.50)',
  )

  // an ephemeral IP from the silo's default pool, preselected; a detached floating IP
  await expect(form.getByRole('checkbox', { name: 'Allocate an ephemeral IP' })).toBeChecked()
  await expect(form.getByRole('combobox', { name: /^IP pool/ })).toHaveValue(/^default \(/)
  await form.getByRole('checkbox', { name: /spare-ip/ }).check()

  await form.getByRole('textbox', { name: 'Hostname' }).fill('app-3.internal')
  await form.getByRole('textbox', { name: 'User data' }).fill('#cloud-config\npackages: [nginx]\n')
  await form.getByRole('combobox', { name: 'Auto-restart policy' }).selectOption('Never')
  await form.getByRole('checkbox', { name: /web-spread/ }).check()

  const request = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/instances',
  )
  await form.getByRole('button', { name: 'Create instance' }).click()
  const body = (await request).postDataJSON()
  // user data goes over the wire base64-encoded
  expect(Buffer.from(body.user_data, 'base64').toString()).toBe(
    '#cloud-config\npackages: [nginx]\n',
  )
  expect(body.hostname).toBe('app-3.internal')
  expect(body.network_interfaces).toEqual({
    type: 'create',
    params: [
      {
        name: 'net0',
        description: '',
        vpc_name: 'backend',
        subnet_name: 'db',
        ip_config: { type: 'v4', value: { ip: { type: 'explicit', value: '10.10.8.50' } } },
      },
    ],
  })
  await expectToast(page, 'Instance created')
  await expect(page).toHaveURL('/projects/web-prod/instances/app-3/storage')

  // the disks on the storage tab, the addresses in the properties
  await expect(row(page, 'app-3-data')).toBeVisible()
  await expect(row(page, 'scratch')).toBeVisible()
  const properties = page.getByRole('definition').filter({ hasText: 'ephemeral' })
  await expect(properties).toContainText('192.0.2.21 (floating, spare-ip)')
  await expect(page.getByText('app-3.internal')).toBeVisible()

  // the custom interface and both addresses on the networking tab
  await page.getByRole('link', { name: 'Networking' }).click()
  const nics = page.getByRole('table', { name: 'Network interfaces' })
  await expect(row(page, 'net0')).toContainText('10.10.8.50')
  await expect(nics.getByRole('link', { name: 'backend' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'External IPs' })).toContainText('spare-ip')

  // the group and the auto-restart policy on the settings tab
  await page.getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByRole('combobox', { name: 'Auto-restart policy' })).toHaveValue('never')
  const groups = page.getByRole('list', { name: 'Anti-affinity groups' })
  await groups.getByRole('link', { name: 'web-spread' }).click()
  await expect(page.getByRole('heading', { name: 'web-spread' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Members' })).toContainText('app-3')
  noErrors()
})

test('a bad hostname and too much user data are refused in place', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  const form = await openCreateForm(page, 'app-4')
  let posted = false
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/v1/instances') posted = true
  })
  const hostname = form.getByRole('textbox', { name: 'Hostname' })
  await hostname.fill('app_4')
  const userData = form.getByRole('textbox', { name: 'User data' })
  await userData.fill('x'.repeat(33000))
  await form.getByRole('button', { name: 'Create instance' }).click()
  await expect(form.getByText('Can only contain letters, numbers, dashes and dots')).toBeVisible()
  await expect(
    form.getByText('Must be 32 KiB (32768 bytes) or less; this is 33000 bytes'),
  ).toBeVisible()
  await expect(hostname).toHaveAttribute('aria-invalid', 'true')

  await hostname.fill('-app')
  await expect(
    form.getByText('Each part between dots must start and end with a letter or number'),
  ).toBeVisible()
  expect(posted).toBe(false)

  // fixed, it goes through
  await hostname.fill('app-4')
  await userData.fill('#!/bin/sh\necho hi\n')
  await form.getByRole('button', { name: 'Create instance' }).click()
  await expectToast(page, 'Instance created')
  await expect(page).toHaveURL('/projects/web-prod/instances/app-4/storage')
  noErrors()
})

test('a server error keeps every field', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  const form = await openCreateForm(page, 'app-5')
  await form.getByRole('textbox', { name: 'Description' }).fill('Report builder')
  // Escape closes the little disk form, not the instance form
  await form.getByRole('button', { name: 'Create new disk' }).click()
  const newDisk = page.getByRole('dialog', { name: 'Create disk' })
  await newDisk.getByRole('textbox', { name: 'Name' }).fill('tmp')
  await page.keyboard.press('Escape')
  await expect(newDisk).toBeHidden()
  await expect(form).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Discard changes?' })).toBeHidden()
  // a new disk whose name the project already has: only the API knows
  await form.getByRole('button', { name: 'Create new disk' }).click()
  await newDisk.getByRole('textbox', { name: 'Name' }).fill('scratch')
  await newDisk.getByRole('button', { name: 'Add disk' }).click()
  await form.getByRole('radio', { name: /^None/ }).check()
  await form.getByRole('checkbox', { name: 'Allocate an ephemeral IP' }).uncheck()
  await form.getByRole('textbox', { name: 'Hostname' }).fill('reports')
  await form.getByRole('textbox', { name: 'User data' }).fill('#cloud-config\n')
  await form.getByRole('combobox', { name: 'Auto-restart policy' }).selectOption('Best effort')
  await form.getByRole('checkbox', { name: /db-spread/ }).check()

  await form.getByRole('button', { name: 'Create instance' }).click()
  await expect(form.getByRole('alert')).toContainText('Disk name already exists')
  // it is not an instance name problem
  await expect(form.getByRole('textbox', { name: /^Name/ })).not.toHaveAttribute('aria-invalid')
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('app-5')
  await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('Report builder')
  await expect(form.getByRole('combobox', { name: /^Image(?! source)/ })).not.toHaveValue('')
  await expect(form.getByRole('list', { name: 'Additional disks' })).toContainText('scratch')
  await expect(form.getByRole('radio', { name: /^None/ })).toBeChecked()
  await expect(form.getByRole('checkbox', { name: 'Allocate an ephemeral IP' })).not.toBeChecked()
  await expect(form.getByRole('textbox', { name: 'Hostname' })).toHaveValue('reports')
  await expect(form.getByRole('textbox', { name: 'User data' })).toHaveValue('#cloud-config\n')
  await expect(form.getByRole('combobox', { name: 'Auto-restart policy' })).toHaveValue(
    'best_effort',
  )
  await expect(form.getByRole('checkbox', { name: /db-spread/ })).toBeChecked()

  // fix the one thing and create
  await form.getByRole('button', { name: 'Remove scratch' }).click()
  await form.getByRole('button', { name: 'Create instance' }).click()
  await expectToast(page, 'Instance created')
  await expect(page).toHaveURL('/projects/web-prod/instances/app-5/storage')
  noErrors()
})
