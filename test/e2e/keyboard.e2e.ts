import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expectToast, menuItem, row, watchPageErrors } from './helpers'
import { expect, test } from './test'

/** Keyboard only: focus lands by script or by keys, never by a pointer. */

// Base UI's focus guards are aria-hidden sentinels with tabindex 0 at a popup's
// edges: one never holds focus, it hands it on (Tab out of a menu closes it), so
// axe's aria-hidden-focus finding on them does not apply; everything else is checked.
const expectAxeClean = (page: Page) =>
  expectNoAxeViolations(page, { exclude: ['[data-base-ui-focus-guard]'] })

/** What has focus, as a person would name it: its role and accessible name. */
const focused = (page: Page) => page.locator('*:focus')

test('delete an SSH key from its row menu by keyboard: focus moves to the next row', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/settings/ssh-keys')
  const trigger = row(page, 'alice-laptop').getByRole('button', { name: 'Row actions' })
  await trigger.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu', { name: 'Row actions' })
  await expect(menu).toBeVisible()
  // the menu starts on its first item; typing "d" jumps to Delete
  await expect(page.getByRole('menuitem', { name: 'View' })).toBeFocused()
  await page.keyboard.press('d')
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused()
  await expectAxeClean(page)

  await page.keyboard.press('Enter')
  const confirm = page.getByRole('dialog', { name: 'Delete SSH key' })
  await expect(confirm).toBeVisible()
  await expectAxeClean(page)
  await confirm.getByRole('button', { name: 'Delete' }).focus()
  await page.keyboard.press('Enter')

  await expectToast(page, 'SSH key deleted')
  await expectAxeClean(page)
  await expect(row(page, 'alice-laptop')).toHaveCount(0)
  // the deleted row's trigger is gone: the next row's takes focus, not <body>
  await expect(
    row(page, 'alice-workstation').getByRole('button', { name: 'Row actions' }),
  ).toBeFocused()
  await expect(page.locator('body')).not.toBeFocused()
  noErrors()
})

