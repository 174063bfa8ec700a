import type { Page } from '@playwright/test'
import { expect, test } from './test'

const box = (page: Page, n: number) => page.getByRole('textbox', { name: `Character ${n} of 8` })
const submit = (page: Page) => page.getByRole('button', { name: 'Log in on device' })

/** The mock API's fixtures hold one CLI waiting for its user to confirm this code. */
const PENDING_CODE = 'ABCD-EFGH'

test('device verify: letters only, uppercased, one per box, submit only when full', async ({
  page,
}) => {
  await page.goto('/device/verify')
  await expect(page.getByRole('heading', { name: 'Device Authentication' })).toBeVisible()
  await expect(page.getByText('Enter the code shown on your device')).toBeVisible()
  await expect(submit(page)).toBeDisabled()

  await box(page, 1).click()
  await page.keyboard.type('a1-b')
  // digits and dashes are ignored, letters uppercased, focus moves on
  await expect(box(page, 1)).toHaveValue('A')
  await expect(box(page, 2)).toHaveValue('B')
  await expect(box(page, 3)).toBeFocused()
  await page.keyboard.type('cdefg')
  await expect(submit(page)).toBeDisabled()

  // Backspace on an empty box clears the one before
  await page.keyboard.press('Backspace')
  await expect(box(page, 7)).toHaveValue('')
  await page.keyboard.type('gh')
  await expect(submit(page)).toBeEnabled()
})

test('device verify: paste fills the boxes; a wrong code says so; the right one succeeds', async ({
  page,
}) => {
  await page.goto('/device/verify')
  await box(page, 1).click()

  // a code that no device asked for
  await page.evaluate(() => {
    const data = new DataTransfer()
    data.setData('text/plain', 'zz-zz 99 zzzz')
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  })
  for (let n = 1; n <= 8; n++) await expect(box(page, n)).toHaveValue('Z')
  await submit(page).click()
  await expect(page.getByRole('alert')).toHaveText('Code is invalid')

  // the code the device shows, pasted from the first box
  await box(page, 1).click()
  await page.evaluate((text) => {
    const data = new DataTransfer()
    data.setData('text/plain', text)
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  }, PENDING_CODE.toLowerCase())
  await expect(box(page, 5)).toHaveValue('E')
  await submit(page).click()
  await expect(page).toHaveURL('/device/success')
  await expect(page.getByText('Device logged in, you can close this window.')).toBeVisible()
})
