import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expectToast, row, watchPageErrors } from './helpers'
import { expect, test } from './test'

/** Bulk actions on lists: tick rows, act on them all, see each row's outcome. */
const W = '/projects/web-prod'

const DB_DISKS = '/v1/instances/db-primary/disks'

/**
 * Another person's attach of a disk to db-primary, made as this page's first DELETE of that
 * disk leaves, after the page chose what to send: the page's `fetch`, wrapped once.
 */
async function attachJustBeforeItsDelete(page: Page, disk: string) {
  await page.evaluate(
    async ([name, attachPath]) => {
      const { id } = (await (await fetch(`/v1/disks/${name}?project=web-prod`)).json()) as {
        id: string
      }
      const send = window.fetch
      window.fetch = async (input, init) => {
        const url = input instanceof Request ? input.url : String(input)
        if (
          init?.method === 'DELETE' &&
          new URL(url, location.href).pathname === `/v1/disks/${id}`
        ) {
          window.fetch = send
          await send(attachPath, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ disk: name }),
          })
        }
        return send(input, init)
      }
    },
    [disk, `${DB_DISKS}/attach?project=web-prod`] as const,
  )
}

const bar = (page: Page) => page.getByRole('region', { name: 'Bulk actions' })
const tick = (page: Page, name: string) => page.getByRole('checkbox', { name: `Select ${name}` })
const pageBox = (page: Page) => page.getByRole('checkbox', { name: 'Select all on this page' })
const dialog = (page: Page) => page.getByRole('dialog')

/** An API call as another person's console would make it: the same mock, behind this page's back. */
const post = (page: Page, path: string, body: object) =>
  page.evaluate(
    async ([p, b]) =>
      (
        await fetch(p, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(b),
        })
      ).status,
    [path, body] as const,
  )

test('bulk stop running instances, then bulk delete: a running one is named as not applicable and stays', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto(`${W}/instances`)
  await expect(bar(page)).toBeHidden()
  await tick(page, 'web-2').check()
  await tick(page, 'nat-gateway').check()
  await expect(bar(page)).toContainText('2 selected')
  // a running instance cannot be started: Start applies to none of them, and says why
  await expect(bar(page).getByRole('button', { name: 'Start' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )

  await bar(page).getByRole('button', { name: 'Stop' }).click()
  await expect(dialog(page)).toContainText('Stop 2 instances: web-2, nat-gateway')
  await dialog(page).getByRole('button', { name: 'Stop' }).click()
  await expectToast(page, '2 instances stopping', 'web-2, nat-gateway')
  await expect(row(page, 'web-2')).toContainText('stopped')
  await expect(row(page, 'nat-gateway')).toContainText('stopped')
  // what went through leaves the selection
  await expect(bar(page)).toBeHidden()

  for (const name of ['db-primary', 'web-2', 'nat-gateway', 'web-1']) await tick(page, name).check()
  await expect(bar(page)).toContainText('4 selected')
  await bar(page).getByRole('button', { name: 'Delete' }).click()
  await expect(dialog(page)).toContainText('Delete 3 instances: db-primary, web-2, nat-gateway')
  await expect(dialog(page).getByRole('list', { name: 'Not applicable' })).toHaveText(
    'web-1 is running: stop it first',
  )
  await dialog(page).getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, '3 instances deleted', 'db-primary, web-2, nat-gateway')
  for (const gone of ['db-primary', 'web-2', 'nat-gateway'])
    await expect(row(page, gone)).toHaveCount(0)
  await expect(row(page, 'web-1')).toContainText('running')
  // the one not sent is still selected, for whatever comes next
  await expect(tick(page, 'web-1')).toBeChecked()
  await expect(bar(page)).toContainText('1 selected')
  await bar(page).getByRole('button', { name: 'Clear selection' }).click()
  await expect(bar(page)).toBeHidden()
  noErrors()
})