test('Escape closes a row menu and gives focus back to its trigger; Cancel too', async ({
  page,
}) => {
  await page.goto('/settings/ssh-keys')
  const trigger = row(page, 'alice-laptop').getByRole('button', { name: 'Row actions' })
  await trigger.focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menu', { name: 'Row actions' })).toBeVisible()
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(trigger).toBeFocused()
  await expect(trigger).toHaveAttribute('aria-expanded', 'false')

  // a cancelled confirm also comes back to the trigger, the row still there
  // each key once the menu shows what the last one did: a loaded machine may
  // still be opening the menu when the next key comes
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menu', { name: 'Row actions' })).toBeVisible()
  // typing goes to the menu once its first item has focus, not while it opens
  await expect(menuItem(page, 'View')).toBeFocused()
  await page.keyboard.press('d')
  await expect(menuItem(page, 'Delete')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Delete SSH key' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(trigger).toBeFocused()
})

test('a disabled button says why when focused, and its tooltip goes with Escape', async ({
  page,
}) => {
  await page.goto('/projects/web-prod/vpcs/default/routers/system')
  const newRoute = page.getByRole('button', { name: 'New route' })
  await expect(newRoute).toHaveAttribute('aria-disabled', 'true')
  await expect(newRoute).toHaveAccessibleDescription(/managed by the rack/)
  await newRoute.focus()
  await expect(newRoute).toBeFocused()
  // pressing it does nothing: no form opens
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  const tooltip = page.locator('.tooltip', { hasText: /managed by the rack/ })
  await newRoute.blur()
  await newRoute.focus()
  await expect(tooltip).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(tooltip).toHaveCount(0)
  await expect(newRoute).toBeFocused()
})

test('a disabled menu item is reachable by arrow keys and says why', async ({ page }) => {
  await page.goto('/projects/web-prod/vpcs/default/routers')
  await row(page, 'system').getByRole('button', { name: 'Row actions' }).focus()
  await page.keyboard.press('Enter')
  const edit = page.getByRole('menuitem', { name: 'Edit' })
  await expect(edit).toBeFocused()
  await expect(edit).toHaveAttribute('aria-disabled', 'true')
  await expect(edit).toHaveAccessibleDescription('The system router is managed by the rack')
  await page.keyboard.press('Enter')
  // still open: a disabled item does nothing
  await expect(page.getByRole('menu')).toBeVisible()
  await expect(focused(page)).toHaveAttribute('role', 'menuitem')
})

/** Press Tab until `target` has focus, as a keyboard user would (at most `max` presses). */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target}`)
}

test('create a project with the keyboard alone, a refused submit first', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects')
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
  const newProject = page.getByRole('link', { name: 'New Project' }).first()
  await tabTo(page, newProject)
  await page.keyboard.press('Enter')

  const form = page.getByRole('dialog', { name: 'Create project' })
  await expect(form).toBeVisible()
  // submitting with an empty name: the error is announced and the form is still accessible
  await tabTo(page, form.getByRole('button', { name: 'Create project' }))
  await page.keyboard.press('Enter')
  await expect(form.getByText('Name is required')).toBeVisible()
  await expectAxeClean(page)

  await tabTo(page, form.getByRole('textbox', { name: 'Name' }))
  await page.keyboard.type('keyboard-made')
  await page.keyboard.press('Tab')
  await expect(form.getByRole('textbox', { name: 'Description' })).toBeFocused()
  await page.keyboard.type('made without a mouse')
  await tabTo(page, form.getByRole('button', { name: 'Create project' }))
  await page.keyboard.press('Enter')

  await expectToast(page, 'Project created')
  await expect(page).toHaveURL(/\/projects\/keyboard-made/)
  noErrors()
})

test('Escape closes a side-modal form and focus goes back to the link that opened it', async ({
  page,
}) => {
  await page.goto('/projects')
  const newProject = page.getByRole('link', { name: 'New Project' }).first()
  await tabTo(page, newProject)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Create project' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(newProject).toBeFocused()
})

test('fill the whole instance-create form with the keyboard alone', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/instances')
  await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()
  await tabTo(page, page.getByRole('link', { name: 'New Instance' }).first())
  await page.keyboard.press('Enter')
  const form = page.getByRole('dialog', { name: 'Create instance' })
  await expect(form).toBeVisible()
  const type = async (target: ReturnType<Page['locator']>, text: string) => {
    await tabTo(page, target)
    await page.keyboard.type(text)
  }

  await type(form.getByRole('textbox', { name: /^Name/ }), 'kbd-1')
  await type(form.getByRole('textbox', { name: 'Description' }), 'made without a mouse')

  // a custom size: the preset list by arrow keys, then the numbers typed in
  await tabTo(page, form.getByRole('combobox', { name: /^Preset/ }))
  await page.keyboard.press('End')
  await expect(form.getByRole('combobox', { name: /^Preset/ })).toHaveValue('custom')
  const cpus = form.getByRole('spinbutton', { name: /^CPUs/ })
  await tabTo(page, cpus)
  await page.keyboard.press('Control+A')
  await page.keyboard.type('3')
  const memory = form.getByRole('spinbutton', { name: /^Memory/ })
  await tabTo(page, memory)
  await page.keyboard.press('Control+A')
  await page.keyboard.type('6')

  // the boot image: typed, the first match picked with Enter
  const image = form.getByRole('combobox', { name: /^Image(?! source)/ })
  await type(image, 'ubuntu')
  await page.keyboard.press('Enter')
  await expect(image).toHaveValue(/^ubuntu-24-04/)

  // a new disk in its own form; focus comes back to the button that opened it
  const createDisk = form.getByRole('button', { name: 'Create new disk' })
  await tabTo(page, createDisk)
  await page.keyboard.press('Enter')
  const newDisk = page.getByRole('dialog', { name: 'Create disk' })
  await type(newDisk.getByRole('textbox', { name: 'Name' }), 'kbd-1-data')
  await tabTo(page, newDisk.getByRole('spinbutton', { name: 'Size' }))
  await page.keyboard.press('Control+A')
  await page.keyboard.type('20')
  await tabTo(page, newDisk.getByRole('button', { name: 'Add disk' }))
  await page.keyboard.press('Enter')
  await expect(newDisk).toBeHidden()
  await expect(createDisk).toBeFocused()

  // an existing disk, picked from its combobox
  await tabTo(page, form.getByRole('button', { name: 'Attach existing disk' }))
  await page.keyboard.press('Enter')
  const attach = page.getByRole('dialog', { name: 'Attach disk' })
  await type(attach.getByRole('combobox', { name: /^Disk/ }), 'scratch')
  await page.keyboard.press('Enter')
  await tabTo(page, attach.getByRole('button', { name: 'Attach disk' }))
  await page.keyboard.press('Enter')
  await expect(attach).toBeHidden()
  const disks = form.getByRole('list', { name: 'Additional disks' })
  await expect(disks).toContainText('kbd-1-data (20 GiB, blank)')
  await expect(disks).toContainText('scratch')

  // a custom interface: the radio group by arrow keys, the interface in its own form
  await tabTo(page, form.getByRole('radio', { name: /^Default/ }))
  await page.keyboard.press('ArrowDown')
  await expect(form.getByRole('radio', { name: /^Custom/ })).toBeChecked()
  await tabTo(page, form.getByRole('button', { name: 'Add network interface' }))
  await page.keyboard.press('Enter')
  const nic = page.getByRole('dialog', { name: 'Add network interface' })
  await type(nic.getByRole('textbox', { name: 'Name' }), 'net0')
  await type(nic.getByRole('combobox', { name: /^VPC/ }), 'backend')
  await page.keyboard.press('Enter')
  await expect(nic.getByRole('combobox', { name: /^VPC/ })).toHaveValue('backend')
  await tabTo(page, nic.getByRole('button', { name: 'Add interface' }))
  await page.keyboard.press('Enter')
  await expect(nic).toBeHidden()
  await expect(form.getByRole('list', { name: 'Network interfaces' })).toContainText('net0')

  // a floating IP and an anti-affinity group, ticked with Space
  await tabTo(page, form.getByRole('checkbox', { name: /spare-ip/ }))
  await page.keyboard.press('Space')
  await type(form.getByRole('textbox', { name: 'Hostname' }), 'kbd-1.internal')
  await type(form.getByRole('textbox', { name: 'User data' }), '#cloud-config')
  await tabTo(page, form.getByRole('combobox', { name: /^Auto-restart policy/ }))
  await page.keyboard.press('End')
  await expect(form.getByRole('combobox', { name: /^Auto-restart policy/ })).toHaveValue('never')
  await tabTo(page, form.getByRole('checkbox', { name: /web-spread/ }))
  await page.keyboard.press('Space')

  const request = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/instances',
  )
  await tabTo(page, form.getByRole('button', { name: 'Create instance' }))
  await page.keyboard.press('Enter')
  const body = (await request).postDataJSON()
  expect(body).toMatchObject({
    name: 'kbd-1',
    description: 'made without a mouse',
    ncpus: 3,
    memory: 6 * 1024 ** 3,
    hostname: 'kbd-1.internal',
    auto_restart_policy: 'never',
    anti_affinity_groups: ['web-spread'],
  })
  expect(body.disks.map((d: { name?: string }) => d.name)).toEqual(['kbd-1-data', 'scratch'])
  expect(body.network_interfaces.params.map((n: { name: string }) => n.name)).toEqual(['net0'])
  await expectToast(page, 'Instance created')
  await expect(page).toHaveURL(/\/projects\/web-prod\/instances\/kbd-1/)
  noErrors()
})
