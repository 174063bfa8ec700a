import { expect, type Locator } from '@playwright/test'

/** A whole-set form's review step (src/components/form/set-review.tsx), once it shows. */
export const reviewStep = (form: Locator) => form.getByRole('region', { name: 'Review the change' })

/**
 * Sends a whole-set form's change from its review step: the step shows, with
 * focus on its heading, then its confirm (the submit's words) sends.
 */
export async function confirmReview(form: Locator, submit: string) {
  const review = reviewStep(form)
  await expect(review.getByRole('heading', { name: 'Review the change' })).toBeFocused()
  await form.getByRole('button', { name: submit }).click()
}
