import {
  expectToast,
  openRowAction,
  row,
  sideModal,
  signIn,
  signOut,
  watchPageErrors,
} from './helpers'
import { confirmReview } from './review'
import { expect, test } from './test'

const certPem = [
  '-----BEGIN CERTIFICATE-----',
  'MIIBszCCAVmgAwIBAgIUQm9ndXNDZXJ0aWZpY2F0ZUZvclRlc3RzMAoGCCqGSM49',
  '-----END CERTIFICATE-----',
  '',
].join('\n')
const keyPem = [
  '-----BEGIN PRIVATE KEY-----',
  'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgQm9ndXNLZXlGb3JU',
  '-----END PRIVATE KEY-----',
  '',
].join('\n')
const file = (name: string, text: string, mimeType = 'application/octet-stream') => ({
  name,
  mimeType,
  buffer: Buffer.from(text),
})

test('create a silo with a TLS certificate, quotas and fleet roles; edit quotas; delete it', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/silos')
  await page.getByRole('link', { name: 'New silo' }).click()
  const form = sideModal(page)
  await form.getByRole('textbox', { name: /^Name/ }).fill('edge-silo')
  await form.getByRole('combobox', { name: 'Identity mode' }).selectOption('local_only')
  await form.getByRole('spinbutton', { name: 'CPUs' }).fill('8')
  await form.getByRole('spinbutton', { name: 'Memory' }).fill('32')
  await form.getByRole('spinbutton', { name: 'Storage' }).fill('512')
  await form.getByRole('checkbox', { name: 'Grant fleet viewer to silo admins' }).check()
  await form
    .getByRole('checkbox', { name: 'Grant fleet collaborator to silo collaborators' })
    .check()

  // a certificate pasted wrong is refused in place; files fill the PEM fields
  await form.getByRole('button', { name: 'Add TLS certificate' }).click()
  const cert1 = form.getByRole('group', { name: 'TLS certificate 1' })
  await cert1.getByRole('textbox', { name: /^Name/ }).fill('web-cert')
  await cert1.getByRole('textbox', { name: /^Certificate/ }).fill('MIIBszCCAVmgAwIBAgIU')
  await cert1.getByLabel('Private key file').setInputFiles(file('tls.key', keyPem))
  await expect(cert1.getByRole('textbox', { name: /^Private key/ })).toHaveValue(keyPem)
  // a second certificate with the same name
  await form.getByRole('button', { name: 'Add TLS certificate' }).click()
  const cert2 = form.getByRole('group', { name: 'TLS certificate 2' })
  await cert2.getByRole('textbox', { name: /^Name/ }).fill('web-cert')
  await form.getByRole('button', { name: 'Create silo' }).click()
  await expect(
    cert1.getByText('Must be a PEM certificate (-----BEGIN CERTIFICATE-----)'),
  ).toBeVisible()
  await expect(cert2.getByText('Items must be unique')).toBeVisible()
  await expect(cert2.getByText('Certificate is required')).toBeVisible()
  await expect(page).toHaveURL('/system/silos-new')
  await cert2.getByRole('button', { name: 'Remove TLS certificate 2' }).click()
  await expect(cert2).toBeHidden()
  await cert1.getByLabel('Certificate file').setInputFiles(file('tls.pem', certPem))
  await expect(cert1.getByRole('textbox', { name: /^Certificate/ })).toHaveValue(certPem)
  await form.getByRole('button', { name: 'Create silo' }).click()
  await expectToast(page, 'Silo created')
  await expect(page).toHaveURL('/system/silos/edge-silo')
  await expect(page.locator('dl.properties')).toContainText(
    'silo admin → fleet viewer; silo collaborator → fleet collaborator',
  )

  // fleet roles, read-only
  await page.getByRole('link', { name: 'Fleet roles' }).click()
  await expect(page).toHaveURL('/system/silos/edge-silo?tab=fleet-roles')
  const roles = page.getByRole('table', { name: 'Fleet roles' })
  await expect(roles.getByRole('row')).toHaveCount(3)
  await expect(row(page, 'admin')).toContainText('viewer')
  await expect(row(page, 'collaborator')).toContainText('collaborator')

  // quotas: the created values, a bad edit refused in place, a good one saved
  await page.getByRole('link', { name: 'Quotas' }).click()
  await expect(row(page, 'CPUs')).toContainText('8')
  await expect(row(page, 'Memory')).toContainText('32 GiB')
  await expect(row(page, 'Storage')).toContainText('512 GiB')
  await page.getByRole('button', { name: 'Edit quotas' }).click()
  await form.getByRole('spinbutton', { name: 'CPUs' }).fill('-4')
  await form.getByRole('spinbutton', { name: 'Memory' }).fill('')
  await form.getByRole('button', { name: 'Update quotas' }).click()
  await expect(form.getByText('Must be at least 0')).toBeVisible()
  await expect(form.getByText('Memory is required')).toBeVisible()
  await expect(form).toBeVisible()
  await expect(row(page, 'CPUs')).toContainText('8')
  await form.getByRole('spinbutton', { name: 'CPUs' }).fill('24')
  await form.getByRole('spinbutton', { name: 'Memory' }).fill('96')
  await form.getByRole('button', { name: 'Update quotas' }).click()
  await confirmReview(form, 'Update quotas')
  await expectToast(page, 'Quotas updated')
  await expect(form).toBeHidden()
  await expect(row(page, 'CPUs')).toContainText('24')
  await expect(row(page, 'Memory')).toContainText('96 GiB')

  // a local-only silo starts with no users
  await page.getByRole('link', { name: 'Local users' }).click()
  await expect(page.getByRole('heading', { name: 'No local users' })).toBeVisible()

  // delete it from the list, after a confirmation
  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'Silos' })
    .click()
  await openRowAction(page, 'edge-silo', 'Delete')
  const confirm = page.getByRole('dialog', { name: 'Delete silo' })
  await expect(confirm).toContainText('Delete silo edge-silo?')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(row(page, 'edge-silo')).toBeVisible()
  await openRowAction(page, 'edge-silo', 'Delete')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Silo deleted')
  await expect(row(page, 'edge-silo')).toBeHidden()
  noErrors()
})

