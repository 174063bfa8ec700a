import { watchPageErrors } from '../e2e/helpers'
import { expect, test } from '../e2e/test'
import { signInThroughPage } from './helpers'
import { call, secondOperator } from './operators'

type SledJson = { id: string; baseboard: { serial: string } }

test("the rack picture by keyboard; a sled's what-if, read afresh in the non-provisionable confirm after another operator drains the other sled", async ({
  page,
  browser,
}) => {
  const noErrors = watchPageErrors(page)
  await signInThroughPage(page, 'alice', 'Alice Adams')
  await page.goto('/system/inventory')
  await expect(page.getByText(/of 32 sled slots hold a sled/)).toBeVisible()

  // Tab from the rack's link to the first sled, Enter picks it
  await page
    .getByText(/of 32 sled slots hold a sled/)
    .getByRole('link')
    .focus()
  await page.keyboard.press('Tab')
  const sled1 = page.getByRole('button', { name: /^Sled 14, BRM42200001, active, in service/ })
  await expect(sled1).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(sled1).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('table', { name: 'Instances on sled BRM42200001' })).toBeVisible()
  const summary = page.getByRole('region', { name: 'If sled BRM42200001 goes out' })
  await expect(summary).toContainText(/Room for all \d+ instances|No room for|No instance runs/)
  await expect(summary).toContainText(/An estimate|none would need room/)

  // another operator drains BRM42200002, the only other provisionable sled
  const b = await secondOperator(browser)
  const sleds = (await call(b.api, 'GET', '/v1/system/hardware/sleds?limit=100')) as {
    items: SledJson[]
  }
  const other = sleds.items.find((s) => s.baseboard.serial === 'BRM42200002')
  if (!other) throw new Error('no sled BRM42200002 on the mock server')
  const policyUrl = `/v1/system/hardware/sleds/${other.id}/provision-policy`
  try {
    await call(b.api, 'PUT', policyUrl, { state: 'non_provisionable' })

    // the confirm reads the sleds afresh before it says anything
    await page.getByRole('button', { name: 'Make non-provisionable' }).click()
    const confirm = page.getByRole('dialog', { name: 'Make sled non-provisionable' })
    const inConfirm = confirm.getByRole('region', { name: 'If sled BRM42200001 goes out' })
    await expect(inConfirm).toContainText(
      /No other sled is in service and provisionable\.|No instance runs on sled BRM42200001/,
    )
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    // the picture has the other operator's change too, in words
    await expect(
      page.getByRole('button', {
        name: /^Sled 15, BRM42200002, active, in service, not provisionable/,
      }),
    ).toBeVisible()
  } finally {
    await call(b.api, 'PUT', policyUrl, { state: 'provisionable' })
    await b.context.close()
  }
  noErrors()
})
