import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { watchPageErrors } from './helpers'
import { expect, test } from './test'

/**
 * Apply a blueprint: paste it, read its plan, apply it, apply it again. The
 * reload flows (an apply or a bulk stop cut short by a reload, then resumed)
 * are in reload-resume.e2e.ts (the in-page mock keeps its data over a reload
 * with `mock-keep=1`) and in test/rack/blueprint-apply.rack.ts.
 */
const blueprint = (pool = 'default') => ({
  schemaVersion: 1,
  apiVersion: '2026081901.0.0',
  project: { name: 'shop', description: 'The shop' },
  vpcs: [
    {
      name: 'app',
      description: 'The app network',
      dnsName: 'app',
      subnets: [{ name: 'front', description: '', ipv4Block: '10.20.0.0/24' }],
      routers: [],
      internetGateways: [
        {
          name: 'gw',
          description: '',
          ipPools: [{ name: 'gw-pool', description: '', ipPool: pool }],
        },
      ],
      firewallRules: [
        {
          name: 'allow-https',
          description: 'HTTPS in',
          action: 'allow',
          direction: 'inbound',
          priority: 100,
          status: 'enabled',
          targets: [{ type: 'vpc', value: 'app' }],
          filters: { ports: ['443'], protocols: [{ type: 'tcp' }] },
        },
      ],
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
  instances: [
    {
      name: 'app-1',
      description: '',
      hostname: 'app-1',
      ncpus: 1,
      memory: 1024 ** 3,
      disks: [{ type: 'attach', name: 'app-data' }],
      networkInterfaces: {
        type: 'create',
        params: [{ name: 'nic0', description: '', vpcName: 'app', subnetName: 'front' }],
      },
      externalIps: [{ type: 'floating', floatingIp: 'app-ip' }],
      antiAffinityGroups: ['spread'],
    },
  ],
  floatingIps: [
    {
      name: 'app-ip',
      description: '',
      addressAllocator: { type: 'auto', poolSelector: { type: 'explicit', pool } },
    },
  ],
  sshKeys: [],
  antiAffinityGroups: [{ name: 'spread', description: '', failureDomain: 'sled', policy: 'allow' }],
})

const plan = (page: Page) => page.getByRole('region', { name: 'Plan' })
const planRow = (page: Page, name: string) =>
  plan(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) })

async function planFor(page: Page, text: string, project: string) {
  await page.getByRole('textbox', { name: 'Blueprint' }).fill(text)
  await page.getByRole('textbox', { name: 'Project' }).fill(project)
  await page.getByRole('button', { name: 'Plan' }).click()
}

