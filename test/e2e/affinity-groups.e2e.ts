import {
  expectToast,
  openRowAction,
  pickOption,
  row,
  watchAsksAfterDelete,
  watchPageErrors,
} from './helpers'
import { expect, test } from './test'

/** Affinity groups: the second tab of Affinity Groups, with the anti-affinity groups' screens. */
test('affinity groups: tab, create, members, settings tab, edit, delete', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/affinity')
  const tabs = page.getByRole('navigation', { name: 'Group kinds' })
  await expect(tabs.getByRole('link', { name: 'Anti-affinity groups' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await tabs.getByRole('link', { name: 'Affinity groups', exact: true }).click()
  await expect(page).toHaveURL('/projects/web-prod/affinity-groups')
  await expect(page.getByRole('heading', { name: 'Affinity Groups' })).toBeVisible()
  // the side nav's item stays current on the second tab
  const nav = page.getByRole('navigation', { name: 'Project', exact: true })
  await expect(nav.getByRole('link', { name: 'Affinity Groups' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const list = page.getByRole('table', { name: 'Affinity groups' })
  await expect(list.getByRole('row', { name: /cache-near-web/ })).toContainText('Allow')

  // create: a taken name is refused with the API's message
  await page.getByRole('link', { name: 'New affinity group' }).click()
  const form = page.getByRole('dialog', { name: 'Create affinity group' })
  await form.getByRole('textbox', { name: /^Name/ }).fill('cache-near-web')
  await form.getByRole('button', { name: 'Create affinity group' }).click()
  await expect(form.getByText('Affinity group name already exists')).toBeVisible()
  await form.getByRole('textbox', { name: /^Name/ }).fill('db-near')
  await expect(form.getByText('Members are kept together on one sled.')).toBeVisible()
  await form.getByRole('radio', { name: /^Fail/ }).check()
  await form.getByText('Equivalent CLI / API').click()
  await expect(form.getByText(/oxide experimental affinity create/)).toBeVisible()
  await form.getByRole('button', { name: 'Create affinity group' }).click()
  await expectToast(page, 'Affinity group created')
  await expect(page).toHaveURL('/projects/web-prod/affinity-groups/db-near')
  await expect(page.getByRole('heading', { name: 'db-near' })).toBeVisible()
  await expect(page.getByText('No members')).toBeVisible()

  // a stopped instance joins
  await page.getByRole('button', { name: 'Add instance' }).first().click()
  const add = page.getByRole('dialog', { name: 'Add instance to group' })
  await pickOption(add, /^Instance/, 'db-primary', /^db-primary /)
  await add.getByRole('button', { name: 'Add instance' }).click()
  await expectToast(page, 'Member added', 'db-primary to db-near')
  const members = page.getByRole('table', { name: 'Members' })
  await expect(row(page, 'db-primary')).toContainText('stopped')

  // the instance's settings tab shows both kinds of group it is in
  await members.getByRole('link', { name: 'db-primary' }).click()
  await page.getByRole('link', { name: 'Settings' }).click()
  await expect(
    page
      .getByRole('list', { name: 'Anti-affinity groups' })
      .getByRole('link', { name: 'db-spread' }),
  ).toBeVisible()
  await page
    .getByRole('list', { name: 'Affinity groups' })
    .getByRole('link', { name: 'db-near' })
    .click()
  await expect(page).toHaveURL('/projects/web-prod/affinity-groups/db-near')

  await openRowAction(page, 'db-primary', 'Remove from group')
  await page
    .getByRole('dialog', { name: 'Remove member' })
    .getByRole('button', { name: 'Remove' })
    .click()
  await expectToast(page, 'Member removed', 'db-primary')
  await expect(page.getByText('No members')).toBeVisible()

  // edit: rename; the policy cannot change
  await page.getByRole('link', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit affinity group' })
  await expect(edit.getByRole('textbox', { name: 'Policy' })).toHaveValue('Fail')
  await edit.getByRole('textbox', { name: /^Name/ }).fill('db-close')
  await edit.getByRole('button', { name: 'Update affinity group' }).click()
  await expectToast(page, 'Affinity group updated')
  await expect(page).toHaveURL('/projects/web-prod/affinity-groups/db-close')

  await page.getByRole('button', { name: 'Delete' }).click()
  await page
    .getByRole('dialog', { name: 'Delete affinity group' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expectToast(page, 'Affinity group deleted', 'db-close')
  await expect(page).toHaveURL('/projects/web-prod/affinity-groups')
  await expect(row(page, 'db-close')).toHaveCount(0)
  noErrors()
})

test('groups are bulk deleted and filtered like every list', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/affinity')
  const names = page.getByRole('table', { name: 'Anti-affinity groups' }).getByRole('link')
  await expect(names.first()).toBeVisible()
  const box = page.getByRole('searchbox', { name: 'Filter by name' })
  await box.fill('spread')
  await expect(row(page, 'empty-group')).toHaveCount(0)
  await expect(row(page, 'web-spread')).toBeVisible()
  await box.fill('')
  await expect(row(page, 'empty-group')).toBeVisible()

  await page.getByRole('checkbox', { name: 'Select empty-group' }).check()
  await page.getByRole('checkbox', { name: 'Select db-spread' }).check()
  const bar = page.getByRole('region', { name: 'Bulk actions' })
  await bar.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog')
  await expect(confirm).toContainText('Delete 2 anti-affinity groups')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, '2 anti-affinity groups deleted')
  await expect(row(page, 'empty-group')).toHaveCount(0)
  await expect(row(page, 'db-spread')).toHaveCount(0)
  await expect(row(page, 'web-spread')).toBeVisible()

  // the second tab is its own list; a project without groups shows the empty state
  await page.goto('/projects/staging/affinity-groups')
  await expect(page.getByText('No affinity groups')).toBeVisible()
  await expect(page.getByRole('link', { name: 'New affinity group' }).first()).toBeVisible()
  noErrors()
})

test('a project viewer sees the groups, and a change is refused with the API’s message', async ({
  page,
}) => {
  await page.goto('/projects/web-prod/affinity-groups?mock-user=carol')
  await expect(row(page, 'cache-near-web')).toBeVisible()
  await page.getByRole('link', { name: 'New affinity group' }).click()
  const form = page.getByRole('dialog', { name: 'Create affinity group' })
  await form.getByRole('textbox', { name: /^Name/ }).fill('not-mine')
  await form.getByRole('button', { name: 'Create affinity group' }).click()
  await expect(form.getByRole('alert')).toContainText('Action not authorized')
})

test('a deleted group is not asked for again, deleted from its page or from the list', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/affinity-groups/cache-near-web')
  await expect(page.getByRole('table', { name: 'Members' })).toBeVisible()
  const asksForCache = watchAsksAfterDelete(
    page,
    '/v1/affinity-groups/cache-near-web',
    /^\/v1\/affinity-groups\/cache-near-web\b/,
  )
  await page.getByRole('button', { name: 'Delete' }).click()
  await page
    .getByRole('dialog', { name: 'Delete affinity group' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expectToast(page, 'Affinity group deleted', 'cache-near-web')
  await expect(page).toHaveURL('/projects/web-prod/affinity-groups')
  await expect(page.getByRole('heading', { name: 'No affinity groups' })).toBeVisible()
  expect(asksForCache()).toEqual([])

  // from the list
  await page.getByRole('link', { name: 'Anti-affinity groups' }).click()
  await expect(row(page, 'web-spread')).toBeVisible()
  const asksForWeb = watchAsksAfterDelete(
    page,
    '/v1/anti-affinity-groups/web-spread',
    /^\/v1\/anti-affinity-groups\/web-spread\b/,
  )
  await openRowAction(page, 'web-spread', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete anti-affinity group' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expectToast(page, 'Anti-affinity group deleted', 'web-spread')
  await expect(row(page, 'web-spread')).toHaveCount(0)
  expect(asksForWeb()).toEqual([])
  noErrors()
})
