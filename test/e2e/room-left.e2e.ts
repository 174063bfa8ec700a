import type { Page } from '@playwright/test'
import { expectToast, openRowAction, pickOption, row, watchPageErrors } from './helpers'
import { expect, test } from './test'

/**
 * Another operator sets the current silo's quotas: `left` more than is provisioned now
 * (the mock keeps its data until the page loads again).
 */
async function setQuotaLeft(page: Page, left: { cpus?: number; storageGiB?: number }) {
  const status = await page.evaluate(async (left) => {
    const me = await (await fetch('/v1/me')).json()
    const util = await (await fetch('/v1/utilization')).json()
    const GiB = 1024 ** 3
    const body = {
      cpus: left.cpus === undefined ? util.capacity.cpus : util.provisioned.cpus + left.cpus,
      memory: util.capacity.memory,
      storage:
        left.storageGiB === undefined
          ? util.capacity.storage
          : util.provisioned.storage + left.storageGiB * GiB,
    }
    const res = await fetch(`/v1/system/silos/${me.silo_name}/quotas`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return res.status
  }, left)
  expect(status).toBe(200)
}

/** Every request with this method and path the page makes from now on. */
function watchRequests(page: Page, method: string, path: RegExp) {
  const sent: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.method() === method && path.test(url.pathname)) sent.push(url.pathname)
  })
  return sent
}

test('an instance create over the silo’s vCPU quota is stopped before sending, the shortfall named', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/instances')
  await expect(row(page, 'web-1')).toBeVisible()
  await setQuotaLeft(page, { cpus: 1 })
  const creates = watchRequests(page, 'POST', /^\/v1\/instances$/)

  await page.getByRole('link', { name: 'New Instance' }).click()
  const form = page.getByRole('dialog', { name: 'Create instance' })
  await form.getByRole('textbox', { name: /^Name/ }).fill('too-big')
  await pickOption(form, /^Image(?! source)/, 'ubuntu-24-04 (ubuntu 24.04 LTS, 4 GiB)')

  // the figures: what it needs against what is left, the short one named
  const room = form.getByRole('table', { name: 'Room left in the silo' })
  await expect(room.getByRole('row', { name: /vCPUs/ })).toContainText('2 vCPUs')
  await expect(room.getByRole('row', { name: /vCPUs/ })).toContainText('1 vCPU, 1 vCPU short')
  // alice is a fleet viewer: whether a sled has room, said to be an estimate
  await expect(
    form.getByText(/^Estimate: \d+ of the \d+ in-service sleds? ha(s|ve) room/),
  ).toBeVisible()

  await form.getByRole('button', { name: 'Create instance' }).click()
  await expect(form.getByRole('alert')).toContainText(
    "Not enough room in the silo's quota: 1 vCPU short (needs 2, 1 left).",
  )
  // nothing was sent, and the input is kept
  expect(creates).toEqual([])
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('too-big')

  // created without starting, it needs no vCPUs: it goes
  await form.getByRole('checkbox', { name: 'Start the instance once created' }).uncheck()
  await expect(room.getByRole('row', { name: /vCPUs/ })).toBeHidden()
  await form.getByRole('button', { name: 'Create instance' }).click()
  await expectToast(page, 'Instance created', 'too-big')
  expect(creates).toEqual(['/v1/instances'])
  noErrors()
})

test('an instance start over the quota is not sent; a disk over the storage quota neither', async ({
  page,
}) => {
  await page.goto('/projects/web-prod/instances')
  await expect(row(page, 'db-primary')).toBeVisible()
  await setQuotaLeft(page, { cpus: 4, storageGiB: 50 })
  const starts = watchRequests(page, 'POST', /\/start$/)

  // db-primary has 16 vCPUs: 12 short
  await openRowAction(page, 'db-primary', 'Start')
  await expectToast(
    page,
    'Could not start instance',
    "Not enough room in the silo's quota: 12 vCPUs short (needs 16, 4 left).",
  )
  expect(starts).toEqual([])
  await expect(row(page, 'db-primary')).toContainText('stopped')

  // a 100 GiB disk with 50 GiB left: the form says it before and at submit
  await page.getByRole('link', { name: 'Disks' }).click()
  await page.getByRole('link', { name: 'New Disk' }).click()
  const creates = watchRequests(page, 'POST', /^\/v1\/disks$/)
  const form = page.getByRole('dialog', { name: 'Create disk' })
  await form.getByRole('textbox', { name: 'Name' }).fill('big-disk')
  await form.getByRole('spinbutton', { name: 'Size' }).fill('100')
  const room = form.getByRole('table', { name: 'Room left in the silo' })
  await expect(room.getByRole('row', { name: /storage/ })).toContainText('50 GiB, 50 GiB short')
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(form.getByRole('alert')).toContainText(
    "Not enough room in the silo's quota: 50 GiB of storage short (needs 100 GiB, 50 GiB left).",
  )
  expect(creates).toEqual([])
  // a size that fits goes
  await form.getByRole('spinbutton', { name: 'Size' }).fill('40')
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expectToast(page, 'Disk created', 'big-disk')
  expect(creates).toEqual(['/v1/disks'])
})

test('a floating IP create says how many addresses its pool has left', async ({ page }) => {
  await page.goto('/projects/web-prod/floating-ips-new')
  const form = page.getByRole('dialog', { name: 'Create floating IP' })
  await expect(form.getByText(/^IP pool default: [\d,]+ address(es)? left\.$/)).toBeVisible()
})

test('an instance start says when no sled takes it, an estimate, and still starts', async ({
  page,
}) => {
  await page.goto('/projects/web-prod/instances')
  await expect(row(page, 'db-primary')).toBeVisible()
  // another operator marks every sled non-provisionable
  const statuses = await page.evaluate(async () => {
    const sleds = await (await fetch('/v1/system/hardware/sleds?limit=1000')).json()
    return Promise.all(
      sleds.items.map(
        async (sled: { id: string }) =>
          (
            await fetch(`/v1/system/hardware/sleds/${sled.id}/provision-policy`, {
              method: 'PUT',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ state: 'non_provisionable' }),
            })
          ).status,
      ),
    )
  })
  expect(statuses.length).toBeGreaterThan(0)
  expect(new Set(statuses)).toEqual(new Set([200]))
  const starts = watchRequests(page, 'POST', /\/start$/)

  // only the silo's quota stops a start: the sleds' room is an estimate, said in the toast
  await openRowAction(page, 'db-primary', 'Start')
  await expectToast(
    page,
    'Starting instance',
    'db-primary. Estimate: no in-service sled takes new instances now.',
  )
  expect(starts).toHaveLength(1)
})
