import type { Locator, Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { setFaults } from './fault-kit'
import { expectToast, openRowAction, row, sideModal, watchPageErrors } from './helpers'
import { confirmReview, reviewStep } from './review'
import { expect, test } from './test'

/**
 * A whole-set form shows what its write changes before it is sent: the set
 * re-read, the person's change on it row by row, and apart what others
 * changed since the form opened. Another operator is an API call from the
 * page behind the console's back (the same mock).
 */

type Rule = { name: string; priority: number }

/** An API call from the page, as another operator's console would make it. */
const call = (page: Page, method: string, url: string, body?: unknown) =>
  page.evaluate(
    async ([method, url, body]) => {
      // not through the console's fetch, which `watchPageWrites` may have wrapped
      const send = (window as unknown as { unwatched?: typeof fetch }).unwatched ?? fetch
      const res = await send(url, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status}`)
      return res.json()
    },
    [method, url, body] as const,
  )

/** Another operator reads a set and writes it back changed. */
async function otherOperator<T>(page: Page, url: string, change: (set: T) => unknown) {
  await call(page, 'PUT', url, change(await call(page, 'GET', url)))
}

/** The page's own writes to `path` from now on (its fetch, wrapped). */
async function watchPageWrites(page: Page, path: string) {
  await page.evaluate((path) => {
    const w = window as unknown as { writes: string[]; unwatched: typeof fetch }
    w.writes = []
    const send = window.fetch
    w.unwatched = send
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href)
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
      if (method !== 'GET' && url.pathname === path) w.writes.push(method)
      return send(input, init)
    }
  }, path)
  return () => page.evaluate(() => (window as unknown as { writes: string[] }).writes)
}

const section = (review: Locator, name: string) => review.getByRole('region', { name })
/** A row of a diff: its word ("Added", "Removed", "Changed") and its name. */
const diffRow = (list: Locator, word: string, name: string) =>
  list
    .locator('.set-diff > li')
    .filter({ has: list.page().getByText(word, { exact: true }) })
    .filter({ hasText: name })

const RULES = '/v1/vpc-firewall-rules?project=web-prod&vpc=default'

test("a firewall rule edit shows its change, and another operator's change apart, before it is sent", async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/vpcs/default/firewall-rules')
  await openRowAction(page, 'allow-https', 'Edit')
  const form = sideModal(page)
  const priority = form.getByRole('spinbutton', { name: 'Priority' })
  await priority.fill('120')
  await form.getByRole('button', { name: 'Remove port 80' }).click()

  // meanwhile another operator moves deny-telnet and adds a rule
  await otherOperator<{ rules: Rule[] }>(page, RULES, ({ rules }) => ({
    rules: [
      ...rules.map((r) => (r.name === 'deny-telnet' ? { ...r, priority: 250 } : r)),
      {
        name: 'allow-dns',
        description: '<b>dns</b>',
        status: 'enabled',
        priority: 400,
        action: 'allow',
        direction: 'inbound',
        targets: [{ type: 'vpc', value: 'default' }],
        filters: { ports: ['53'] },
      },
    ],
  }))
  const writes = await watchPageWrites(page, '/v1/vpc-firewall-rules')
  await form.getByRole('button', { name: 'Update rule' }).click()

  // the review: focus on its heading, the fields out of sight, nothing sent
  const review = reviewStep(form)
  await expect(review.getByRole('heading', { name: 'Review the change' })).toBeFocused()
  await expect(priority).toBeHidden()
  await expect(review).toContainText('Nothing has been sent.')
  const mine = section(review, 'Your change')
  await expect(mine.locator('.set-diff > li')).toHaveCount(1)
  const edit = diffRow(mine, 'Changed', 'Firewall rule allow-https')
  const fields = edit.getByRole('table', { name: 'Changed fields of Firewall rule allow-https' })
  await expect(fields.getByRole('columnheader')).toHaveText(['Field', 'Before', 'After'])
  await expect(fields.getByRole('rowheader')).toHaveText(['Priority', 'Ports'])
  await expect(fields.getByRole('cell')).toHaveText(['100', '120', '443, 80', '443'])

  const others = section(review, 'Changed by others since you opened this')
  await expect(others).toContainText('These changes stay')
  const moved = diffRow(others, 'Changed', 'Firewall rule deny-telnet')
  await expect(moved.getByRole('rowheader')).toHaveText(['Priority'])
  await expect(moved.getByRole('cell')).toHaveText(['200', '250'])
  const added = diffRow(others, 'Added', 'Firewall rule allow-dns')
  // a hostile description is text
  await expect(added).toContainText('Description: <b>dns</b>')
  await expect(added).toContainText('Ports: 53')
  expect(await writes()).toEqual([])
  await expectNoAxeViolations(page, { where: 'the review step' })

  // back: the form as it was typed, nothing sent
  await form.getByRole('button', { name: 'Back' }).click()
  await expect(review).toBeHidden()
  await expect(priority).toHaveValue('120')
  expect(await writes()).toEqual([])

  // reviewed again, and changed once more before the confirm: a second look, nothing sent
  await form.getByRole('button', { name: 'Update rule' }).click()
  await expect(review.getByRole('heading', { name: 'Review the change' })).toBeFocused()
  await otherOperator<{ rules: Rule[] }>(page, RULES, ({ rules }) => ({
    rules: rules.filter((r) => r.name !== 'allow-dns'),
  }))
  await form.getByRole('button', { name: 'Update rule' }).click()
  await expect(review.getByRole('status')).toContainText('Changed again meanwhile')
  await expect(review.getByRole('heading', { name: 'Review the change' })).toBeFocused()
  await expect(diffRow(others, 'Added', 'allow-dns')).toHaveCount(0)
  await expect(diffRow(others, 'Changed', 'deny-telnet')).toBeVisible()
  expect(await writes()).toEqual([])

  await form.getByRole('button', { name: 'Update rule' }).click()
  await expectToast(page, 'Firewall rule updated')
  expect(await writes()).toEqual(['PUT'])
  await expect(row(page, 'allow-https')).toContainText('120')
  await expect(row(page, 'allow-https')).not.toContainText('80')
  // the other operator's change is kept
  await expect(row(page, 'deny-telnet')).toContainText('250')
  await expect(row(page, 'allow-dns')).toHaveCount(0)
  noErrors()
})

test("a role change shows the role before and after, another operator's assignment apart; a failed send keeps the input", async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/access')
  await expect(row(page, 'Carol Chen')).toContainText('viewer')
  await openRowAction(page, 'Carol Chen', 'Change role')
  const form = sideModal(page)
  const role = form.getByRole('combobox', { name: 'Role' })
  await role.selectOption('collaborator')

  // another operator gives Dave Diaz a role
  const users: { items: { id: string; display_name: string }[] } = await call(
    page,
    'GET',
    '/v1/users?limit=100',
  )
  const dave = users.items.find((u) => u.display_name === 'Dave Diaz')?.id
  await otherOperator<{ role_assignments: object[] }>(page, '/v1/policy', (policy) => ({
    role_assignments: [
      ...policy.role_assignments,
      { identity_id: dave, identity_type: 'silo_user', role_name: 'viewer' },
    ],
  }))
  const writes = await watchPageWrites(page, '/v1/policy')
  await form.getByRole('button', { name: 'Update role' }).click()
  const review = reviewStep(form)
  await expect(review.getByRole('heading', { name: 'Review the change' })).toBeFocused()
  const change = diffRow(section(review, 'Your change'), 'Changed', 'Role of Carol Chen')
  await expect(change.getByRole('rowheader')).toHaveText(['Role'])
  await expect(change.getByRole('cell')).toHaveText(['viewer', 'collaborator'])
  const others = section(review, 'Changed by others since you opened this')
  const added = diffRow(others, 'Added', 'Role of Dave Diaz')
  await expect(added.getByRole('listitem')).toHaveText(['Role: viewer', 'Type: User'])
  expect(await writes()).toEqual([])

  // the send fails: the form is back with what was picked, and says why
  await setFaults(page, '1:500')
  await form.getByRole('button', { name: 'Update role' }).click()
  await expect(form.getByRole('alert')).toContainText('Injected fault (mock-faults)')
  await expect(review).toBeHidden()
  await expect(role).toHaveValue('collaborator')
  await setFaults(page, '0')

  // by keyboard: the submit, then the review's confirm
  await form.getByRole('button', { name: 'Update role' }).focus()
  await page.keyboard.press('Enter')
  await expect(review.getByRole('heading', { name: 'Review the change' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(form.getByRole('button', { name: 'Back' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(form.getByRole('button', { name: 'Update role' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expectToast(page, 'Role updated')
  expect(await writes()).toEqual(['PUT'])
  await expect(row(page, 'Carol Chen')).toContainText('collaborator')
  await expect(row(page, 'Dave Diaz')).toContainText('viewer')
  noErrors()
})

test('quotas: the field changed, before and after; the one another operator changed apart', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/utilization/silos/acme/quotas')
  const form = page.getByRole('dialog', { name: 'Edit quotas' })
  const cpus = form.getByRole('spinbutton', { name: 'CPUs' })
  await expect(cpus).toHaveValue('256')
  await cpus.fill('300')
  const GiB = 1024 ** 3
  await otherOperator<object>(page, '/v1/system/silos/acme/quotas', (quotas) => ({
    ...quotas,
    storage: 4096 * GiB,
  }))
  await form.getByRole('button', { name: 'Update quotas' }).click()
  const review = reviewStep(form)
  const change = diffRow(section(review, 'Your change'), 'Changed', 'Quotas')
  await expect(change.getByRole('rowheader')).toHaveText(['CPUs'])
  await expect(change.getByRole('cell')).toHaveText(['256', '300'])
  const others = diffRow(
    section(review, 'Changed by others since you opened this'),
    'Changed',
    'Quotas',
  )
  await expect(others.getByRole('rowheader')).toHaveText(['Storage'])
  await expect(others.getByRole('cell').last()).toHaveText('4 TiB')
  await confirmReview(form, 'Update quotas')
  await expectToast(page, 'Quotas updated', 'acme')
  noErrors()
})