test('Shift+click selects a range; the header selects the page; a refetch keeps the selection', async ({
  page,
}) => {
  await page.goto(`${W}/instances`)
  const boxes = page.getByRole('row').getByRole('checkbox', { name: /^Select (?!all)/ })
  await expect(boxes.first()).toBeVisible()
  const names = (
    await boxes.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))
  ).map((n) => (n ?? '').replace(/^Select /, ''))
  expect(names.length).toBeGreaterThan(6)

  await tick(page, names[1]).click()
  await tick(page, names[4]).click({ modifiers: ['Shift'] })
  for (const [i, name] of names.entries()) {
    const box = tick(page, name)
    if (i >= 1 && i <= 4) await expect(box, name).toBeChecked()
    else await expect(box, name).not.toBeChecked()
  }
  await expect(bar(page)).toContainText('4 selected')
  await expect(pageBox(page)).toHaveJSProperty('indeterminate', true)

  // by keyboard: Shift+Space on a checkbox extends the range as Shift+click does
  await tick(page, names[6]).focus()
  await page.keyboard.press('Shift+Space')
  for (const name of names.slice(1, 7)) await expect(tick(page, name), name).toBeChecked()
  await expect(tick(page, names[7])).not.toBeChecked()
  await expect(bar(page)).toContainText('6 selected')

  // the list polls (instances are starting and stopping): the ticks stay through it
  await page.waitForResponse((r) => r.url().includes('/v1/instances?'))
  await expect(bar(page)).toContainText('6 selected')

  await pageBox(page).click()
  await expect(bar(page)).toContainText(`${names.length} selected`)
  await expect(pageBox(page)).toBeChecked()
  for (const name of names) await expect(tick(page, name)).toBeChecked()
  await pageBox(page).click()
  await expect(bar(page)).toBeHidden()
  await expect(tick(page, names[2])).not.toBeChecked()
})

test('disks: an attached disk is not applicable; alone, Delete is disabled with the reason', async ({
  page,
}) => {
  await page.goto(`${W}/disks`)
  await tick(page, 'web-data').check()
  const del = bar(page).getByRole('button', { name: 'Delete' })
  await expect(del).toHaveAttribute('aria-disabled', 'true')
  await expect(del).toHaveAccessibleDescription('web-data is attached to web-1: detach it first')

  await tick(page, 'scratch').check()
  await tick(page, 'old-logs').check()
  await del.click()
  await expect(dialog(page)).toContainText('Delete 2 disks: scratch, old-logs')
  await expect(dialog(page)).toContainText('web-data is attached to web-1: detach it first')
  await dialog(page).getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, '2 disks deleted')
  await expect(row(page, 'scratch')).toHaveCount(0)
  await expect(row(page, 'old-logs')).toHaveCount(0)
  await expect(row(page, 'web-data')).toBeVisible()
})

test('a failed delete shows the API message in its row and the summary; Retry failed sends only it', async ({
  page,
}) => {
  await page.goto(`${W}/disks`)
  for (const name of ['scratch', 'old-logs', 'broken-disk']) await tick(page, name).check()
  await bar(page).getByRole('button', { name: 'Delete' }).click()
  await expect(dialog(page)).toContainText('Delete 3 disks: scratch, old-logs, broken-disk')
  await expectNoAxeViolations(page, { where: 'bulk confirm' })
  // meanwhile someone attaches scratch to db-primary, just before its delete leaves: the API
  // refuses it (attached any earlier, the list's poll, every second while batch-1-boot is
  // attaching, could show it attached first, and the console would rightly not send it)
  await attachJustBeforeItsDelete(page, 'scratch')
  const sent: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'DELETE') sent.push(new URL(r.url()).pathname)
  })
  await dialog(page).getByRole('button', { name: 'Delete' }).click()

  const summary = bar(page).locator('..').getByRole('alert')
  await expect(summary).toContainText('2 deleted, 1 failed')
  await expect(summary).toContainText(/scratch: .*attached/i)
  await expect(row(page, 'scratch')).toContainText('Failed')
  await expect(row(page, 'old-logs')).toHaveCount(0)
  await expect(row(page, 'broken-disk')).toHaveCount(0)
  await expectNoAxeViolations(page, { where: 'bulk bar with its summary and a failed row' })

  // the mock's fault knob: every call now fails with a 500, so the retry fails too, with its message
  await page.evaluate(() => sessionStorage.setItem('mock-faults', '1:500'))
  await summary.getByRole('button', { name: 'Retry failed' }).click()
  // the summary counts the whole action: the two that went, and scratch failing again
  await expect(summary).toContainText('scratch: Injected fault (mock-faults)')
  await expect(summary).toContainText('2 deleted, 1 failed')

  // faults off, the disk detached again: Retry failed sends scratch alone, and it goes
  await page.evaluate(() => sessionStorage.setItem('mock-faults', '0'))
  expect(await post(page, `${DB_DISKS}/detach?project=web-prod`, { disk: 'scratch' })).toBe(202)
  await summary.getByRole('button', { name: 'Retry failed' }).click()
  // the toast sums up the whole action, now that nothing failed
  await expectToast(page, '3 disks deleted', 'scratch, old-logs, broken-disk')
  await expect(row(page, 'scratch')).toHaveCount(0)
  const diskDeletes = sent.filter((p) => p.startsWith('/v1/disks/'))
  // three first, then scratch twice (faulted, then through): nothing else resent
  expect(diskDeletes).toHaveLength(5)
})

