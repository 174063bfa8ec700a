import { readFileSync } from 'node:fs'
import { expectToast, row, watchPageErrors } from './helpers'
import { expect, test } from './test'

/** Test certificates made with OpenSSL (test/fixtures/certs/README.md). */
const certs = 'test/fixtures/certs'
const pem = (file: string) => readFileSync(`${certs}/${file}`, 'utf8')

test('add a certificate from pasted and picked PEM, refused first, view it, delete it', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects')
  await page.getByRole('link', { name: 'Certificates' }).click()
  await expect(page).toHaveURL('/certificates')
  // the expiry comes from the certificate itself
  await expect(row(page, 'acme-external-api')).toContainText('External API')
  await expect(row(page, 'acme-external-api')).toContainText(/203[45]/)

  await page.getByRole('link', { name: 'New certificate' }).click()
  await expect(page).toHaveURL('/certificates-new')
  const form = page.getByRole('dialog', { name: 'Add certificate' })
  const add = form.getByRole('button', { name: 'Add certificate' })
  const certField = form.getByRole('textbox', { name: /^Certificate/ })
  const keyField = form.getByRole('textbox', { name: /^Private key/ })
  await add.click()
  await expect(form.getByText('Name is required')).toBeVisible()
  await expect(form.getByText('Certificate is required')).toBeVisible()
  await expect(form.getByText('Private key is required')).toBeVisible()

  await form.getByRole('textbox', { name: /^Name/ }).fill('rack-api')
  await certField.fill('hello, not a certificate')
  await keyField.fill(pem('other.key'))
  await add.click()
  await expect(
    form.getByText('Must be a PEM certificate (-----BEGIN CERTIFICATE-----)'),
  ).toBeVisible()

  // picked from a file: an expired one is caught before it is sent
  await form.getByLabel('Certificate file').setInputFiles(`${certs}/expired.crt`)
  await expect(certField).toHaveValue(pem('expired.crt'))
  await expect(
    form.getByText(/^The certificate expired on (Jan 1, 2021|Dec 31, 2020), /),
  ).toBeVisible()

  // a key of another certificate: the API says so, at the key
  await form.getByLabel('Certificate file').setInputFiles(`${certs}/valid.crt`)
  await add.click()
  await expect(form.getByRole('alert')).toContainText('Certificate and private key do not match')
  await expect(keyField).toHaveAttribute('aria-invalid', 'true')

  await form.getByLabel('Private key file').setInputFiles(`${certs}/valid.key`)
  await form.getByRole('textbox', { name: /^Name/ }).fill('acme-external-api')
  await add.click()
  await expect(form.getByText('Certificate name already exists')).toBeVisible()
  await form.getByRole('textbox', { name: /^Name/ }).fill('rack-api')
  await form.getByRole('textbox', { name: 'Description' }).fill('Wildcard for the rack')
  await add.click()
  await expectToast(page, 'Certificate added', 'rack-api')
  await expect(page).toHaveURL('/certificates/rack-api')
  await expect(page.getByRole('heading', { name: 'rack-api' })).toBeVisible()
  const properties = page.getByRole('definition')
  await expect(properties.filter({ hasText: '*.sys.rack.example' })).toBeVisible()
  await expect(properties.filter({ hasText: 'Wildcard for the rack' })).toBeVisible()
  await expect(page.getByText('-----BEGIN CERTIFICATE-----')).toBeVisible()

  await page.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete certificate' })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Certificate deleted', 'rack-api')
  await expect(page).toHaveURL('/certificates')
  await expect(row(page, 'rack-api')).toHaveCount(0)
  await expect(row(page, 'acme-external-api')).toBeVisible()
  noErrors()
})

test('certificates are for silo admins: a silo viewer has no link and is refused the list', async ({
  page,
}) => {
  await page.goto('/projects?mock-user=carol')
  await expect(page.getByRole('link', { name: 'Projects' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Certificates' })).toHaveCount(0)
  await page.goto('/certificates?mock-user=carol')
  await expect(page.getByText('Action not authorized')).toBeVisible()
})
