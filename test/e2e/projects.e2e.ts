import { expectToast, openRowAction, row, sideModal, watchPageErrors } from './helpers'
import { expect, test } from './test'

test('create a project: bad names are refused in place, a duplicate by the API', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects')
  await page.getByRole('link', { name: 'New Project' }).first().click()
  await expect(page).toHaveURL('/projects-new')
  const form = sideModal(page)
  await expect(form.getByRole('heading', { name: 'Create project' })).toBeVisible()
  // the list stays visible behind the form
  await expect(page.getByRole('cell', { name: 'web-prod', exact: true })).toBeAttached()

  const name = form.getByRole('textbox', { name: 'Name' })
  const create = form.getByRole('button', { name: 'Create project' })
  await create.click()
  await expect(form.getByText('Name is required')).toBeVisible()

  for (const [value, message] of [
    ['Web', 'Must start with a lowercase letter'],
    ['web_app', 'Can only contain lowercase letters, numbers, and dashes'],
    ['web-', 'Cannot end with a dash'],
    ['a'.repeat(64), 'Must be 63 characters or fewer'],
  ]) {
    await name.fill(value)
    await create.click()
    await expect(form.getByText(message)).toBeVisible()
  }

  await name.fill('web-prod')
  await form.getByRole('textbox', { name: 'Description' }).fill('a second web-prod')
  await create.click()
  await expect(form.getByText('Project name already exists')).toBeVisible()
  // what was typed is still there
  await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('a second web-prod')

  await name.fill('a'.repeat(63))
  await create.click()
  await expectToast(page, 'Project created')
  await expect(page).toHaveURL(`/projects/${'a'.repeat(63)}/instances`)
  await expect(page.getByRole('heading', { name: 'No instances' })).toBeVisible()

  await page.getByRole('link', { name: 'Projects' }).first().click()
  await expect(row(page, 'a'.repeat(63))).toBeVisible()
  noErrors()
})

test('edit a project, then delete one after confirming', async ({ page }) => {
  await page.goto('/projects')
  await openRowAction(page, 'empty-project', 'Edit')
  await expect(page).toHaveURL('/projects/empty-project/edit')
  const form = sideModal(page)
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('empty-project')
  await form.getByRole('textbox', { name: 'Name' }).fill('spare')
  await form.getByRole('textbox', { name: 'Description' }).fill('<img src=x onerror=alert(1)>')
  await form.getByRole('button', { name: 'Update project' }).click()
  await expectToast(page, 'Project updated')
  await expect(page).toHaveURL('/projects')
  // markup in a description is text
  await expect(row(page, 'spare')).toContainText('<img src=x onerror=alert(1)>')

  // cancelling the confirmation keeps the project
  await openRowAction(page, 'spare', 'Delete')
  const confirm = page.getByRole('dialog', { name: 'Delete project' })
  await expect(confirm).toContainText('spare')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(row(page, 'spare')).toBeVisible()

  await openRowAction(page, 'spare', 'Delete')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Project deleted')
  await expect(row(page, 'spare')).toBeHidden()
})

test('deleting a project that still has resources names them and sends nothing', async ({
  page,
}) => {
  const deletes: string[] = []
  page.on('request', (r) => r.method() === 'DELETE' && deletes.push(r.url()))
  await page.goto('/projects')
  await openRowAction(page, 'staging', 'Delete')
  const dialog = page.getByRole('dialog', { name: 'Delete project' })
  await expect(dialog.getByRole('alert')).toContainText(
    'Project staging cannot be deleted while it contains',
  )
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(row(page, 'staging')).toBeVisible()
  expect(deletes).toEqual([])
})

test('closing a form with typed input asks before discarding it', async ({ page }) => {
  await page.goto('/projects-new')
  const form = sideModal(page)
  await form.getByRole('textbox', { name: 'Name' }).fill('half-typed')
  await form.getByRole('button', { name: 'Cancel' }).click()
  const discard = page.getByRole('dialog', { name: 'Discard changes?' })
  await discard.getByRole('button', { name: 'Keep editing' }).click()
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('half-typed')
  await form.getByRole('button', { name: 'Cancel' }).click()
  await discard.getByRole('button', { name: 'Discard changes' }).click()
  await expect(page).toHaveURL('/projects')
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('a project page links its instances; the project picker switches projects', async ({
  page,
}) => {
  await page.goto('/projects')
  await page.getByRole('link', { name: 'web-prod' }).click()
  await expect(page).toHaveURL('/projects/web-prod/instances')
  await expect(row(page, 'web-1')).toContainText('running')
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Instances')
  await page.getByRole('button', { name: 'Switch project' }).click()
  // a search over every project: typing narrows it, picking one goes there
  await page.getByRole('combobox', { name: 'Switch project' }).fill('stag')
  await page.getByRole('option', { name: 'staging', exact: true }).click()
  await expect(page).toHaveURL('/projects/staging/instances')
})

test('a long list pages by 50: every row of a page shows, Next and Previous move', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  // start where the project list is not loaded yet (the mock's data lives in the page)
  await page.goto('/settings/ssh-keys')
  await expect(row(page, 'alice-laptop')).toBeVisible()
  // 60 more projects, made through the API as another client would
  await page.evaluate(async () => {
    for (let i = 0; i < 60; i++) {
      const name = `page-test-${String(i).padStart(2, '0')}`
      const response = await fetch('/v1/projects', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name, description: '' }),
      })
      if (!response.ok) throw new Error(`${name}: ${response.status}`)
    }
  })
  await page.getByRole('link', { name: 'Oxide console home' }).click()
  const table = page.getByRole('table', { name: 'Projects' })
  const pages = page.getByRole('navigation', { name: 'Projects pages' })
  // names sort first by name: the fixtures' `empty-project`, `ml-training`, then page-test-00...
  await expect(pages).toContainText('Rows 1–50')
  await expect(table.getByRole('row')).toHaveCount(51) // the header row and 50
  await expect(row(page, 'empty-project')).toBeVisible()
  await expect(row(page, 'page-test-47')).toBeVisible()
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled()

  await pages.getByRole('button', { name: 'Next' }).click()
  await expect(pages).toContainText('Rows 51–64')
  await expect(table.getByRole('row')).toHaveCount(15)
  await expect(row(page, 'page-test-48')).toBeVisible()
  await expect(row(page, 'web-prod')).toBeVisible()
  await expect(row(page, 'empty-project')).toBeHidden()
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled()

  await pages.getByRole('button', { name: 'Previous' }).click()
  await expect(pages).toContainText('Rows 1–50')
  await expect(row(page, 'page-test-47')).toBeVisible()
  noErrors()
})