test('floating IPs: bulk detach skips an unattached one; then both are deleted', async ({
  page,
}) => {
  await page.goto(`${W}/floating-ips`)
  await tick(page, 'web-vip').check()
  await tick(page, 'spare-ip').check()
  await bar(page).getByRole('button', { name: 'Detach' }).click()
  await expect(dialog(page)).toContainText('Detach 1 floating IP: web-vip')
  await expect(dialog(page)).toContainText('spare-ip is not attached')
  await dialog(page).getByRole('button', { name: 'Detach' }).click()
  await expectToast(page, '1 floating IP detached', 'web-vip')
  await expect(row(page, 'web-vip')).not.toContainText('web-1')

  await tick(page, 'web-vip').check()
  await expect(bar(page)).toContainText('2 selected')
  await bar(page).getByRole('button', { name: 'Delete' }).click()
  await expect(dialog(page)).toContainText('Delete 2 floating IPs: spare-ip, web-vip')
  await dialog(page).getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, '2 floating IPs deleted')
  await expect(page.getByRole('heading', { name: 'No floating IPs' })).toBeVisible()
})

test('firewall rules: a bulk delete is one update of the rule set without the selected rules', async ({
  page,
}) => {
  await page.goto(`${W}/vpcs/default/firewall-rules`)
  await expect(row(page, 'allow-ssh')).toBeVisible()
  const puts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/v1/vpc-firewall-rules'))
      puts.push(r.postData() ?? '')
  })
  await tick(page, 'allow-ssh').check()
  await tick(page, 'allow-icmp').check()
  await bar(page).getByRole('button', { name: 'Delete' }).click()
  await expect(dialog(page)).toContainText('Delete 2 firewall rules: allow-ssh, allow-icmp')
  await dialog(page).getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, '2 firewall rules deleted')
  await expect(row(page, 'allow-ssh')).toHaveCount(0)
  await expect(row(page, 'allow-icmp')).toHaveCount(0)
  await expect(row(page, 'allow-internal-inbound')).toBeVisible()
  expect(puts).toHaveLength(1)
  expect(puts[0]).toContain('allow-internal-inbound')
  expect(puts[0]).not.toContain('allow-ssh')
})

test('SSH keys, by keyboard only: tick with Space, reach the bar, confirm, both keys go', async ({
  page,
}) => {
  await page.goto('/settings/ssh-keys')
  await tick(page, 'alice-laptop').focus()
  await page.keyboard.press('Space')
  await expect(bar(page)).toContainText('1 selected')
  // the row's name link and its menu, then the next row's checkbox
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(tick(page, 'alice-workstation')).toBeFocused()
  await page.keyboard.press('Space')
  await expect(bar(page)).toContainText('2 selected')
  await expect(pageBox(page)).toBeChecked()

  // the bar is just before the table: back to its last action
  await pageBox(page).focus()
  await page.keyboard.press('Shift+Tab')
  const del = bar(page).getByRole('button', { name: 'Delete' })
  await expect(del).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog(page)).toContainText('Delete 2 SSH keys: alice-laptop, alice-workstation')
  const confirm = dialog(page).getByRole('button', { name: 'Delete' })
  for (let i = 0; i < 4 && !(await confirm.evaluate((e) => e === document.activeElement)); i++) {
    await page.keyboard.press('Tab')
  }
  await expect(confirm).toBeFocused()
  await page.keyboard.press('Enter')
  await expectToast(page, '2 SSH keys deleted', 'alice-laptop, alice-workstation')
  await expect(page.getByRole('heading', { name: 'No SSH keys' })).toBeVisible()
})
