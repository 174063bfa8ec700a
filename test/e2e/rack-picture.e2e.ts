import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expectToast, openRowAction, row, watchPageErrors } from './helpers'
import { expect, test } from './test'

const SLED_1 = 'Sled 14, BRM42200001, active, in service, provisionable'
const SLED_2 = 'Sled 15, BRM42200002, active, in service, provisionable'
const SLED_3 = 'Sled 16, BRM42200003, active, in service, not provisionable'

const rackNote = (page: Page) =>
  page.getByText(/of 32 sled slots hold a sled/).getByRole('link', { name: /^4ac10000/ })
const whatIf = (scope: Page | ReturnType<Page['getByRole']>, serial: string) =>
  scope.getByRole('region', { name: `If sled ${serial} goes out` })

test('the rack by keyboard: Tab to a sled, Enter, its instances and whether the others have room', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/inventory')
  await expect(page.getByRole('heading', { name: 'Inventory' })).toBeVisible()
  await expect(page.getByText('3 of 32 sled slots hold a sled')).toBeVisible()
  // the switches sit between the slots; each sled says its state and policy in words
  await expect(page.getByRole('list', { name: 'Switches' })).toContainText('BRM31200001')
  await expect(page.getByRole('list', { name: 'Slots 16 to 31' }).getByRole('button')).toHaveText(
    /BRM42200003\s*not provisionable/,
  )
  await expect(page.getByRole('list', { name: 'Legend' })).toContainText('not provisionable')

  // from the link just above the picture, Tab reaches the sleds in slot order
  await rackNote(page).focus()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: SLED_1 })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: SLED_2 })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Switch BRM31200001' })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(page.getByRole('button', { name: SLED_1 })).toBeFocused()
  await expect(page.getByRole('button', { name: SLED_1 })).toHaveAttribute('aria-pressed', 'false')
  await page.keyboard.press('Enter')

  const sled1 = page.getByRole('button', { name: SLED_1 })
  await expect(sled1).toHaveAttribute('aria-pressed', 'true')
  await expect(sled1).toBeFocused()
  await expect(page).toHaveURL(/\/system\/inventory\/sleds\?sled=5e1d0000-/)
  await expect(page.getByRole('heading', { name: 'Sled BRM42200001', exact: true })).toBeVisible()
  const instances = page.getByRole('table', { name: 'Instances on sled BRM42200001' })
  await expect(instances.getByRole('row')).toHaveCount(6)
  await expect(row(page, 'trainer-1')).toContainText('32')
  await expect(row(page, 'trainer-1')).toContainText('256 GiB')
  await expect(row(page, 'trainer-1')).toContainText('room on BRM42200002')
  const summary = whatIf(page, 'BRM42200001')
  await expect(summary).toContainText('Room for all 5 instances on the other sleds.')
  // the drained sled in slot 16 is no room: only BRM42200002 counts
  await expect(summary).toContainText(
    'Its instances need 54 vCPUs and 372 GiB of memory. The other sled in service and provisionable has 109 hardware threads and 938 GiB of memory left.',
  )
  await expect(summary).toContainText('An estimate')
  await expectNoAxeViolations(page, { where: 'the rack with a sled picked' })

  // the drained sled: nothing to move is said as much; Enter on the picked one lets go
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: SLED_3 })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(sled1).toHaveAttribute('aria-pressed', 'false')
  await expect(whatIf(page, 'BRM42200003')).toContainText(
    'No instance runs on sled BRM42200003: none would need room elsewhere.',
  )
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Sled BRM42200003', exact: true })).toBeHidden()
  await expect(page).toHaveURL('/system/inventory/sleds')
  noErrors()
})

test('a sled id that is not in the rack picks nothing', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/inventory/sleds?sled=5e1d0000-0000-4000-8000-000000000000')
  await expect(page.getByText('3 of 32 sled slots hold a sled')).toBeVisible()
  await expect(page.getByRole('button', { pressed: true })).toHaveCount(0)
  await expect(page.getByRole('region', { name: /^If sled/ })).toHaveCount(0)
  noErrors()
})

test('the non-provisionable confirm shows the what-if; with the last other sled drained, no room', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/inventory/sleds')
  await expect(page.getByText('3 of 32 sled slots hold a sled')).toBeVisible()

  // drain BRM42200002 from the sleds list: its confirm says where its instances would go
  await openRowAction(page, 'BRM42200002', 'Make non-provisionable')
  const confirm = page.getByRole('dialog', { name: 'Make sled non-provisionable' })
  await expect(confirm).toContainText('New instances will not be placed on sled BRM42200002')
  await expect(whatIf(confirm, 'BRM42200002')).toContainText('Room for all 5 instances')
  await expectNoAxeViolations(page, { where: 'the non-provisionable confirm' })
  await confirm.getByRole('button', { name: 'Make non-provisionable' }).click()
  await expectToast(page, 'Provision policy set')
  await expect(
    page.getByRole('button', {
      name: 'Sled 15, BRM42200002, active, in service, not provisionable',
    }),
  ).toBeVisible()

  // now no other sled takes new instances: BRM42200001's would find no room
  await page.getByRole('button', { name: SLED_1 }).click()
  const summary = whatIf(page, 'BRM42200001')
  await expect(summary).toContainText('No room for 5 of 5 instances:')
  await expect(summary).toContainText('trainer-1 (32 vCPUs, 256 GiB)')
  await expect(summary).toContainText('No other sled is in service and provisionable.')
  await expect(row(page, 'web-1')).toContainText('no room')

  // the picked sled's own button opens the same confirm, with the same summary; Cancel sends nothing
  await page.getByRole('button', { name: 'Make non-provisionable' }).click()
  await expect(whatIf(confirm, 'BRM42200001')).toContainText('No room for 5 of 5 instances')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByRole('button', { name: SLED_1 })).toBeVisible()
  noErrors()
})