test('create a SAML identity provider with a metadata URL and read its detail', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/silos/globex')
  // a SAML silo has no local users
  await expect(page.getByRole('link', { name: 'Local users' })).toBeHidden()
  await page.getByRole('link', { name: 'New provider' }).click()
  await expect(page).toHaveURL('/system/silos/globex/idps-new')
  const form = sideModal(page)
  const create = form.getByRole('button', { name: 'Create provider' })
  await create.click()
  await expect(form.getByText('Name is required')).toBeVisible()
  await expect(form.getByText('Metadata URL is required')).toBeVisible()
  await expect(form.getByText('IdP entity ID is required')).toBeVisible()

  await form.getByRole('textbox', { name: /^Name/ }).fill('okta')
  await expect(form.getByRole('textbox', { name: /^ACS URL/ })).toHaveValue(
    /\/login\/globex\/saml\/okta$/,
  )
  await form.getByRole('textbox', { name: /^Metadata URL/ }).fill('idp.example/metadata')
  await form.getByRole('textbox', { name: /^IdP entity ID/ }).fill('https://idp.example/entity')
  await form.getByRole('textbox', { name: /^SP client ID/ }).fill('oxide-globex-2')
  await form.getByRole('textbox', { name: /^SLO URL/ }).fill('https://idp.example/slo')
  await form.getByRole('textbox', { name: /^Technical contact email/ }).fill('ops at globex')
  await form.getByRole('textbox', { name: 'Group attribute name' }).fill('memberOf')
  await form.getByLabel('Choose public certificate').setInputFiles(file('sp.der', 'CERT-DER'))
  await create.click()
  await expect(form.getByText('Must be an http or https URL')).toBeVisible()
  await expect(form.getByText('Must be an email address')).toBeVisible()
  await expect(form.getByText('Add the private key of this certificate')).toBeVisible()

  await form.getByRole('textbox', { name: /^Metadata URL/ }).fill('https://idp.example/metadata')
  await form.getByRole('textbox', { name: /^Technical contact email/ }).fill('ops@globex.example')
  await form.getByLabel('Choose private key').setInputFiles(file('sp.key', 'KEY-DER'))
  await expect(form.getByText('Add the private key of this certificate')).toBeHidden()
  // the name is taken in this silo
  await create.click()
  await expect(form.getByText('Identity provider name already exists')).toBeVisible()
  await form.getByRole('textbox', { name: /^Name/ }).fill('azure-ad')
  await expect(form.getByRole('textbox', { name: /^ACS URL/ })).toHaveValue(
    /\/login\/globex\/saml\/azure-ad$/,
  )
  await create.click()
  await expectToast(page, 'Identity provider created')
  await expect(page).toHaveURL('/system/silos/globex/idps/saml/azure-ad')
  const detail = page.getByRole('dialog', { name: 'Identity provider azure-ad' })
  const props = detail.getByRole('definition')
  await expect(props.nth(2)).toHaveText('https://idp.example/entity')
  await expect(detail).toContainText('oxide-globex-2')
  await expect(detail).toContainText('https://idp.example/slo')
  await expect(detail).toContainText('ops@globex.example')
  await expect(detail).toContainText('memberOf')
  // the public half of the signing key pair, base64 DER as sent
  await expect(detail).toContainText(Buffer.from('CERT-DER').toString('base64'))
  await detail.getByRole('button', { name: 'Close' }).first().click()
  await expect(page).toHaveURL('/system/silos/globex')
  await expect(row(page, 'azure-ad')).toContainText('saml')

  // the fixture provider's detail, from the list
  await page.getByRole('link', { name: 'okta' }).click()
  const okta = page.getByRole('dialog', { name: 'Identity provider okta' })
  await expect(okta).toContainText('http://www.okta.com/exk1globex0oxide')
  await expect(okta).toContainText('it-ops@globex.example')
  await expect(okta).toContainText('None: requests to the provider are not signed')
  await page.keyboard.press('Escape')
  await expect(okta).toBeHidden()
  noErrors()
})

