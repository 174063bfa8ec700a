import type { Page } from '@playwright/test'
import { expectToast, openRowAction, pickOption, row, sideModal, watchPageErrors } from './helpers'
import { confirmReview } from './review'
import { expect, test } from './test'

const accessTable = (page: Page, name: string) => page.getByRole('table', { name })
const rowNames = (page: Page, table: string) =>
  accessTable(page, table).getByRole('row').locator('td:first-child')

test('silo access: add a group, change its role, remove a user', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects')
  await page.getByRole('link', { name: 'Access' }).click()
  await expect(page).toHaveURL('/access')
  await expect(page.getByRole('heading', { name: 'Silo access' })).toBeVisible()
  await expect(rowNames(page, 'Silo access')).toHaveText(['Alice Adams', 'Carol Chen'])
  await expect(row(page, 'Carol Chen')).toContainText('viewer')

  await page.getByRole('button', { name: 'Add user or group' }).click()
  const form = sideModal(page)
  const picker = form.getByRole('combobox', { name: /^User or group/ })
  // those holding a role already are not offered
  await picker.click()
  await expect(form.getByRole('option')).toHaveText([
    'developers (group)',
    'ops-team (group)',
    'Bob Brown (user)',
    'Dave Diaz (user)',
  ])
  // Escape closes the picker, not the form
  await picker.press('Escape')
  await expect(form.getByRole('listbox')).toBeHidden()
  await expect(form).toBeVisible()
  // nothing picked: refused in place
  await form.getByRole('button', { name: 'Assign role' }).click()
  await expect(form.getByText('User or group is required')).toBeVisible()
  await pickOption(form, /^User or group/, 'developers (group)')
  await form.getByRole('combobox', { name: 'Role' }).selectOption('collaborator')
  await form.getByRole('button', { name: 'Assign role' }).click()
  await confirmReview(form, 'Assign role')
  await expectToast(page, 'Role assigned')
  await expect(form).toBeHidden()
  // groups come before users
  await expect(rowNames(page, 'Silo access')).toHaveText([
    'developers',
    'Alice Adams',
    'Carol Chen',
  ])
  await expect(row(page, 'developers')).toContainText('Group')
  await expect(row(page, 'developers')).toContainText('collaborator')

  // changing a role replaces the assignment
  await openRowAction(page, 'developers', 'Change role')
  await expect(form.getByRole('textbox', { name: 'Group' })).toHaveValue('developers')
  await expect(form.getByRole('combobox', { name: 'Role' })).toHaveValue('collaborator')
  await form.getByRole('combobox', { name: 'Role' }).selectOption('admin')
  await form.getByRole('button', { name: 'Update role' }).click()
  await confirmReview(form, 'Update role')
  await expectToast(page, 'Role updated')
  await expect(row(page, 'developers')).toContainText('admin')
  await expect(row(page, 'developers')).not.toContainText('collaborator')

  // removing asks first; cancelling keeps it
  await openRowAction(page, 'Carol Chen', 'Remove role')
  const confirm = page.getByRole('dialog', { name: 'Remove role' })
  await expect(confirm).toContainText('Remove the viewer role of Carol Chen on this silo?')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(row(page, 'Carol Chen')).toBeVisible()
  await openRowAction(page, 'Carol Chen', 'Remove role')
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expectToast(page, 'Role removed')
  await expect(row(page, 'Carol Chen')).toBeHidden()

  // carol is offered again; developers no longer is
  await page.getByRole('button', { name: 'Add user or group' }).click()
  await picker.click()
  await expect(form.getByRole('option', { name: 'Carol Chen (user)' })).toBeAttached()
  await expect(form.getByRole('option', { name: 'developers (group)' })).not.toBeAttached()
  await picker.press('Escape')
  await form.getByRole('button', { name: 'Cancel' }).click()
  await expect(form).toBeHidden()

  // the silo's roles show up as inherited on a project
  await page.getByRole('link', { name: 'Projects' }).click()
  await page.getByRole('link', { name: 'ml-training' }).click()
  await expect(page).toHaveURL('/projects/ml-training/instances')
  await page.getByRole('link', { name: 'Access' }).click()
  await expect(page).toHaveURL('/projects/ml-training/access')
  await expect(row(page, 'developers')).toContainText('inherited from silo')
  noErrors()
})