test('apply a blueprint with a plan to an empty project, then again: nothing is created', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects')
  await page.getByRole('link', { name: 'Apply a blueprint' }).click()
  await expect(page.getByRole('heading', { name: 'Apply a blueprint', level: 1 })).toBeVisible()

  await planFor(page, JSON.stringify(blueprint()), 'shop')
  await expect(plan(page)).toContainText(
    '10 will be created, 0 exist and are the same, 0 exist and differ (left as they are), 0 conflict',
  )
  await expect(planRow(page, 'shop')).toContainText('Will be created')
  await expect(planRow(page, 'app-1')).toContainText('Will be created')
  await expect(planRow(page, 'app / front')).toContainText('Will be created')
  // nothing is sent before Apply: the project still has no instance
  expect(await page.evaluate(async () => (await fetch('/v1/projects/shop')).status)).toBe(404)
  await expectNoAxeViolations(page)

  await plan(page).getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Applied/ })).toHaveText(
    'Applied: 10 created, 0 already there',
  )
  await expect(planRow(page, 'app-1')).toContainText('Done')

  // in dependency order: the instance has its disk, NIC and floating IP
  const made = await page.evaluate(async () => {
    const get = async (u: string) => (await fetch(u)).json()
    const inst = await get('/v1/instances/app-1?project=shop')
    const nics = await get(`/v1/network-interfaces?instance=${inst.id}`)
    const disks = await get(`/v1/instances/${inst.id}/disks`)
    const rules = await get('/v1/vpc-firewall-rules?project=shop&vpc=app')
    return {
      nics: nics.items.map((n: { name: string }) => n.name),
      disks: disks.items.map((d: { name: string }) => d.name),
      rules: rules.rules.map((r: { name: string }) => r.name),
    }
  })
  expect(made.nics).toEqual(['nic0'])
  expect(made.disks).toEqual(['app-data'])
  // added to the rules a new VPC comes with
  expect(made.rules).toContain('allow-https')

  // the same blueprint again: every item exists and is the same; Apply has nothing to send
  await page.getByRole('button', { name: 'Plan' }).click()
  await expect(plan(page)).toContainText(
    '0 will be created, 10 exist and are the same, 0 exist and differ (left as they are), 0 conflict',
  )
  await expect(plan(page).getByRole('button', { name: 'Apply' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  noErrors()
})

test('a plan names what differs and what conflicts, and Apply waits', async ({ page }) => {
  await page.goto('/apply-blueprint')
  const bp = blueprint('no-such-pool')
  bp.vpcs[0].description = 'Another description'
  bp.project.name = 'web-prod'
  await planFor(
    page,
    JSON.stringify({ ...bp, vpcs: [{ ...bp.vpcs[0], name: 'default', dnsName: 'default' }] }),
    '',
  )
  // an empty project field takes the blueprint's project
  await expect(page.getByRole('textbox', { name: 'Project' })).toHaveValue('web-prod')
  await expect(planRow(page, 'default')).toContainText('Exists and differs')
  await expect(planRow(page, 'default')).toContainText('description: blueprint Another description')
  await expect(planRow(page, 'app-ip')).toContainText('Conflicts')
  await expect(planRow(page, 'app-ip')).toContainText('IP pool no-such-pool is missing')
  await expect(plan(page).getByRole('button', { name: 'Apply' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
})

test('what is not a blueprint is refused with where each error is, the text kept', async ({
  page,
}) => {
  await page.goto('/apply-blueprint')
  const box = page.getByRole('textbox', { name: 'Blueprint' })
  await page.getByRole('button', { name: 'Plan' }).click()
  await expect(page.getByText('Blueprint is required')).toBeVisible()

  await planFor(page, '{ "schemaVersion": 1,', 'x')
  await expect(page.getByRole('alert')).toContainText('Not JSON')

  const bad = { ...blueprint(), schemaVersion: 2 }
  bad.instances[0].name = '<b>Bad Name</b>'
  await planFor(page, JSON.stringify(bad), 'x')
  const alert = page.getByRole('alert')
  await expect(alert).toContainText(
    'schemaVersion: this console reads blueprints of schema version 1',
  )
  await expect(alert).toContainText('instances[0].name: a name starts with a lower-case letter')
  await expect(box).toHaveValue(JSON.stringify(bad))
  await expect(plan(page)).toBeHidden()
})

test('an apply stops at the first error and lists what it made; Stop forgets the run', async ({
  page,
}) => {
  await page.goto('/apply-blueprint')
  const bp = blueprint()
  // the API takes memory in whole GiB: this instance is refused when it is sent
  bp.instances[0].memory = 1.5 * 1024 ** 3
  await planFor(page, JSON.stringify(bp), 'shop')
  await expect(plan(page)).toContainText('10 will be created')
  await plan(page).getByRole('button', { name: 'Apply' }).click()

  const kept = page.getByRole('region', { name: 'Unfinished apply' })
  await expect(kept).toContainText('stopped at 8 of 10: 8 done, 1 failed, 1 not done')
  await expect(kept).toContainText('Instance app-1: failed: Memory must be divisible by 1 GiB')
  await expect(page.getByRole('alert')).toContainText('Made so far: Project shop, VPC app')
  await expect(planRow(page, 'app-1')).toContainText('Failed')
  // what comes after the instance was not sent
  await expect(planRow(page, 'app / allow-https')).not.toContainText('Done')
  await kept.getByRole('button', { name: 'Stop' }).click()
  await expect(kept).toBeHidden()
})
