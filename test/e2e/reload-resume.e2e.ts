import type { Page } from '@playwright/test'
import { expectToast, watchPageErrors } from './helpers'
import { expect, test } from './test'

/**
 * A run cut short by a reload, on the in-page mock: `mock-keep=1` keeps the
 * mock's data over the reload (as a rack would), and `mock-latency` leaves the
 * run in its middle when the page reloads. The page shows where it stopped;
 * Resume sends the rest, never an item twice; Stop leaves the rest as it is.
 */

type AuditEntry = {
  operation_id: string
  request_uri: string
  result: { kind: string; error_message?: string }
}

/** What the API was asked to write since `since`, as the audit log has it */
async function writesSince(page: Page, since: string, operation: RegExp) {
  const entries = await page.evaluate(async (start) => {
    const url = `/v1/system/audit-log?start_time=${encodeURIComponent(start)}&limit=1000`
    return ((await (await fetch(url)).json()) as { items: AuditEntry[] }).items
  }, since)
  return entries.filter((e) => operation.test(e.operation_id))
}

/** The number in the text matched by `pattern`'s first group */
const numberIn = async (text: Promise<string | null>, pattern: RegExp) =>
  Number(pattern.exec((await text) ?? '')?.[1])

const blueprint = {
  schemaVersion: 1,
  apiVersion: '2026081901.0.0',
  project: { name: 'shop', description: 'From a blueprint' },
  vpcs: [
    {
      name: 'app',
      description: '',
      dnsName: 'app',
      subnets: [{ name: 'front', description: '', ipv4Block: '10.30.0.0/24' }],
      routers: [],
      internetGateways: [],
      firewallRules: [],
    },
  ],
  disks: [
    {
      name: 'app-data',
      description: '',
      size: 1024 ** 3,
      diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 4096 } },
    },
  ],
  snapshots: [],
  images: [],
  instances: ['app-1', 'app-2', 'app-3', 'app-4'].map((name) => ({
    name,
    description: '',
    hostname: name,
    ncpus: 1,
    memory: 1024 ** 3,
    disks: name === 'app-1' ? [{ type: 'attach', name: 'app-data' }] : [],
    networkInterfaces: {
      type: 'create',
      params: [{ name: 'nic0', description: '', vpcName: 'app', subnetName: 'front' }],
    },
    externalIps: [],
    antiAffinityGroups: [],
  })),
  floatingIps: [],
  sshKeys: [],
  antiAffinityGroups: [],
}

/** The mock's latency from now on, as its knob in this tab's sessionStorage */
const setLatency = (page: Page, ms: number) =>
  page.evaluate((value) => sessionStorage.setItem('mock-latency', value), String(ms))

/**
 * Plan the blueprint for project shop, apply it at 1 s a request (an item, read
 * then made, takes two), and reload while the fourth item is on its way.
 */
async function applyAndReload(page: Page) {
  await page.goto('/apply-blueprint?mock-keep=1')
  await page.getByRole('textbox', { name: 'Blueprint' }).fill(JSON.stringify(blueprint))
  await page.getByRole('textbox', { name: 'Project' }).fill('shop')
  await page.getByRole('button', { name: 'Plan' }).click()
  const plan = page.getByRole('region', { name: 'Plan' })
  await expect(plan).toContainText('8 will be created, 0 exist and are the same')
  await setLatency(page, 1000)
  await plan.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Applying/ })).toHaveText(
    'Applying: 3 of 8 done',
  )
  // the requests on their way keep their second; the page after the reload is quick
  await setLatency(page, 0)
  await page.reload()
  const kept = page.getByRole('region', { name: 'Unfinished apply' })
  const where = /Apply of shop to shop stopped at ([3-7]) of 8: \d done, \d not done/
  await expect(kept.getByRole('status')).toHaveText(where)
  return { kept, done: await numberIn(kept.getByRole('status').textContent(), where) }
}

