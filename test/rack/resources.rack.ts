import { randomBytes } from 'node:crypto'
import { expectToast, openRowAction, row, sideModal, watchPageErrors } from '../e2e/helpers'
import { confirmReview } from '../e2e/review'
import { expect, test } from '../e2e/test'
import { signInThroughPage, uniqueName } from './helpers'

/** An ed25519 public key in OpenSSH's form: the key type, then its wire blob in base64. */
function ed25519PublicKey(comment: string) {
  const field = (bytes: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(bytes.length)
    return Buffer.concat([length, bytes])
  }
  const blob = Buffer.concat([field(Buffer.from('ssh-ed25519')), field(randomBytes(32))])
  return `ssh-ed25519 ${blob.toString('base64')} ${comment}`
}

test('a disk, a VPC with a firewall rule, and a floating IP in web-prod', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await signInThroughPage(page, 'alice', 'Alice Adams')
  await page.getByRole('link', { name: 'web-prod' }).click()

  // a blank disk: refused when too big, made when it fits
  const disk = uniqueName('disk')
  await page.getByRole('link', { name: 'Disks' }).click()
  await page.getByRole('link', { name: 'New Disk' }).click()
  const diskForm = sideModal(page)
  await diskForm.getByRole('textbox', { name: 'Name' }).fill(disk)
  await diskForm.getByRole('spinbutton', { name: 'Size' }).fill('1024')
  await diskForm.getByRole('button', { name: 'Create disk' }).click()
  await expect(diskForm.getByText('Must be at most 1023')).toBeVisible()
  await diskForm.getByRole('spinbutton', { name: 'Size' }).fill('16')
  await diskForm.getByRole('button', { name: 'Create disk' }).click()
  await expectToast(page, 'Disk created')
  await expect(row(page, disk)).toContainText('16 GiB')
  await expect(row(page, disk)).toContainText('detached')

  // a VPC, then a rule in its firewall
  const vpc = uniqueName('vpc')
  await page.getByRole('link', { name: 'VPCs' }).click()
  await page.getByRole('link', { name: 'New VPC' }).click()
  const vpcForm = sideModal(page)
  await vpcForm.getByRole('textbox', { name: /^Name/ }).fill(vpc)
  await vpcForm.getByRole('textbox', { name: 'DNS name' }).fill('Edge')
  await vpcForm.getByRole('button', { name: 'Create VPC' }).click()
  await expect(vpcForm.getByText('Must start with a lowercase letter')).toBeVisible()
  await vpcForm.getByRole('textbox', { name: 'DNS name' }).fill(vpc)
  await vpcForm.getByRole('button', { name: 'Create VPC' }).click()
  await expectToast(page, 'VPC created')
  await page.getByRole('link', { name: 'VPCs' }).first().click()
  await page.getByRole('link', { name: vpc }).click()
  await expect(page).toHaveURL(`/projects/web-prod/vpcs/${vpc}/firewall-rules`)
  await page.getByRole('link', { name: 'New rule' }).click()
  const ruleForm = sideModal(page)
  await ruleForm.getByRole('textbox', { name: /^Name/ }).fill('allow-web')
  await ruleForm.getByRole('spinbutton', { name: 'Priority' }).fill('150')
  const targets = ruleForm.getByRole('group', { name: 'Targets' })
  await targets.getByRole('combobox', { name: 'Target type' }).selectOption({ label: 'VPC' })
  await targets.getByLabel('Target value').fill(vpc)
  await targets.getByRole('button', { name: 'Add target' }).click()
  await ruleForm.getByRole('button', { name: 'Create rule' }).click()
  await confirmReview(ruleForm, 'Create rule')
  await expectToast(page, 'Firewall rule created')
  await expect(row(page, 'allow-web')).toContainText('150')

  // a floating IP from the silo's default pool
  const ip = uniqueName('ip')
  await page.getByRole('link', { name: 'Floating IPs' }).click()
  await page.getByRole('link', { name: 'New Floating IP' }).click()
  const ipForm = sideModal(page)
  await expect(ipForm.getByRole('combobox', { name: 'IP pool' })).toHaveValue(/^default \(/)
  await ipForm.getByRole('textbox', { name: /^Name/ }).fill(ip)
  await ipForm.getByRole('button', { name: 'Create floating IP' }).click()
  await expectToast(page, 'Floating IP created')
  await expect(row(page, ip)).toContainText('default')
  noErrors()
})

test('add an SSH key in settings, see it offered to a new instance, then delete it', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await signInThroughPage(page, 'alice', 'Alice Adams')
  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitem', { name: 'Settings' }).click()
  await page.getByRole('link', { name: 'SSH Keys' }).click()
  await expect(page).toHaveURL('/settings/ssh-keys')

  const key = uniqueName('rack-key')
  await page.getByRole('link', { name: 'Add SSH key' }).click()
  const form = sideModal(page)
  await form.getByRole('textbox', { name: 'Name' }).fill(key)
  await form.getByRole('textbox', { name: 'Public key' }).fill('ssh-ed25519 not*base64')
  await form.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(form.getByText('Key data must be base64')).toBeVisible()
  await form.getByRole('textbox', { name: 'Public key' }).fill(ed25519PublicKey('ops@rack'))
  await form.getByRole('button', { name: 'Add SSH key' }).click()
  await expectToast(page, 'SSH key added')
  await expect(row(page, key)).toBeVisible()

  // the instance form offers it, picked
  await page.goto('/projects/web-prod/instances-new')
  await expect(
    page.getByRole('dialog', { name: 'Create instance' }).getByRole('checkbox', { name: key }),
  ).toBeChecked()

  await page.goto('/settings/ssh-keys')
  await openRowAction(page, key, 'Delete')
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'SSH key deleted')
  await expect(row(page, key)).toHaveCount(0)
  noErrors()
})
