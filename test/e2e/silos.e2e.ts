import { expectToast, openRowAction, pickOption, row, sideModal, watchPageErrors } from './helpers'
import { confirmReview } from './review'
import { expect, test } from './test'

test('create a silo: bad input refused, then its page with quotas and IP pools', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects')
  await page.getByRole('link', { name: 'System' }).click()
  await expect(page).toHaveURL('/system/silos')
  await page.getByRole('link', { name: 'New silo' }).click()
  await expect(page).toHaveURL('/system/silos-new')
  const form = sideModal(page)
  const name = form.getByRole('textbox', { name: /^Name/ })
  const create = form.getByRole('button', { name: 'Create silo' })

  await create.click()
  await expect(form.getByText('Name is required')).toBeVisible()
  await name.fill('Bad_Name')
  await form.getByRole('spinbutton', { name: 'CPUs' }).fill('-1')
  await form.getByRole('spinbutton', { name: 'Memory' }).fill('')
  await create.click()
  await expect(form.getByText('Must start with a lowercase letter')).toBeVisible()
  await expect(form.getByText('Must be at least 0')).toBeVisible()
  await expect(form.getByText('Memory is required')).toBeVisible()
  await expect(form.getByText('3 issues need fixing before this can be saved.')).toBeVisible()

  // a taken name: the API's refusal lands on the name field
  await name.fill('acme')
  await form.getByRole('spinbutton', { name: 'CPUs' }).fill('16')
  await form.getByRole('spinbutton', { name: 'Memory' }).fill('64')
  await form.getByRole('spinbutton', { name: 'Storage' }).fill('1024')
  await create.click()
  await expect(form.getByText('Silo name already exists')).toBeVisible()

  await name.fill('new-silo')
  await form.getByRole('textbox', { name: 'Description' }).fill('A fresh silo')
  await form.getByRole('checkbox', { name: 'Discoverable' }).uncheck()
  await form.getByRole('combobox', { name: 'Identity mode' }).selectOption('local_only')
  await form.getByRole('textbox', { name: 'Admin group name' }).fill('new-admins')
  await form.getByRole('checkbox', { name: 'Grant fleet admin to silo admins' }).check()
  await create.click()
  await expectToast(page, 'Silo created')
  await expect(page).toHaveURL('/system/silos/new-silo')
  await expect(page.getByRole('heading', { name: 'new-silo' })).toBeVisible()
  const props = page.locator('dl.properties')
  await expect(props).toContainText('A fresh silo')
  await expect(props).toContainText('Local only')
  await expect(props).toContainText('new-admins')
  await expect(props).toContainText('silo admin → fleet admin')
  await expect(page.getByRole('heading', { name: 'No identity providers' })).toBeVisible()

  // quotas: view and edit
  await page.getByRole('link', { name: 'Quotas' }).click()
  await expect(page).toHaveURL('/system/silos/new-silo?tab=quotas')
  const quotas = page.getByRole('table', { name: 'Quotas' })
  await expect(row(page, 'CPUs')).toContainText('16')
  await expect(row(page, 'Memory')).toContainText('64 GiB')
  await expect(row(page, 'Storage')).toContainText('1 TiB')
  await page.getByRole('button', { name: 'Edit quotas' }).click()
  await expect(form.getByRole('spinbutton', { name: 'CPUs' })).toHaveValue('16')
  await form.getByRole('spinbutton', { name: 'CPUs' }).fill('1.5')
  await form.getByRole('button', { name: 'Update quotas' }).click()
  await expect(form.getByText('Must be a whole number')).toBeVisible()
  await form.getByRole('spinbutton', { name: 'CPUs' }).fill('32')
  await form.getByRole('spinbutton', { name: 'Storage' }).fill('2048')
  await form.getByRole('button', { name: 'Update quotas' }).click()
  await confirmReview(form, 'Update quotas')
  await expectToast(page, 'Quotas updated')
  await expect(row(page, 'CPUs')).toContainText('32')
  await expect(row(page, 'Storage')).toContainText('2 TiB')
  await expect(quotas).toBeVisible()

  // IP pools: link one as default, another plain, switch the default, unlink
  await page.getByRole('link', { name: 'IP pools', exact: true }).click()
  await expect(page).toHaveURL('/system/silos/new-silo?tab=ip-pools')
  await expect(page.getByRole('heading', { name: 'No linked pools' })).toBeVisible()
  await page.getByRole('button', { name: 'Link pool' }).first().click()
  await form.getByRole('button', { name: 'Link pool' }).click()
  await expect(form.getByText('IP pool is required')).toBeVisible()
  await pickOption(form, /^IP pool/, 'default', /^default \(/)
  await form.getByRole('checkbox', { name: 'Make default' }).check()
  await form.getByRole('button', { name: 'Link pool' }).click()
  await expectToast(page, 'Pool linked')
  await expect(row(page, 'default').getByRole('cell').nth(2)).toHaveText('Default')

  await page.getByRole('button', { name: 'Link pool' }).click()
  // a linked pool is not offered again
  await form.getByRole('combobox', { name: /^IP pool/ }).click()
  await expect(form.getByRole('option', { name: /^unlinked-pool/ })).toBeVisible()
  await expect(form.getByRole('option', { name: /^default/ })).not.toBeAttached()
  await pickOption(form, /^IP pool/, 'unlinked-pool', /^unlinked-pool \(/)
  await form.getByRole('button', { name: 'Link pool' }).click()
  await expectToast(page, 'Pool linked')
  const unlinked = row(page, 'unlinked-pool')
  await expect(unlinked.getByRole('cell').nth(2)).toHaveText('')

  // one default per version: making unlinked-pool default clears the other
  await openRowAction(page, 'unlinked-pool', 'Make default')
  await expectToast(page, 'Default pool set')
  await expect(unlinked.getByRole('cell').nth(2)).toHaveText('Default')
  await expect(row(page, 'default').getByRole('cell').nth(2)).toHaveText('')

  await openRowAction(page, 'default', 'Unlink')
  const confirm = page.getByRole('dialog', { name: 'Unlink pool' })
  await expect(confirm).toContainText('Unlink IP pool default from silo new-silo?')
  await confirm.getByRole('button', { name: 'Unlink' }).click()
  await expectToast(page, 'Pool unlinked')
  await expect(row(page, 'default')).toBeHidden()

  // back in the list, the new silo is there
  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'Silos' })
    .click()
  await expect(row(page, 'new-silo')).toContainText('No')
  noErrors()
})

