import { faultPage, seedMathRandom, setFaults, watchUnexpectedConsoleErrors } from './fault-kit'
import { textbox } from './form-case'
import { formCases } from './form-cases'
import { sideModal } from './helpers'
import { reviewStep } from './review'
import { inBatches } from './route-urls'
import { expect, test } from './test'

/**
 * The create forms under faults: with 30% of calls failing, each form opens
 * (or a fault's page shows) and its submit always answers, with a toast, the
 * form's error or a fault's page. In batches of about 4 forms, each its own test.
 */
const createForms = formCases.filter((c) => c.url.includes('-new'))
const batches = inBatches(createForms, Math.ceil(createForms.length / 4))

for (const [b, batch] of batches.entries()) {
  test(`with 30% of calls failing every create form still answers its submit (forms ${b + 1} of ${batches.length})`, async ({
    page,
  }) => {
    const noUnexpectedErrors = watchUnexpectedConsoleErrors(page)
    // each batch draws its own faults, the same on every run
    await seedMathRandom(page, 20261123 + 1000 * b)
    // a form that a fault's page replaced fails a step in seconds, not at the test's timeout
    page.setDefaultTimeout(15_000)
    page.setDefaultNavigationTimeout(30_000)
    // unique names per run: a create that goes through never meets one from another run
    const run = Date.now().toString(36).slice(-6)
    const fault = faultPage(page)
    const outcomes: string[] = []
    for (const c of batch) {
      // opening the form: the form or a fault's page, never blank
      await page.goto(`${c.url}?mock-faults=0.3`)
      const form = sideModal(page)
      await expect(form.or(fault).first(), c.url).toBeVisible()
      let opened = 'form'
      if (!(await form.isVisible())) {
        // the submit is what this test is about: open the form again without faults
        opened = (await fault.innerText()).trim()
        await page.goto(`${c.url}?mock-faults=0`)
        await expect(form, c.url).toBeVisible()
        await setFaults(page, '0.3')
      }
      try {
        await c.fill(form)
        const name = textbox(form, /^Name/)
        if (await name.count()) await name.fill(`${await name.inputValue()}-${run}`)
        await form.getByRole('button', { name: c.submit }).click()
      } catch (e) {
        // only a 401 (or a fault's page) may take the form away while it is filled in
        if (!(await fault.isVisible())) throw e
      }
      const toast = page.getByRole('region', { name: 'Notifications' }).getByText(c.success)
      // the form's API error, not the count of fields that need fixing
      const formError = form.getByRole('alert').filter({ hasNotText: /needs? fixing/ })
      // a whole-set form shows its change first (its re-read went through): send it
      if (c.review) {
        const review = reviewStep(form)
        await expect(review.or(formError).or(fault).first(), c.url).toBeVisible()
        if (await review.isVisible()) await form.getByRole('button', { name: c.submit }).click()
      }
      await expect(toast.or(formError).or(fault).first(), c.url).toBeVisible()
      // read what the page settled on; asked again while it moves between two
      // answers (the form's error replaced by the sign-in page as it loads)
      let outcome = ''
      await expect(async () => {
        if (await toast.first().isVisible()) outcome = 'created'
        else if (await fault.isVisible()) outcome = await fault.innerText({ timeout: 500 })
        else outcome = `error: ${await formError.first().innerText({ timeout: 500 })}`
      }, c.url).toPass({ timeout: 30_000 })
      // a 401 goes straight to sign-in, typed input or not
      if (outcome.includes('Credentials missing or invalid')) {
        await expect(fault, `${c.url}: 401 on submit`).toHaveText('Sign in')
        outcome = 'Sign in'
      }
      outcomes.push(`${c.url}: opened ${opened}; submit ${outcome.replace(/\s+/g, ' ')}`)
    }
    test.info().annotations.push({ type: 'outcomes', description: outcomes.join('\n') })
    noUnexpectedErrors()
  })
}
