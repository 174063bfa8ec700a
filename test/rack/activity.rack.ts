import { watchPageErrors } from '../e2e/helpers'
import { expect, test } from '../e2e/test'
import { signInThroughPage, uniqueName } from './helpers'
import { call, secondOperator } from './operators'

/**
 * Against the mock server over HTTP: a change another operator makes through
 * the API (the CLI, an SDK) shows in the resource's Activity, named by the
 * audit log as the mock server records it.
 */
test("another operator's change through the API shows in the VPC's Activity", async ({
  page,
  browser,
}) => {
  const noErrors = watchPageErrors(page)
  await signInThroughPage(page, 'alice', 'Alice Adams')
  const b = await secondOperator(browser)
  const vpc = uniqueName('vpc')
  await call(page.request, 'POST', '/v1/vpcs?project=web-prod', {
    name: vpc,
    description: '',
    dns_name: vpc,
  })
  await call(b.api, 'PUT', `/v1/vpc-firewall-rules?project=web-prod&vpc=${vpc}`, { rules: [] })

  await page.goto(`/projects/web-prod/vpcs/${vpc}/activity`)
  const activity = page.getByRole('table', { name: 'Activity' })
  await expect(
    activity.getByRole('row').filter({ hasText: 'vpc_firewall_rules_update' }),
  ).toHaveCount(1, { timeout: 15_000 })
  // made with the URI's name, and the VPC create before it named no VPC in its URI
  await expect(activity.getByRole('row')).toHaveCount(2)
  await page
    .getByRole('navigation', { name: 'VPC tabs' })
    .getByRole('link', { name: 'Firewall Rules' })
    .click()
  await expect(page.getByText(/Last changed by .+, \d+ s ago/)).toBeVisible()
  noErrors()
})
