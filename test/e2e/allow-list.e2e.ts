import { expectToast, watchPageErrors } from './helpers'
import { confirmReview, reviewStep } from './review'
import { expect, test } from './test'

test('restrict the allow list: bad entries refused, a lock-out refused by the API, then back to any', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/silos')
  await page.getByRole('link', { name: 'IP Allow List' }).click()
  await expect(page).toHaveURL('/system/networking/allow-list')
  const properties = page.getByRole('definition')
  await expect(properties.filter({ hasText: 'Any address' })).toBeVisible()

  await page.getByRole('link', { name: 'Edit allow list' }).click()
  const form = page.getByRole('dialog', { name: 'Edit IP allow list' })
  const save = form.getByRole('button', { name: 'Save allow list' })
  await form.getByRole('radio', { name: /Only these networks/ }).check()
  const networks = form.getByRole('textbox', { name: /^Allowed networks/ })
  await save.click()
  await expect(form.getByText('Allowed networks is required')).toBeVisible()
  await networks.fill('10.0.0.0/8\n300.1.1.1/8')
  await save.click()
  await expect(form.getByText('300.1.1.1/8: Not a valid IP address')).toBeVisible()
  await networks.fill('10.0.0.0/8\n10.0.0.0/8')
  await save.click()
  await expect(form.getByText('10.0.0.0/8 is listed twice')).toBeVisible()

  // a list without this client: the review warns, the API refuses, the input stays
  await networks.fill('203.0.113.0/24')
  await save.click()
  const review = reviewStep(form)
  await expect(review).toContainText('This can lock you out.')
  await expect(review).toContainText('The console cannot know the address')
  await expect(review.getByRole('listitem').filter({ hasText: 'Removed' })).toContainText(
    'Network Any address',
  )
  await expect(review.getByRole('listitem').filter({ hasText: 'Added' })).toContainText(
    'Network 203.0.113.0/24',
  )
  await confirmReview(form, 'Save allow list')
  const refusal = form.getByRole('alert')
  await expect(refusal).toContainText('Could not update the IP allow list')
  await expect(refusal).toContainText(
    'The source IP allow list would prevent access from the current client!',
  )
  await expect(networks).toHaveValue('203.0.113.0/24')

  // back from the review, nothing is sent and the input is as it was
  await networks.fill('127.0.0.1/32\n10.0.0.0/8\nfd00::/48')
  await save.click()
  await expect(review).toContainText('3 networks')
  await form.getByRole('button', { name: 'Back' }).click()
  await expect(review).toBeHidden()
  await expect(networks).toHaveValue('127.0.0.1/32\n10.0.0.0/8\nfd00::/48')
  await save.click()
  await confirmReview(form, 'Save allow list')
  await expectToast(page, 'IP allow list updated')
  await expect(form).toHaveCount(0)
  await expect(properties.filter({ hasText: 'Only the networks listed' })).toBeVisible()
  const list = page.getByRole('list', { name: 'Allowed networks' })
  await expect(list.getByRole('listitem')).toHaveText(['127.0.0.1/32', '10.0.0.0/8', 'fd00::/48'])

  // back to any address: nothing to lock anyone out, no warning
  await page.getByRole('link', { name: 'Edit allow list' }).click()
  await expect(networks).toHaveValue('127.0.0.1/32\n10.0.0.0/8\nfd00::/48')
  await form.getByRole('radio', { name: /Any address/ }).check()
  await save.click()
  await expect(reviewStep(form)).not.toContainText('lock you out')
  await confirmReview(form, 'Save allow list')
  await expectToast(page, 'IP allow list updated')
  await expect(properties.filter({ hasText: 'Any address' })).toBeVisible()
  await expect(list).toHaveCount(0)
  noErrors()
})

test('a fleet viewer sees the allow list and cannot change it', async ({ page }) => {
  await page.goto('/system/networking/allow-list?mock-user=hank')
  await expect(page.getByRole('definition').filter({ hasText: 'Any address' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Edit allow list' })).toHaveCount(0)
  await expect(page.getByText('Only fleet admins can change the allow list.')).toBeVisible()
})
