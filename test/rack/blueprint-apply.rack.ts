import type { Page, Route } from '@playwright/test'
import { expectToast, watchPageErrors } from '../e2e/helpers'
import { expect, test } from '../e2e/test'
import { signInThroughPage, uniqueName } from './helpers'

/**
 * A run cut short by a reload, on the mock server (whose data, unlike the
 * in-page mock's, outlives a reload): the page shows where it stopped and
 * resumes the rest on request, never sending an item twice. "The middle" is
 * one request held back by the test, never sent, while the page reloads.
 */

/**
 * The first request matching `match` reaches the server, but its answer is
 * held back: the page never hears it, as when a reload cuts a request short.
 * `held` says when it is; `release` (after the reload) ends the routing.
 */
async function holdAnswer(page: Page, match: (url: string, method: string) => boolean) {
  const held: Route[] = []
  const handler = async (route: Route) => {
    const request = route.request()
    if (held.length > 0 || !match(request.url(), request.method())) return route.continue()
    await route.fetch()
    held.push(route)
  }
  await page.route('**/v1/**', handler)
  return { held, release: () => page.unroute('**/v1/**', handler) }
}

const blueprint = (project: string) => ({
  schemaVersion: 1,
  apiVersion: '2026081901.0.0',
  project: { name: project, description: 'From a blueprint' },
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
  instances: ['app-1', 'app-2'].map((name) => ({
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
})

test('reload in the middle of an apply, then resume: the rest is made, nothing twice', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await signInThroughPage(page, 'alice', 'Alice Adams')
  const project = uniqueName('bp')
  await page.goto('/apply-blueprint')
  await page.getByRole('textbox', { name: 'Blueprint' }).fill(JSON.stringify(blueprint(project)))
  await page.getByRole('button', { name: 'Plan' }).click()
  const plan = page.getByRole('region', { name: 'Plan' })
  await expect(plan).toContainText('6 will be created, 0 exist and are the same')

  // the first instance is made, but its answer is held back: the apply is in its middle
  const { held, release } = await holdAnswer(
    page,
    (url, method) => method === 'POST' && url.includes('/v1/instances?'),
  )
  await plan.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Applying/ })).toHaveText(
    'Applying: 4 of 6 done',
  )
  await expect.poll(() => held.length).toBe(1)
  await page.reload()
  await release()

  const kept = page.getByRole('region', { name: 'Unfinished apply' })
  await expect(kept).toContainText(
    `Apply of ${project} to ${project} stopped at 4 of 6: 4 done, 2 not done`,
  )
  await kept.getByRole('button', { name: 'Resume' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Applied/ })).toHaveText(
    // app-1 was made before the reload: it is found, not made again
    'Applied: 5 created, 1 already there',
  )
  await expect(kept).toBeHidden()

  // each instance once; the same blueprint again has nothing to make
  const names = await page.evaluate(
    async (p) =>
      (
        (await (await fetch(`/v1/instances?project=${p}`)).json()) as { items: { name: string }[] }
      ).items
        .map((i) => i.name)
        .sort(),
    project,
  )
  expect(names).toEqual(['app-1', 'app-2'])
  await page.getByRole('textbox', { name: 'Blueprint' }).fill(JSON.stringify(blueprint(project)))
  await page.getByRole('button', { name: 'Plan' }).click()
  await expect(plan).toContainText('0 will be created, 6 exist and are the same')
  noErrors()
})

test('reload in the middle of a bulk stop, then resume: the stopped ones are shown done, the rest stops', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await signInThroughPage(page, 'alice', 'Alice Adams')
  const project = uniqueName('bulk')
  const ids = await page.evaluate(async (p) => {
    const post = (url: string, body: object) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json())
    await post('/v1/projects', { name: p, description: '' })
    const made: string[] = []
    for (const name of ['run-1', 'run-2', 'run-3', 'run-4']) {
      const i = await post(`/v1/instances?project=${p}`, {
        name,
        description: '',
        hostname: name,
        ncpus: 1,
        memory: 1024 ** 3,
        networkInterfaces: { type: 'none' },
      })
      made.push(i.id)
    }
    return made
  }, project)
  await page.goto(`/projects/${project}/instances`)
  const table = page.getByRole('table')
  await expect(table.getByRole('row').filter({ hasText: 'running' })).toHaveCount(4)

  // run-3's stop reaches the rack, but its answer is held back
  const { held, release } = await holdAnswer(
    page,
    (url, method) => method === 'POST' && url.includes(`/v1/instances/${ids[2]}/stop`),
  )
  // and run-4's never gets there: the network fails it
  await page.route(
    `**/v1/instances/${ids[3]}/stop`,
    (route) => route.abort('internetdisconnected'),
    {
      times: 1,
    },
  )
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check()
  const bar = page.getByRole('region', { name: 'Bulk actions' })
  await bar.getByRole('button', { name: 'Stop' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Stop' }).click()
  await expect(bar.getByRole('status')).toHaveText('Stop: 3 of 4 finished')
  await expect(table.getByText('Done', { exact: true })).toHaveCount(2)
  await expect.poll(() => held.length).toBe(1)
  const stops: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/stop')) stops.push(r.url())
  })
  await page.reload()
  await release()
  const kept = page.getByRole('region', { name: 'Unfinished bulk action' })
  await expect(kept).toContainText(
    'Stop 4 instances stopped at 2 of 4: 2 done, 1 failed, 1 not done',
  )
  await expect(page.getByRole('row', { name: /run-1/ })).toContainText('Done')
  await kept.getByRole('button', { name: 'Resume' }).click()
  // each is read first: run-3's stop went through before the reload, so only run-4's is sent
  await expectToast(page, '1 instance stopping', 'run-4')
  await expect(kept).toBeHidden()
  expect(stops).toHaveLength(1)
  expect(stops[0]).toContain(ids[3])
  await expect(table.getByRole('row').filter({ hasText: /stopp/ })).toHaveCount(4)
  noErrors()
})
