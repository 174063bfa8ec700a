import { expectToast, menuItem, pickOption, row, sideModal, watchPageErrors } from '../e2e/helpers'
import { expect, test } from '../e2e/test'
import { signInThroughPage, uniqueName } from './helpers'

test('a new project, an instance with a disk and an interface: it runs, its serial console echoes, then stop and delete it', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await signInThroughPage(page, 'alice', 'Alice Adams')
  const project = uniqueName('rack')
  const instance = 'app-1'

  await page.getByRole('link', { name: 'New Project' }).first().click()
  const projectForm = sideModal(page)
  await projectForm.getByRole('textbox', { name: 'Name' }).fill(project)
  await projectForm.getByRole('button', { name: 'Create project' }).click()
  await expectToast(page, 'Project created')
  await expect(page).toHaveURL(`/projects/${project}/instances`)
  await expect(page.getByRole('heading', { name: 'No instances' })).toBeVisible()

  await page.getByRole('link', { name: 'New Instance' }).first().click()
  const form = page.getByRole('dialog', { name: 'Create instance' })
  await form.getByRole('textbox', { name: /^Name/ }).fill(instance)
  await pickOption(form, /^Image(?! source)/, 'ubuntu-24-04 (ubuntu 24.04 LTS, 4 GiB)')
  // a data disk made with the instance
  await form.getByRole('button', { name: 'Create new disk' }).click()
  const newDisk = page.getByRole('dialog', { name: 'Create disk' })
  await newDisk.getByRole('textbox', { name: 'Name' }).fill(`${instance}-data`)
  await newDisk.getByRole('spinbutton', { name: 'Size' }).fill('20')
  await newDisk.getByRole('button', { name: 'Add disk' }).click()
  await expect(form.getByRole('list', { name: 'Additional disks' })).toContainText(
    `${instance}-data (20 GiB, blank)`,
  )
  // an interface in the project's default VPC, at an address of its choosing
  await form.getByRole('radio', { name: /^Custom/ }).check()
  await form.getByRole('button', { name: 'Add network interface' }).click()
  const nic = page.getByRole('dialog', { name: 'Add network interface' })
  await nic.getByRole('textbox', { name: 'Name' }).fill('net0')
  await pickOption(nic, /^VPC/, 'default')
  await nic.getByRole('textbox', { name: 'IP address' }).fill('172.30.0.300')
  await nic.getByRole('button', { name: 'Add interface' }).click()
  await expect(nic.getByText('Not a valid IP address')).toBeVisible()
  await nic.getByRole('textbox', { name: 'IP address' }).fill('')
  await nic.getByRole('button', { name: 'Add interface' }).click()
  await expect(form.getByRole('list', { name: 'Network interfaces' })).toContainText('net0')
  await form.getByRole('button', { name: 'Create instance' }).click()
  await expectToast(page, 'Instance created')
  await expect(page).toHaveURL(`/projects/${project}/instances/${instance}/storage`)

  // creating, starting, then running, as the console polls the rack
  const state = page.getByRole('definition').filter({ hasText: /^(creating|starting|running)$/ })
  await expect(state).toHaveText('running')
  await expect(row(page, `${instance}-data`)).toContainText('20 GiB')
  await page.getByRole('link', { name: 'Networking' }).click()
  await expect(row(page, 'net0')).toContainText('default')

  // the serial console: a websocket through the console's origin to the rack
  await page.getByRole('link', { name: 'Connect' }).click()
  await page
    .getByRole('region', { name: 'Serial console' })
    .getByRole('link', { name: 'Connect' })
    .click()
  await expect(page).toHaveURL(`/projects/${project}/instances/${instance}/serial-console`)
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('Connected')
  const terminal = page.locator('.xterm-rows')
  await expect(terminal).toContainText(`${instance} login:`)
  await page.locator('.serial-console-terminal').click()
  await page.keyboard.type('operator')
  await expect(terminal).toContainText(`${instance} login: operator`)
  await page.getByRole('link', { name: `Back to instance ${instance}` }).click()
  await expect(page).toHaveURL(`/projects/${project}/instances/${instance}/storage`)
  await expect(page.getByRole('table', { name: 'Boot disk' })).toBeVisible()

  // stop it, then delete it
  const actions = page.getByRole('button', { name: 'Instance actions' })
  await actions.click()
  await menuItem(page, 'Stop').click()
  await page
    .getByRole('dialog', { name: 'Stop instance' })
    .getByRole('button', { name: 'Stop' })
    .click()
  await expect(page.getByRole('definition').filter({ hasText: /^stopped$/ })).toBeVisible()
  await actions.click()
  await menuItem(page, 'Delete').click()
  await page
    .getByRole('dialog', { name: 'Delete instance' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expectToast(page, 'Instance deleted')
  await expect(page).toHaveURL(`/projects/${project}/instances`)
  await expect(page.getByRole('heading', { name: 'No instances' })).toBeVisible()
  // its data disk stays, detached
  await page.getByRole('link', { name: 'Disks' }).click()
  await expect(row(page, `${instance}-data`)).toContainText('detached')
  noErrors()
})
