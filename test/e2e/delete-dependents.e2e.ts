import { openRowAction, row, watchPageErrors } from './helpers'
import { expect, test } from './test'

test('a VPC delete with subnets in use names them, links to them and sends nothing', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  const deletes: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(new URL(request.url()).pathname)
  })
  await page.goto('/projects/web-prod/vpcs')
  await openRowAction(page, 'default', 'Delete')
  const confirm = page.getByRole('dialog', { name: 'Delete VPC' })
  const reason = confirm.getByRole('alert')
  // the subnets, and the instances whose interfaces keep them in use
  await expect(reason).toContainText('VPC default cannot be deleted while it has subnets:')
  await expect(reason.getByRole('link', { name: /^default \(in use by .*web-1/ })).toBeVisible()
  await expect(reason).toContainText('Delete them first')
  const deleteButton = confirm.getByRole('button', { name: 'Delete' })
  await expect(deleteButton).toHaveAttribute('aria-disabled', 'true')
  // a press does nothing: no DELETE leaves
  await deleteButton.dispatchEvent('click')
  await expect(confirm).toBeVisible()
  expect(deletes).toEqual([])

  // the link leads to the subnet, and the confirm closes
  await reason.getByRole('link', { name: /^default \(in use by/ }).click()
  await expect(confirm).toBeHidden()
  await expect(page).toHaveURL('/projects/web-prod/vpcs/default/subnets/default')
  expect(deletes).toEqual([])
  noErrors()
})

test('a subnet with no interfaces in it is deleted as before', async ({ page }) => {
  await page.goto('/projects/web-prod/vpcs/default/subnets')
  await page.getByRole('link', { name: 'New subnet' }).click()
  const form = page.getByRole('dialog', { name: 'Create subnet' })
  await form.getByRole('textbox', { name: /^Name/ }).fill('spare')
  await form.getByRole('textbox', { name: 'IPv4 block' }).fill('172.30.250.0/24')
  await form.getByRole('button', { name: 'Create subnet' }).click()
  await expect(row(page, 'spare')).toBeVisible()
  await openRowAction(page, 'spare', 'Delete')
  const confirm = page.getByRole('dialog', { name: 'Delete subnet' })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(row(page, 'spare')).toBeHidden()
})