test('project access: inherited silo roles, a stronger project role, the effective role', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/access')
  await expect(page.getByRole('heading', { name: 'Project access' })).toBeVisible()
  await expect(rowNames(page, 'Project access')).toHaveText([
    'ops-team',
    'Alice Adams',
    'Bob Brown',
    'Carol Chen',
  ])
  // carol's viewer role comes from the silo: shown as such, and nothing to change here
  const carol = row(page, 'Carol Chen')
  await expect(carol).toContainText('inherited from silo')
  await expect(carol.getByRole('button', { name: 'Row actions' })).toHaveCount(0)
  await expect(row(page, 'Bob Brown')).not.toContainText('inherited')

  // give carol a stronger project role: no longer inherited
  await page.getByRole('button', { name: 'Add user or group' }).click()
  const form = sideModal(page)
  await form.getByRole('combobox', { name: /^User or group/ }).click()
  await expect(form.getByRole('option', { name: 'Carol Chen (user)' })).toBeAttached()
  await expect(form.getByRole('option', { name: 'Bob Brown (user)' })).not.toBeAttached()
  await expect(form.getByRole('option', { name: 'ops-team (group)' })).not.toBeAttached()
  await pickOption(form, /^User or group/, 'Carol Chen (user)')
  await form.getByRole('combobox', { name: 'Role' }).selectOption('collaborator')
  await form.getByRole('button', { name: 'Assign role' }).click()
  await confirmReview(form, 'Assign role')
  await expectToast(page, 'Role assigned')
  await expect(carol).not.toContainText('inherited')
  await expect(carol.getByRole('cell')).toHaveText([
    'Carol Chen',
    'User',
    'viewer',
    'collaborator',
    'collaborator',
    '⋯',
  ])

  // a project role weaker than the silo's: the silo's is effective
  await openRowAction(page, 'Alice Adams', 'Change role')
  await form.getByRole('combobox', { name: 'Role' }).selectOption('viewer')
  await form.getByRole('button', { name: 'Update role' }).click()
  await confirmReview(form, 'Update role')
  await expectToast(page, 'Role updated')
  await expect(row(page, 'Alice Adams').getByRole('cell')).toHaveText([
    'Alice Adams',
    'User',
    'admin',
    'viewer',
    'admininherited from silo',
    '⋯',
  ])

  // removing carol's project role leaves the inherited one
  await openRowAction(page, 'Carol Chen', 'Remove role')
  await page
    .getByRole('dialog', { name: 'Remove role' })
    .getByRole('button', { name: 'Remove' })
    .click()
  await expectToast(page, 'Role removed')
  await expect(carol).toContainText('inherited from silo')
  noErrors()
})

test('a silo viewer sees access but nothing to change', async ({ page }) => {
  await page.goto('/access?mock-user=carol')
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveText('Carol Chen')
  await expect(row(page, 'Alice Adams')).toContainText('admin')
  await expect(page.getByRole('button', { name: 'Add user or group' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Row actions' })).toHaveCount(0)

  await page.getByRole('link', { name: 'Projects' }).click()
  await page.getByRole('link', { name: 'web-prod' }).click()
  await expect(page).toHaveURL('/projects/web-prod/instances')
  await page.getByRole('link', { name: 'Access' }).click()
  await expect(page).toHaveURL('/projects/web-prod/access')
  await expect(row(page, 'Bob Brown')).toContainText('collaborator')
  await expect(page.getByRole('button', { name: 'Add user or group' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Row actions' })).toHaveCount(0)
})

test('a collaborator can manage the project but not its access', async ({ page }) => {
  await page.goto('/projects/web-prod/access?mock-user=bob')
  await expect(page.getByRole('heading', { name: 'Project access' })).toBeVisible()
  await expect(row(page, 'Bob Brown')).toContainText('collaborator')
  await expect(page.getByRole('button', { name: 'Add user or group' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Row actions' })).toHaveCount(0)
  // the project itself is theirs to work in
  await page.getByRole('link', { name: 'Instances' }).click()
  await expect(page).toHaveURL('/projects/web-prod/instances')
})

test('a role revoked elsewhere: the write is refused with "Action not authorized"', async ({
  page,
}) => {
  await page.goto('/access')
  await expect(row(page, 'Carol Chen')).toBeVisible()
  // meanwhile, another session (the CLI, say) makes alice a mere viewer of the silo
  const status = await page.evaluate(async () => {
    const me = await (await fetch('/v1/me')).json()
    const policy = await (await fetch('/v1/policy')).json()
    const role_assignments = policy.role_assignments.map((ra: { identity_id: string }) =>
      ra.identity_id === me.id ? { ...ra, role_name: 'viewer' } : ra,
    )
    const res = await fetch('/v1/policy', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role_assignments }),
    })
    return res.status
  })
  expect(status).toBe(200)

  // the page still offers the change; the API refuses it, and says so
  await openRowAction(page, 'Carol Chen', 'Change role')
  const form = sideModal(page)
  await form.getByRole('combobox', { name: 'Role' }).selectOption('admin')
  await form.getByRole('button', { name: 'Update role' }).click()
  await confirmReview(form, 'Update role')
  await expect(form.getByRole('alert')).toContainText('Action not authorized')
  await form.getByRole('button', { name: 'Cancel' }).click()
  // the write read the policy afresh first: the page now knows alice is a viewer
  await expect(row(page, 'Alice Adams')).toContainText('viewer')
  await expect(page.getByRole('button', { name: 'Row actions' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Add user or group' })).toHaveCount(0)
})

test('a group on an access page links to its page, which lists its members', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/access')
  await row(page, 'ops-team').getByRole('link', { name: 'ops-team' }).click()
  await expect(page).toHaveURL('/access/groups/9a0b1c2d-7e6f-4a5b-9c8d-1e2f3a4b5c01')
  await expect(page.getByRole('heading', { name: 'ops-team' })).toBeVisible()
  await expect(page.getByLabel('Group properties')).toContainText(
    '9a0b1c2d-7e6f-4a5b-9c8d-1e2f3a4b5c01',
  )
  const members = page.getByRole('table', { name: 'Members' })
  await expect(members.getByRole('row').locator('td:first-child')).toHaveText([
    'Alice Adams',
    'Bob Brown',
  ])
  await page.getByRole('searchbox', { name: 'Filter by name' }).fill('bob')
  await expect(members.getByRole('row').locator('td:first-child')).toHaveText(['Bob Brown'])
  // users are not links on access pages; on a group's page each member leads to their page
  await members.getByRole('link', { name: 'Bob Brown' }).click()
  await expect(page).toHaveURL(/\/silo-settings\/users\/[0-9a-f-]+$/)
  // a group that does not exist is the not-found page
  await page.goto('/access/groups/9a0b1c2d-0000-4000-8000-000000000000')
  await expect(page.getByText(/not found/i).first()).toBeVisible()
  noErrors()
})
