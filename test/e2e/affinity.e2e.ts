import { expectToast, openRowAction, pickOption, row, watchPageErrors } from './helpers'
import { expect, test } from './test'

test('anti-affinity groups: list, create, members, edit, delete', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  // the list asks for its page of groups, never for each group's members
  const memberAsks: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.endsWith('/members')) memberAsks.push(pathname)
  })
  await page.goto('/projects/web-prod/instances')
  await page.getByRole('link', { name: 'Affinity Groups' }).click()
  await expect(page).toHaveURL('/projects/web-prod/affinity')
  await expect(page.getByRole('heading', { name: 'Affinity Groups' })).toBeVisible()
  await expect(row(page, 'web-spread')).toContainText('Allow')
  await expect(row(page, 'web-spread')).toContainText('sled')
  await expect(row(page, 'db-spread')).toContainText('Fail')
  await expect(row(page, 'empty-group')).toBeVisible()
  expect(memberAsks).toEqual([])

  // create: a bad name is refused in place, a taken one by the API
  await page.getByRole('link', { name: 'New anti-affinity group' }).click()
  const form = page.getByRole('dialog', { name: 'Create anti-affinity group' })
  const name = form.getByRole('textbox', { name: 'Name' })
  await name.fill('Batch')
  await form.getByRole('button', { name: 'Create anti-affinity group' }).click()
  await expect(form.getByText('Must start with a lowercase letter')).toBeVisible()
  await name.fill('web-spread')
  await form.getByRole('button', { name: 'Create anti-affinity group' }).click()
  await expect(form.getByText('Anti affinity group name already exists')).toBeVisible()
  await name.fill('batch-spread')
  await form.getByRole('textbox', { name: 'Description' }).fill('Batch workers apart')
  await form.getByRole('radio', { name: /^Fail/ }).check()
  await form.getByRole('button', { name: 'Create anti-affinity group' }).click()
  await expectToast(page, 'Anti-affinity group created')
  await expect(page).toHaveURL('/projects/web-prod/affinity/batch-spread')
  await expect(page.getByRole('heading', { name: 'batch-spread' })).toBeVisible()
  await expect(page.getByText('No members')).toBeVisible()

  // a stopped instance joins
  await page.getByRole('button', { name: 'Add instance' }).first().click()
  const add = page.getByRole('dialog', { name: 'Add instance to group' })
  await pickOption(add, /^Instance/, 'db-primary', /^db-primary /)
  await add.getByRole('button', { name: 'Add instance' }).click()
  await expectToast(page, 'Member added')
  const members = page.getByRole('table', { name: 'Members' })
  await expect(row(page, 'db-primary')).toContainText('stopped')

  // a running one shows, with the reason it cannot join, and cannot be picked
  await page.getByRole('button', { name: 'Add instance' }).click()
  await add.getByRole('combobox', { name: /^Instance/ }).click()
  const running = add.getByRole('option', { name: /^web-1 / })
  await expect(running).toContainText('Only available when the instance is stopped')
  await expect(running).toHaveAttribute('aria-disabled', 'true')
  await expect(add.getByRole('option', { name: /db-primary/ })).toHaveCount(0)
  await running.click({ force: true })
  await expect(add.getByRole('combobox', { name: /^Instance/ })).toHaveValue('')
  // Escape closes the open list first, then the modal
  await page.keyboard.press('Escape')
  await expect(add.getByRole('listbox')).toBeHidden()
  await add.getByRole('button', { name: 'Cancel' }).click()
  await expect(members).not.toContainText('web-1')

  // the member's settings tab links back to the group
  await members.getByRole('link', { name: 'db-primary' }).click()
  await page.getByRole('link', { name: 'Settings' }).click()
  const groups = page.getByRole('list', { name: 'Anti-affinity groups' })
  await expect(groups.getByRole('link', { name: 'db-spread' })).toBeVisible()
  await groups.getByRole('link', { name: 'batch-spread' }).click()

  // remove the member, after confirming
  await openRowAction(page, 'db-primary', 'Remove from group')
  const confirm = page.getByRole('dialog', { name: 'Remove member' })
  await expect(confirm).toContainText('db-primary')
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expectToast(page, 'Member removed')
  await expect(page.getByText('No members')).toBeVisible()

  // edit: rename, the policy cannot change
  await page.getByRole('link', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit anti-affinity group' })
  await expect(edit.getByRole('textbox', { name: 'Policy' })).toHaveValue('Fail')
  await edit.getByRole('textbox', { name: 'Name' }).fill('batch-apart')
  await edit.getByRole('button', { name: 'Update anti-affinity group' }).click()
  await expectToast(page, 'Anti-affinity group updated')
  await expect(page).toHaveURL('/projects/web-prod/affinity/batch-apart')
  await expect(page.getByRole('heading', { name: 'batch-apart' })).toBeVisible()

  // delete, after confirming
  await page.getByRole('button', { name: 'Delete' }).click()
  const del = page.getByRole('dialog', { name: 'Delete anti-affinity group' })
  await del.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Anti-affinity group deleted')
  await expect(page).toHaveURL('/projects/web-prod/affinity')
  await expect(row(page, 'batch-apart')).toHaveCount(0)
  await expect(row(page, 'web-spread')).toBeVisible()
  noErrors()
})

test('a group deleted from the list; an empty project shows the empty state', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/affinity')
  await openRowAction(page, 'empty-group', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete anti-affinity group' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expectToast(page, 'Anti-affinity group deleted')
  await expect(row(page, 'empty-group')).toHaveCount(0)

  await page.goto('/projects/staging/affinity')
  await expect(page.getByText('No anti-affinity groups')).toBeVisible()
  await expect(page.getByRole('link', { name: 'New anti-affinity group' }).first()).toBeVisible()
  noErrors()
})