test('reload in the middle of an apply, then resume: it finishes, nothing made twice', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  const since = new Date().toISOString()
  const { kept, done } = await applyAndReload(page)
  // what was made before the reload is listed as made
  await expect(kept.getByRole('listitem')).toHaveCount(done)
  await expect(kept).toContainText('Project shop: created')

  await kept.getByRole('button', { name: 'Resume' }).click()
  const applied = page.getByRole('status').filter({ hasText: /^Applied/ })
  const result = /^Applied: (\d) created, (\d) already there$/
  await expect(applied).toHaveText(result)
  const [, created, there] = result.exec((await applied.textContent()) ?? '') ?? []
  // every item once: made before or after the reload, or found made by the request the
  // reload cut short
  expect(Number(created) + Number(there)).toBe(8)
  await expect(kept).toBeHidden()

  // the API made each item once and refused none as already there
  const creates = await writesSince(page, since, /_create$/)
  expect(creates.filter((e) => e.result.kind !== 'success')).toEqual([])
  expect(creates).toHaveLength(8)
  const instances = await page.evaluate(async () =>
    (
      (await (await fetch('/v1/instances?project=shop')).json()) as { items: { name: string }[] }
    ).items.map((i) => i.name),
  )
  expect(instances.sort()).toEqual(['app-1', 'app-2', 'app-3', 'app-4'])

  // and the same blueprint again has nothing to make
  await page.getByRole('textbox', { name: 'Blueprint' }).fill(JSON.stringify(blueprint))
  await page.getByRole('textbox', { name: 'Project' }).fill('shop')
  await page.getByRole('button', { name: 'Plan' }).click()
  await expect(page.getByRole('region', { name: 'Plan' })).toContainText(
    '0 will be created, 8 exist and are the same',
  )
  noErrors()
})

test('Stop instead of Resume after a reload: the apply is forgotten, the rest not made', async ({
  page,
}) => {
  const since = new Date().toISOString()
  const { kept } = await applyAndReload(page)
  const before = (await writesSince(page, since, /_create$/)).length
  await kept.getByRole('button', { name: 'Stop' }).click()
  await expect(kept).toBeHidden()

  // forgotten: a reload offers nothing to resume, and nothing more was sent
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Apply a blueprint', level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Unfinished apply' })).toHaveCount(0)
  expect(await writesSince(page, since, /_create$/)).toHaveLength(before)
  // the rest is still to make
  await page.getByRole('textbox', { name: 'Blueprint' }).fill(JSON.stringify(blueprint))
  await page.getByRole('textbox', { name: 'Project' }).fill('shop')
  await page.getByRole('button', { name: 'Plan' }).click()
  await expect(page.getByRole('region', { name: 'Plan' })).toContainText(
    `${8 - before} will be created, ${before} exist and are the same`,
  )
})

const LIST = '/projects/many-10/instances'

/**
 * Ten running instances (made stopped by `mock-many`, started here), a Stop of
 * all of them sent four at a time at 2 s a request, and a reload once the first
 * four are done (the next four on their way, the last two not sent): returns
 * the notice of the run kept and how many it says are done.
 */