test('silo identity providers are listed; a silo with projects cannot be deleted', async ({
  page,
}) => {
  await page.goto('/system/silos')
  await page.getByRole('link', { name: 'globex' }).click()
  await expect(page).toHaveURL('/system/silos/globex')
  await expect(row(page, 'okta')).toContainText('Globex Okta tenant')
  await expect(row(page, 'okta')).toContainText('saml')

  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'Silos' })
    .click()
  await openRowAction(page, 'acme', 'Delete')
  const confirm = page.getByRole('dialog', { name: 'Delete silo' })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Could not delete silo')
  await expect(row(page, 'acme')).toBeVisible()

  await openRowAction(page, 'initech', 'Delete')
  await expect(confirm).toContainText('initech')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(row(page, 'initech')).toBeVisible()
  await openRowAction(page, 'initech', 'Delete')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Silo deleted')
  await expect(row(page, 'initech')).toBeHidden()
})

test('a silo viewer who is no fleet viewer never sees the system section', async ({ page }) => {
  await page.goto('/projects?mock-user=carol')
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveText('Carol Chen')
  await expect(page.getByRole('link', { name: 'System' })).toBeHidden()
  await page.goto('/system/silos/acme?tab=quotas')
  await expect(page.getByText('you need the fleet viewer role')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit quotas' })).toBeHidden()
})

test('a silo’s quotas edited from the system utilization page, where they are shown', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/utilization')
  await expect(row(page, 'acme')).toContainText('73 / 256 (29%)')
  await openRowAction(page, 'acme', 'Edit quotas')
  await expect(page).toHaveURL('/system/utilization/silos/acme/quotas')
  const form = page.getByRole('dialog', { name: 'Edit quotas' })
  const cpus = form.getByRole('spinbutton', { name: 'CPUs' })
  await expect(cpus).toHaveValue('256')
  await cpus.fill('-4')
  await form.getByRole('button', { name: 'Update quotas' }).click()
  await expect(form.getByText('Must be at least 0')).toBeVisible()
  await cpus.fill('12.5')
  await form.getByRole('button', { name: 'Update quotas' }).click()
  await expect(form.getByText('Must be a whole number')).toBeVisible()
  await cpus.fill('300')
  await form.getByRole('button', { name: 'Update quotas' }).click()
  await confirmReview(form, 'Update quotas')
  await expectToast(page, 'Quotas updated', 'acme')
  await expect(page).toHaveURL('/system/utilization')
  await expect(row(page, 'acme')).toContainText('73 / 300 (24%)')
  noErrors()
})
