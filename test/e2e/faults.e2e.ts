import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expectToast, pickOption, sideModal } from './helpers'
import { expect, test } from './test'

/** One URL per route of the route table, with fixture names for its parameters. */
const W = '/projects/web-prod'
const SLED = '/system/inventory/sleds/5e1d0000-7a2b-4c3d-8e4f-5a6b7c8d9e01'
const BUNDLE = '5b0d1e00-7c2a-4f3b-9d1e-2f3a4b5c6d01'
const ROUTES = [
  '/projects',
  '/projects-new',
  '/projects/web-prod/edit',
  '/access',
  '/utilization',
  '/images',
  '/images/debian-12/edit',
  '/lookup/i/web-1',
  '/settings/profile',
  '/settings/ssh-keys',
  '/settings/ssh-keys-new',
  '/settings/ssh-keys/alice-laptop/edit',
  `${W}/instances`,
  `${W}/instances-new`,
  `${W}/instances/db-primary/storage`,
  `${W}/instances/web-1/networking`,
  `${W}/instances/web-1/metrics/cpu`,
  `${W}/instances/web-1/metrics/disk`,
  `${W}/instances/web-1/metrics/network`,
  `${W}/instances/web-1/connect`,
  `${W}/instances/web-1/settings`,
  `${W}/instances/web-1/serial-console`,
  `${W}/disks`,
  `${W}/disks-new`,
  `${W}/snapshots`,
  `${W}/snapshots-new`,
  `${W}/images`,
  `${W}/images-new`,
  `${W}/images/web-base-2025/edit`,
  `${W}/affinity`,
  `${W}/affinity-new`,
  `${W}/affinity/web-spread`,
  `${W}/affinity/web-spread/edit`,
  `${W}/vpcs`,
  `${W}/vpcs-new`,
  `${W}/vpcs/default/edit`,
  `${W}/vpcs/default/firewall-rules`,
  `${W}/vpcs/default/firewall-rules-new`,
  `${W}/vpcs/default/subnets`,
  `${W}/vpcs/default/subnets-new`,
  `${W}/vpcs/default/subnets/default`,
  `${W}/vpcs/default/routers`,
  `${W}/vpcs/default/routers-new`,
  `${W}/vpcs/default/routers/system`,
  `${W}/vpcs/default/internet-gateways`,
  `${W}/vpcs/default/internet-gateways/default`,
  `${W}/floating-ips`,
  `${W}/floating-ips-new`,
  `${W}/floating-ips/web-vip/edit`,
  `${W}/access`,
  '/system/silos',
  '/system/silos-new',
  '/system/silos/acme',
  '/system/silos/globex/idps-new',
  '/system/silos/globex/idps/saml/okta',
  '/system/utilization',
  '/system/issues',
  '/system/inventory/sleds',
  '/system/inventory/disks',
  `${SLED}/instances`,
  '/system/update',
  '/system/access',
  '/system/networking/ip-pools',
  '/system/networking/ip-pools-new',
  '/system/networking/ip-pools/default',
  // external subnets (project) and subnet pools (system)
  `${W}/external-subnets`,
  `${W}/external-subnets-new`,
  `${W}/external-subnets/spare-block/edit`,
  '/system/networking/subnet-pools',
  '/system/networking/subnet-pools-new',
  '/system/networking/subnet-pools/customer-subnets',
  '/system/networking/subnet-pools/customer-subnets/edit',
  '/system/networking/subnet-pools/customer-subnets/members-add',
  // alerts and webhooks
  '/system/alerts/receivers',
  '/system/alerts/receivers-new',
  '/system/alerts/receivers/audit-sink',
  '/system/alerts/receivers/ops-pager/edit',
  '/system/alerts/events',
  '/system/alerts/events/a1e71000-5b6c-4d7e-8f90-1a2b3c4d5e01',
  '/system/alerts/classes',
  // operator areas: certificates, support bundles, IP allow list
  '/certificates',
  '/certificates-new',
  '/certificates/acme-external-api',
  '/system/support-bundles',
  '/system/support-bundles-new',
  `/system/support-bundles/${BUNDLE}`,
  `/system/support-bundles/${BUNDLE}/edit`,
  '/system/networking/allow-list',
  '/system/networking/allow-list/edit',
  '/device/verify',
]

