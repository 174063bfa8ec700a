import { setFaults } from './fault-kit'
import { formCases } from './form-cases'
import { expectToast, sideModal } from './helpers'
import { navigateInApp, settled, trackFetches } from './in-app'
import { confirmReview } from './review'
import { inBatches } from './route-urls'
import { expect, test } from './test'

/**
 * A failed submit keeps what was typed, and the same submit goes through once
 * the API answers: every form of the route table, in batches of about 5 that
 * share a page load, each form opened as a link would open it.
 */
const batches = inBatches(formCases, Math.ceil(formCases.length / 5))

for (const [b, batch] of batches.entries()) {
  test(`a failed submit keeps what was typed (forms ${b + 1} of ${batches.length})`, async ({
    page,
  }) => {
    await trackFetches(page)
    await page.goto('/projects')
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
    for (const c of batch) {
      await test.step(c.url, async () => {
        // the form in front once its route's data is in (not the last form's page going away)
        await navigateInApp(page, c.url)
        await settled(page)
        // the route's chunks are no API call: until its submit shows, the side modal
        // in front may still be the last form's, waiting for its own navigation
        const form = sideModal(page)
        await expect(form.getByRole('button', { name: c.submit })).toBeVisible()
        await c.fill(form)
        // every call now fails with a 500: the error shows in the form, the fields keep their values
        await setFaults(page, '1:500')
        await form.getByRole('button', { name: c.submit }).click()
        await expect(form.getByRole('alert')).toContainText('Injected fault (mock-faults)')
        for (const [name, value, role = 'textbox'] of c.kept) {
          await expect(form.getByRole(role, { name }), String(name)).toHaveValue(value)
        }
        // faults off: the same submit goes through
        await setFaults(page, '0')
        await form.getByRole('button', { name: c.submit }).click()
        if (c.review) await confirmReview(form, c.submit)
        await expectToast(page, c.success)
      })
    }
  })
}