async function stopAndReload(page: Page) {
  await page.goto(`${LIST}?mock-keep=1&mock-many=instances:10`)
  const table = page.getByRole('table')
  const bar = page.getByRole('region', { name: 'Bulk actions' })
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check()
  await bar.getByRole('button', { name: 'Start' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click()
  await expectToast(page, '10 instances starting')
  await expect(table.getByRole('row').filter({ hasText: 'running' })).toHaveCount(10)

  await setLatency(page, 2000)
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check()
  await bar.getByRole('button', { name: 'Stop' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Stop' }).click()
  await expect(bar.getByRole('status')).toHaveText('Stop: 4 of 10 finished')
  await setLatency(page, 0)
  await page.reload()

  const kept = page.getByRole('region', { name: 'Unfinished bulk action' })
  const where = /Stop 10 instances stopped at ([4-8]) of 10: \d done, \d not done/
  await expect(kept.getByRole('status')).toHaveText(where)
  return { table, kept, done: await numberIn(kept.getByRole('status').textContent(), where) }
}

test('reload in the middle of a bulk stop, then resume: the done ones are shown, all end stopped', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  const since = new Date().toISOString()
  const { table, kept, done } = await stopAndReload(page)
  // the preview banner no longer says a refresh loses everything
  await expect(page.getByRole('note').filter({ hasText: 'Technical preview' })).toContainText(
    'stays in this tab when you refresh',
  )
  // the rows say which went through before the reload
  await expect(table.getByText('Done', { exact: true })).toHaveCount(done)

  await kept.getByRole('button', { name: 'Resume' }).click()
  // each row not heard back about is read first: one stopped already is not sent again
  await expectToast(page, /\d+ instances? stopping|Stop 10 instances: done/)
  await expect(kept).toBeHidden()
  await expect(table.getByRole('row').filter({ hasText: 'stopped' })).toHaveCount(10)

  // the API got one stop for each instance, none refused
  const stops = await writesSince(page, since, /^instance_stop$/)
  expect(stops.filter((e) => e.result.kind !== 'success')).toEqual([])
  expect(new Set(stops.map((e) => e.request_uri)).size).toBe(10)
  expect(stops).toHaveLength(10)
  noErrors()
})

test('Stop instead of Resume after a bulk stop is cut short: the rest keep running', async ({
  page,
}) => {
  const since = new Date().toISOString()
  const { table, kept } = await stopAndReload(page)
  const running = table.getByRole('row').filter({ hasText: 'running' })
  // at most eight stops had left when the page reloaded
  const left = await running.count()
  expect(left).toBeGreaterThanOrEqual(2)
  const sent = (await writesSince(page, since, /^instance_stop$/)).length
  expect(sent).toBe(10 - left)

  await kept.getByRole('button', { name: 'Stop' }).click()
  await expect(kept).toBeHidden()
  await expect(page.getByRole('region', { name: 'Bulk actions' })).toHaveCount(0)

  // forgotten: nothing to resume after another reload, no stop sent, the rest running
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()
  await expect(table.getByRole('row').filter({ hasText: /stopped/ })).toHaveCount(10 - left)
  await expect(running).toHaveCount(left)
  await expect(page.getByRole('region', { name: 'Unfinished bulk action' })).toHaveCount(0)
  expect(await writesSince(page, since, /^instance_stop$/)).toHaveLength(sent)
})

test('reload in the middle of a bulk delete, then resume: one deleted before the reload is not sent again', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  const since = new Date().toISOString()
  await page.goto('/projects/web-prod/images?mock-keep=1&mock-many=images:10')
  const table = page.getByRole('table')
  const images = table.getByRole('row').filter({ hasText: /image-0\d/ })
  await expect(images).toHaveCount(10)
  for (let i = 0; i < 10; i++) {
    await page.getByRole('checkbox', { name: `Select image-0${i}` }).check()
  }
  await setLatency(page, 2000)
  const bar = page.getByRole('region', { name: 'Bulk actions' })
  await bar.getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(bar.getByRole('status')).toHaveText('Delete: 4 of 10 finished')
  await setLatency(page, 0)
  await page.reload()

  const kept = page.getByRole('region', { name: 'Unfinished bulk action' })
  await expect(kept.getByRole('status')).toHaveText(
    /Delete 10 images stopped at [4-8] of 10: \d done, \d not done/,
  )
  await kept.getByRole('button', { name: 'Resume' }).click()
  await expectToast(page, /\d+ images? deleted|Delete 10 images: done/)
  await expect(kept).toBeHidden()
  await expect(images).toHaveCount(0)

  // each image was deleted once: none answered 404 for a delete sent twice
  const deletes = await writesSince(page, since, /^image_delete$/)
  expect(deletes.filter((e) => e.result.kind !== 'success')).toEqual([])
  expect(deletes).toHaveLength(10)
  noErrors()
})
