import { expectToast, pickOption, row, sideModal, watchPageErrors } from './helpers'
import { confirmReview } from './review'
import { expect, test } from './test'

/**
 * Pickers and name lookups past the first page: a thousand images, projects and
 * users, made by the mock as it starts (`mock-many`), then reached by typing in
 * the pickers.
 */

test('a thousand images, projects and users: each is reached by typing', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/instances?mock-many=images,projects,users:1000')
  const last = '0999'

  // instance create: the thousandth project image, found by part of its name
  await page.getByRole('link', { name: 'New Instance' }).click()
  const form = page.getByRole('dialog', { name: 'Create instance' })
  await form.getByRole('textbox', { name: /^Name/ }).fill('picked-0999')
  await form.getByRole('combobox', { name: 'Image source' }).selectOption('project')
  const image = form.getByRole('combobox', { name: /^Image(?! source)/ })
  await image.click()
  // the popup shows the first matches and says how many there are
  await expect(
    form.getByText(/^Showing first 100 of 1,00\d matches: type to narrow$/),
  ).toBeVisible()
  await image.fill(`0${last.slice(1)}`)
  await expect(form.getByRole('option')).toHaveText([/^image-0999 /])
  await form.getByRole('option', { name: /^image-0999 / }).click()
  await expect(image).toHaveValue(/^image-0999 /)
  await form.getByRole('button', { name: 'Create instance' }).click()
  await expectToast(page, 'Instance created')
  await expect(page).toHaveURL(/\/projects\/web-prod\/instances\/picked-0999/)

  // the project switcher searches every project
  await page.getByRole('button', { name: 'Switch project' }).click()
  const switcher = page.getByRole('combobox', { name: 'Switch project' })
  await expect(switcher).toBeFocused()
  await switcher.fill(`proj-${last}`)
  await page.getByRole('option', { name: `proj-${last}`, exact: true }).click()
  await expect(page).toHaveURL(`/projects/proj-${last}/instances`)
  // Escape closes the search and gives focus back to the button
  await page.getByRole('button', { name: 'Switch project' }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Switch project' })).toBeFocused()

  // silo access: the thousandth user gets a role and shows by name in the table
  await page.getByRole('link', { name: 'Silo' }).click()
  // the silo's side nav, not the project's: its Access link is the silo's
  await expect(page).toHaveURL('/projects')
  await page.getByRole('link', { name: 'Access', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Silo access' })).toBeVisible()
  await page.getByRole('button', { name: 'Add user or group' }).click()
  const add = sideModal(page)
  // a name that matches nothing: nothing to pick, and the form refuses
  const who = add.getByRole('combobox', { name: /^User or group/ })
  await who.fill('no-such-person')
  await expect(add.getByText('No items match')).toBeVisible()
  await who.press('Tab')
  await add.getByRole('button', { name: 'Assign role' }).click()
  await expect(add.getByText('User or group is required')).toBeVisible()
  await expect(add).toBeVisible()

  await pickOption(add, /^User or group/, `user-${last} (user)`)
  await add.getByRole('combobox', { name: 'Role' }).selectOption('collaborator')
  await add.getByRole('button', { name: 'Assign role' }).click()
  await confirmReview(add, 'Assign role')
  await expectToast(page, 'Role assigned')
  await expect(add).toBeHidden()
  await expect(row(page, `user-${last}`)).toContainText('collaborator')
  noErrors()
})