test('local users: create one, set its password, delete it', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/silos/acme')
  await page.getByRole('link', { name: 'Local users' }).click()
  await expect(page).toHaveURL('/system/silos/acme?tab=local-users')
  await expect(row(page, 'Alice Adams')).toBeVisible()

  await page.getByRole('button', { name: 'New user' }).click()
  const form = sideModal(page)
  const userName = form.getByRole('textbox', { name: /^User name/ })
  const create = form.getByRole('button', { name: 'Create user' })
  await userName.fill('Erin')
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('correct-horse')
  await form.getByLabel('Confirm password').fill('correct-hose')
  await create.click()
  await expect(form.getByText('Must start with a lowercase letter')).toBeVisible()
  await expect(form.getByText('Passwords do not match')).toBeVisible()
  await userName.fill('alice')
  await form.getByLabel('Confirm password').fill('correct-horse')
  await create.click()
  await expect(form.getByText('Silo user name already exists')).toBeVisible()
  await userName.fill('erin')
  await create.click()
  await expectToast(page, 'User created')
  await expect(row(page, 'erin')).toBeVisible()

  // no password login, then a password again
  await openRowAction(page, 'erin', 'Set password')
  const setForm = page.getByRole('dialog', { name: 'Set password for erin' })
  await setForm.getByRole('radio', { name: /Disallow password login/ }).check()
  await expect(setForm.getByRole('textbox', { name: 'Password', exact: true })).toBeHidden()
  await setForm.getByRole('button', { name: 'Set password' }).click()
  await expectToast(page, 'Login disallowed')
  await expect(setForm).toBeHidden()

  await openRowAction(page, 'erin', 'Set password')
  await setForm.getByRole('button', { name: 'Set password' }).click()
  await expect(setForm.getByText('Password is required')).toBeVisible()
  await setForm.getByRole('textbox', { name: 'Password', exact: true }).fill('battery-staple')
  await setForm.getByLabel('Confirm password').fill('battery-staple')
  await setForm.getByRole('button', { name: 'Set password' }).click()
  await expectToast(page, 'Password set')

  // the new password signs erin in; then back as alice, an operator
  await signOut(page)
  await signIn(page, 'erin', 'battery-staple')
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveText('erin')
  await signOut(page)
  await signIn(page, 'alice')
  await page.getByRole('link', { name: 'System' }).click()
  await page.getByRole('table', { name: 'Silos' }).getByRole('link', { name: 'acme' }).click()
  await page.getByRole('link', { name: 'Local users' }).click()

  await openRowAction(page, 'erin', 'Delete')
  const confirm = page.getByRole('dialog', { name: 'Delete user' })
  await expect(confirm).toContainText('Delete local user erin from silo acme?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'User deleted')
  await expect(row(page, 'erin')).toBeHidden()
  await expect(row(page, 'Alice Adams')).toBeVisible()
  noErrors()
})