/** What a page shows when it is not blank: a heading, of the page or of the error page. */
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first()

/** Console errors other than the API errors the console logs on purpose. */
function watchUnexpectedConsoleErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`))
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return
    const text = msg.text()
    if (text.startsWith('API error in ') || text.startsWith('Failed to load resource')) return
    // React and React Router log the API error a route's error boundary caught (an injected 404)
    if (/requestId: [0-9a-f-]{36}/.test(text)) return
    errors.push(text)
  })
  return () => expect(errors).toEqual([])
}

/** A client-side navigation, as a link would do it: no reload, so the mock keeps its state. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

const setFaults = (page: Page, value: string) =>
  page.evaluate((v) => sessionStorage.setItem('mock-faults', v), value)

/**
 * The same faults on every run: the mock draws them from Math.random, seeded here.
 * Each page load of a test draws its own sequence (the seed plus the number of
 * loads before it), so a test that loads several pages does not replay one pattern.
 */
function seedMathRandom(page: Page, first = 20261123) {
  return page.addInitScript((first) => {
    const loads = Number(sessionStorage.getItem('e2e-page-loads') ?? 0)
    sessionStorage.setItem('e2e-page-loads', String(loads + 1))
    let seed = first + loads
    Math.random = () => {
      seed = (seed + 0x6d2b79f5) | 0
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
  }, first)
}

test('fault walk: with 30% of calls failing every route still shows something', async ({
  page,
}) => {
  // every route in turn: room for a CI machine slower than this one
  test.setTimeout(900_000)
  const noUnexpectedErrors = watchUnexpectedConsoleErrors(page)
  await seedMathRandom(page)
  await page.goto('/projects?mock-faults=0.3')
  for (const route of ROUTES) {
    await navigateInApp(page, route)
    // the page, the error page, the not-found page or sign-in (after a 401): never blank
    await expect(heading(page), route).toBeVisible({ timeout: 30_000 })
  }

  // faults off: every route shows its content again, without a reload. Calls still in
  // flight answer with a fault within 400 ms (a 401 would still go to sign-in): let them land.
  await setFaults(page, '0')
  await page.waitForTimeout(1000)
  for (const route of ROUTES) {
    await navigateInApp(page, route)
    await expect(page.getByText('Something went wrong'), route).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Sign in' }), route).toBeHidden()
    await expect(heading(page), route).toBeVisible()
  }
  noUnexpectedErrors()
})

type Form = ReturnType<typeof sideModal>

/** A field that must keep its value: accessible name, value, and role when not a text box. */
type Kept = [name: string | RegExp, value: string, role?: 'spinbutton' | 'combobox']

type FormCase = {
  url: string
  submit: string
  success: string
  /** types into the form as a person would; an edit form changes what it had */
  fill: (form: Form) => Promise<void>
  /** the fields and the values they must keep after a failed submit */
  kept: Kept[]
}

const textbox = (form: Form, name: string | RegExp) => form.getByRole('textbox', { name })
const VPC = `${W}/vpcs/default`
const ROUTER = `${VPC}/routers/web-egress`
const POOLS = '/system/networking/ip-pools'
/** A test certificate and its key (test/fixtures/certs). */
const pem = (file: string) => readFileSync(`test/fixtures/certs/${file}`, 'utf8')

/** Every create and edit form of the route table (read-only views aside). */
const FORMS: FormCase[] = [
  {
    url: '/projects-new',
    submit: 'Create project',
    success: 'Project created',
    fill: async (form) => {
      await form.getByRole('textbox', { name: 'Name' }).fill('kept-project')
      await form.getByRole('textbox', { name: 'Description' }).fill('still here')
    },
    kept: [
      ['Name', 'kept-project'],
      ['Description', 'still here'],
    ],
  },
  {
    url: `${W}/edit`,
    submit: 'Update project',
    success: 'Project updated',
    fill: async (form) => {
      await textbox(form, 'Description').fill('edited, still here')
    },
    kept: [
      [/^Name/, 'web-prod'],
      ['Description', 'edited, still here'],
    ],
  },
  {
    url: '/settings/ssh-keys-new',
    submit: 'Add SSH key',
    success: 'SSH key added',
    fill: async (form) => {
      await form.getByRole('textbox', { name: /^Name/ }).fill('kept-key')
      await form
        .getByRole('textbox', { name: /^Public key/ })
        .fill(
          'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl kept',
        )
    },
    kept: [[/^Name/, 'kept-key']],
  },
  {
    url: `${W}/instances-new`,
    submit: 'Create instance',
    success: 'Instance created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-instance')
      await textbox(form, 'Description').fill('still here')
      await pickOption(form, /^Image(?! source)/, 'ubuntu-24-04 (ubuntu 24.04 LTS, 4 GiB)')
      await textbox(form, 'Hostname').fill('kept-host')
    },
    kept: [
      [/^Name/, 'kept-instance'],
      ['Description', 'still here'],
      ['Hostname', 'kept-host'],
    ],
  },
  {
    url: `${W}/disks-new`,
    submit: 'Create disk',
    success: 'Disk created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-disk')
      await textbox(form, 'Description').fill('still here')
      await form.getByRole('spinbutton', { name: 'Size' }).fill('16')
    },
    kept: [
      [/^Name/, 'kept-disk'],
      ['Description', 'still here'],
      ['Size', '16', 'spinbutton'],
    ],
  },
  {
    url: `${W}/snapshots-new`,
    submit: 'Create snapshot',
    success: 'Snapshot created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-snapshot')
      await textbox(form, 'Description').fill('still here')
      await pickOption(form, /^Disk/, 'db-data')
    },
    kept: [
      [/^Name/, 'kept-snapshot'],
      ['Description', 'still here'],
      [/^Disk/, 'db-data', 'combobox'],
    ],
  },
  {
    url: `${W}/snapshots/web-1-boot-golden/images-new`,
    submit: 'Create image',
    success: 'Image created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-image')
      await textbox(form, 'Description').fill('still here')
      await textbox(form, /^OS/).fill('debian')
      await textbox(form, /^Version/).fill('12.8')
    },
    kept: [
      [/^Name/, 'kept-image'],
      ['Description', 'still here'],
      [/^OS/, 'debian'],
      [/^Version/, '12.8'],
    ],
  },
  {
    url: `${W}/images-new`,
    submit: 'Upload image',
    success: 'Image uploaded',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-upload')
      await textbox(form, 'Description').fill('still here')
      await textbox(form, /^OS/).fill('alpine')
      await textbox(form, /^Version/).fill('3.21')
      await form.getByLabel(/^Image file/).setInputFiles({
        name: 'kept.raw',
        mimeType: 'application/octet-stream',
        buffer: Buffer.alloc(1024 * 1024, 'oxide disk image '),
      })
    },
    kept: [
      [/^Name/, 'kept-upload'],
      ['Description', 'still here'],
      [/^OS/, 'alpine'],
      [/^Version/, '3.21'],
    ],
  },
  {
    url: `${W}/affinity-new`,
    submit: 'Create anti-affinity group',
    success: 'Anti-affinity group created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-group')
      await textbox(form, 'Description').fill('still here')
    },
    kept: [
      [/^Name/, 'kept-group'],
      ['Description', 'still here'],
    ],
  },
  {
    url: `${W}/affinity/web-spread/edit`,
    submit: 'Update anti-affinity group',
    success: 'Anti-affinity group updated',
    fill: async (form) => {
      await textbox(form, 'Description').fill('edited, still here')
    },
    kept: [
      [/^Name/, 'web-spread'],
      ['Description', 'edited, still here'],
    ],
  },
  {
    url: `${W}/vpcs-new`,
    submit: 'Create VPC',
    success: 'VPC created',
    fill: async (form) => {
      await form.getByRole('textbox', { name: /^Name/ }).fill('kept-vpc')
      await form.getByRole('textbox', { name: 'Description' }).fill('still here')
      await form.getByRole('textbox', { name: /^DNS name/ }).fill('keptvpc')
    },
    kept: [
      [/^Name/, 'kept-vpc'],
      ['Description', 'still here'],
      [/^DNS name/, 'keptvpc'],
    ],
  },
  {
    url: `${VPC}/edit`,
    submit: 'Update VPC',
    success: 'VPC updated',
    fill: async (form) => {
      await textbox(form, 'Description').fill('edited, still here')
      await textbox(form, /^DNS name/).fill('keptdns')
    },
    kept: [
      [/^Name/, 'default'],
      ['Description', 'edited, still here'],
      [/^DNS name/, 'keptdns'],
    ],
  },
  {
    url: `${VPC}/firewall-rules-new`,
    submit: 'Create rule',
    success: 'Firewall rule created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-rule')
      await textbox(form, 'Description').fill('still here')
      await form.getByRole('spinbutton', { name: 'Priority' }).fill('150')
      const targets = form.getByRole('group', { name: 'Targets' })
      await targets.getByRole('combobox', { name: 'Target type' }).selectOption({ label: 'VPC' })
      await targets.getByLabel('Target value').fill('default')
      await targets.getByRole('button', { name: 'Add target' }).click()
    },
    kept: [
      [/^Name/, 'kept-rule'],
      ['Description', 'still here'],
      ['Priority', '150', 'spinbutton'],
    ],
  },
  {
    // a clone: the same create form, filled from another rule
    url: `${VPC}/firewall-rules-new/allow-https`,
    submit: 'Create rule',
    success: 'Firewall rule created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-clone')
      await form.getByRole('spinbutton', { name: 'Priority' }).fill('110')
    },
    kept: [
      [/^Name/, 'kept-clone'],
      ['Priority', '110', 'spinbutton'],
    ],
  },
  {
    url: `${VPC}/firewall-rules/allow-https/edit`,
    submit: 'Update rule',
    success: 'Firewall rule updated',
    fill: async (form) => {
      await textbox(form, 'Description').fill('edited, still here')
      await form.getByRole('spinbutton', { name: 'Priority' }).fill('120')
    },
    kept: [
      [/^Name/, 'allow-https'],
      ['Description', 'edited, still here'],
      ['Priority', '120', 'spinbutton'],
    ],
  },
  {
    url: `${VPC}/subnets-new`,
    submit: 'Create subnet',
    success: 'Subnet created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-subnet')
      await textbox(form, 'Description').fill('still here')
      await textbox(form, /^IPv4 block/).fill('10.50.0.0/24')
    },
    kept: [
      [/^Name/, 'kept-subnet'],
      ['Description', 'still here'],
      [/^IPv4 block/, '10.50.0.0/24'],
    ],
  },
  {
    url: `${VPC}/subnets/default/edit`,
    submit: 'Update subnet',
    success: 'Subnet updated',
    fill: async (form) => {
      await textbox(form, 'Description').fill('edited, still here')
    },
    kept: [
      [/^Name/, 'default'],
      ['Description', 'edited, still here'],
    ],
  },
  {
    url: `${VPC}/routers-new`,
    submit: 'Create router',
    success: 'Router created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-router')
      await textbox(form, 'Description').fill('still here')
    },
    kept: [
      [/^Name/, 'kept-router'],
      ['Description', 'still here'],
    ],
  },
  {
    url: `${ROUTER}/edit`,
    submit: 'Update router',
    success: 'Router updated',
    fill: async (form) => {
      await textbox(form, 'Description').fill('edited, still here')
    },
    kept: [
      [/^Name/, 'web-egress'],
      ['Description', 'edited, still here'],
    ],
  },
  {
    url: `${ROUTER}/routes-new`,
    submit: 'Create route',
    success: 'Route created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-route')
      await textbox(form, 'Description').fill('still here')
      await textbox(form, /^Destination network/).fill('192.168.0.0/16')
      await textbox(form, /^Target IP/).fill('172.30.0.99')
    },
    kept: [
      [/^Name/, 'kept-route'],
      ['Description', 'still here'],
      [/^Destination network/, '192.168.0.0/16'],
      [/^Target IP/, '172.30.0.99'],
    ],
  },
  {
    url: `${ROUTER}/routes/office-vpn/edit`,
    submit: 'Update route',
    success: 'Route updated',
    fill: async (form) => {
      await textbox(form, 'Description').fill('edited, still here')
      await textbox(form, /^Target IP/).fill('172.30.4.11')
    },
    kept: [
      [/^Name/, 'office-vpn'],
      ['Description', 'edited, still here'],
      [/^Destination network/, '192.168.100.0/24'],
      [/^Target IP/, '172.30.4.11'],
    ],
  },
  {
    url: `${W}/floating-ips-new`,
    submit: 'Create floating IP',
    success: 'Floating IP created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-fip')
      await textbox(form, 'Description').fill('still here')
    },
    kept: [
      [/^Name/, 'kept-fip'],
      ['Description', 'still here'],
    ],
  },
  {
    url: `${W}/floating-ips/web-vip/edit`,
    submit: 'Update floating IP',
    success: 'Floating IP updated',
    fill: async (form) => {
      await textbox(form, 'Description').fill('edited, still here')
    },
    kept: [
      [/^Name/, 'web-vip'],
      ['Description', 'edited, still here'],
    ],
  },
  {
    url: '/system/silos-new',
    submit: 'Create silo',
    success: 'Silo created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-silo')
      await textbox(form, 'Description').fill('still here')
      await textbox(form, 'Admin group name').fill('kept-admins')
      await form.getByRole('spinbutton', { name: 'CPUs' }).fill('16')
    },
    kept: [
      [/^Name/, 'kept-silo'],
      ['Description', 'still here'],
      ['Admin group name', 'kept-admins'],
      ['CPUs', '16', 'spinbutton'],
    ],
  },
  {
    url: '/system/silos/globex/idps-new',
    submit: 'Create provider',
    success: 'Identity provider created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-idp')
      await textbox(form, 'Description').fill('still here')
      await textbox(form, /^Metadata URL/).fill('https://idp.example/metadata')
      await textbox(form, /^IdP entity ID/).fill('https://idp.example/entity')
      await textbox(form, /^SP client ID/).fill('kept-client')
      await textbox(form, /^SLO URL/).fill('https://idp.example/slo')
      await textbox(form, /^Technical contact email/).fill('ops@globex.example')
    },
    kept: [
      [/^Name/, 'kept-idp'],
      ['Description', 'still here'],
      [/^Metadata URL/, 'https://idp.example/metadata'],
      [/^IdP entity ID/, 'https://idp.example/entity'],
      [/^SP client ID/, 'kept-client'],
      [/^SLO URL/, 'https://idp.example/slo'],
      [/^Technical contact email/, 'ops@globex.example'],
    ],
  },
  {
    url: `${POOLS}-new`,
    submit: 'Create IP pool',
    success: 'IP pool created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-pool')
      await textbox(form, 'Description').fill('still here')
      await form.getByRole('combobox', { name: 'IP version' }).selectOption('v6')
    },
    kept: [
      [/^Name/, 'kept-pool'],
      ['Description', 'still here'],
      ['IP version', 'v6', 'combobox'],
    ],
  },
  {
    url: `${POOLS}/default/edit`,
    submit: 'Update IP pool',
    success: 'IP pool updated',
    fill: async (form) => {
      await textbox(form, 'Description').fill('edited, still here')
    },
    kept: [
      [/^Name/, 'default'],
      ['Description', 'edited, still here'],
    ],
  },
  {
    url: `${POOLS}/default/ranges-add`,
    submit: 'Add IP range',
    success: 'IP range added',
    fill: async (form) => {
      await textbox(form, /^First/).fill('203.0.113.10')
      await textbox(form, /^Last/).fill('203.0.113.20')
    },
    kept: [
      [/^First/, '203.0.113.10'],
      [/^Last/, '203.0.113.20'],
    ],
  },
  // external subnets (project) and subnet pools (system)
  {
    url: `${W}/external-subnets-new`,
    submit: 'Create external subnet',
    success: 'External subnet created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-block')
      await textbox(form, 'Description').fill('still here')
      await form.getByRole('spinbutton', { name: /^Prefix length/ }).fill('29')
    },
    kept: [
      [/^Name/, 'kept-block'],
      ['Description', 'still here'],
      [/^Prefix length/, '29', 'spinbutton'],
    ],
  },
  {
    url: `${W}/external-subnets/spare-block/edit`,
    submit: 'Update external subnet',
    success: 'External subnet updated',
    fill: async (form) => {
      await textbox(form, 'Description').fill('edited, still here')
    },
    kept: [
      [/^Name/, 'spare-block'],
      ['Description', 'edited, still here'],
    ],
  },
  {
    url: '/system/networking/subnet-pools-new',
    submit: 'Create subnet pool',
    success: 'Subnet pool created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-subnet-pool')
      await textbox(form, 'Description').fill('still here')
      await form.getByRole('combobox', { name: 'IP version' }).selectOption('v6')
    },
    kept: [
      [/^Name/, 'kept-subnet-pool'],
      ['Description', 'still here'],
      ['IP version', 'v6', 'combobox'],
    ],
  },
  {
    url: '/system/networking/subnet-pools/customer-subnets/edit',
    submit: 'Update subnet pool',
    success: 'Subnet pool updated',
    fill: async (form) => {
      await textbox(form, 'Description').fill('edited, still here')
    },
    kept: [
      [/^Name/, 'customer-subnets'],
      ['Description', 'edited, still here'],
    ],
  },
  {
    url: '/system/networking/subnet-pools/customer-subnets/members-add',
    submit: 'Add subnet',
    success: 'Subnet added',
    fill: async (form) => {
      await textbox(form, /^Subnet/).fill('198.51.100.0/24')
      await form.getByRole('spinbutton', { name: 'Minimum prefix length' }).fill('26')
    },
    kept: [
      [/^Subnet/, '198.51.100.0/24'],
      ['Minimum prefix length', '26', 'spinbutton'],
    ],
  },
  // alerts and webhooks
  {
    url: '/system/alerts/receivers-new',
    submit: 'Create webhook receiver',
    success: 'Webhook receiver created',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-hook')
      await textbox(form, 'Description').fill('still here')
      await textbox(form, /^Endpoint/).fill('https://hooks.example.com/kept')
    },
    kept: [
      [/^Name/, 'kept-hook'],
      ['Description', 'still here'],
      [/^Endpoint/, 'https://hooks.example.com/kept'],
    ],
  },
  {
    url: '/system/alerts/receivers/ops-pager/edit',
    submit: 'Update webhook receiver',
    success: 'Webhook receiver updated',
    fill: async (form) => {
      await textbox(form, 'Description').fill('edited, still here')
    },
    kept: [
      [/^Name/, 'ops-pager'],
      ['Description', 'edited, still here'],
    ],
  },
  // operator areas: certificates, support bundles
  {
    url: '/certificates-new',
    submit: 'Add certificate',
    success: 'Certificate added',
    fill: async (form) => {
      await textbox(form, /^Name/).fill('kept-cert')
      await textbox(form, 'Description').fill('still here')
      await textbox(form, /^Certificate/).fill(pem('valid.crt'))
      await textbox(form, /^Private key/).fill(pem('valid.key'))
    },
    kept: [
      [/^Name/, 'kept-cert'],
      ['Description', 'still here'],
      [/^Private key/, pem('valid.key')],
    ],
  },
  {
    url: '/system/support-bundles-new',
    submit: 'Create support bundle',
    success: 'Support bundle requested',
    fill: async (form) => {
      await textbox(form, /^Reason/).fill('kept reason')
    },
    kept: [[/^Reason/, 'kept reason']],
  },
  {
    url: `/system/support-bundles/${BUNDLE}/edit`,
    submit: 'Save comment',
    success: 'Comment saved',
    fill: async (form) => {
      await textbox(form, 'Comment').fill('edited, still here')
    },
    kept: [['Comment', 'edited, still here']],
  },
]

for (const c of FORMS) {
  test(`a failed submit keeps what was typed: ${c.url}`, async ({ page }) => {
    await page.goto(c.url)
    const form = sideModal(page)
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
    await expectToast(page, c.success)
  })
}

test('fault walk: with 30% of calls failing every create form still answers its submit', async ({
  page,
}) => {
  // every create form in turn (about 2 min on a fast day, 6 on a slow one): room for a slower CI machine
  test.setTimeout(900_000)
  const noUnexpectedErrors = watchUnexpectedConsoleErrors(page)
  await seedMathRandom(page)
  // a form that a fault's page replaced fails a step in seconds, not at the test's timeout
  page.setDefaultTimeout(15_000)
  page.setDefaultNavigationTimeout(30_000)
  // unique names per run: a create that goes through never meets one from another run
  const run = Date.now().toString(36).slice(-6)
  // the error page, the not-found page, the system section's refusal, or sign-in after a 401
  const faultPage = page.getByRole('heading', {
    level: 1,
    name: /^(Something went wrong|Page not found|System section unavailable|Sign in)$/,
  })
  const outcomes: string[] = []
  for (const c of FORMS.filter((f) => f.url.includes('-new'))) {
    // opening the form: the form or a fault's page, never blank
    await page.goto(`${c.url}?mock-faults=0.3`)
    const form = sideModal(page)
    await expect(form.or(faultPage).first(), c.url).toBeVisible()
    let opened = 'form'
    if (!(await form.isVisible())) {
      // the submit is what this test is about: open the form again without faults
      opened = (await faultPage.innerText()).trim()
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
      if (!(await faultPage.isVisible())) throw e
    }
    const toast = page.getByRole('region', { name: 'Notifications' }).getByText(c.success)
    // the form's API error, not the count of fields that need fixing
    const formError = form.getByRole('alert').filter({ hasNotText: 'need fixing' })
    await expect(toast.or(formError).or(faultPage).first(), c.url).toBeVisible()
    // read what the page settled on; asked again while it moves between two
    // answers (the form's error replaced by the sign-in page as it loads)
    let outcome = ''
    await expect(async () => {
      if (await toast.first().isVisible()) outcome = 'created'
      else if (await faultPage.isVisible()) outcome = await faultPage.innerText({ timeout: 500 })
      else outcome = `error: ${await formError.first().innerText({ timeout: 500 })}`
    }, c.url).toPass({ timeout: 30_000 })
    // a 401 goes straight to sign-in, typed input or not
    if (outcome.includes('Credentials missing or invalid')) {
      await expect(faultPage, `${c.url}: 401 on submit`).toHaveText('Sign in')
      outcome = 'Sign in'
    }
    outcomes.push(`${c.url}: opened ${opened}; submit ${outcome.replace(/\s+/g, ' ')}`)
  }
  test.info().annotations.push({ type: 'outcomes', description: outcomes.join('\n') })
  noUnexpectedErrors()
})
