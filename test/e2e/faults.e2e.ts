import { expect, type Page, test } from '@playwright/test'
import { expectToast, sideModal } from './helpers'

/** One URL per route of the route table, with fixture names for its parameters. */
const W = '/projects/web-prod'
const SLED = '/system/inventory/sleds/5e1d0000-7a2b-4c3d-8e4f-5a6b7c8d9e01'
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

test('fault walk: with 30% of calls failing every route still shows something', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const noUnexpectedErrors = watchUnexpectedConsoleErrors(page)
  // the same faults on every run: the mock draws them from Math.random, seeded here
  await page.addInitScript(() => {
    let seed = 20261123
    Math.random = () => {
      seed = (seed + 0x6d2b79f5) | 0
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
  })
  await page.goto('/projects?mock-faults=0.3')
  for (const route of ROUTES) {
    await navigateInApp(page, route)
    // the page, the error page, the not-found page or sign-in (after a 401): never blank
    await expect(heading(page), route).toBeVisible({ timeout: 10_000 })
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

type FormCase = {
  url: string
  submit: string
  success: string
  fill: (form: ReturnType<typeof sideModal>) => Promise<void>
  /** accessible names of fields and the values they must keep */
  kept: [string | RegExp, string][]
}

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
    url: '/projects/web-prod/vpcs-new',
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
    for (const [name, value] of c.kept) {
      await expect(form.getByRole('textbox', { name })).toHaveValue(value)
    }
    // faults off: the same submit goes through
    await setFaults(page, '0')
    await form.getByRole('button', { name: c.submit }).click()
    await expectToast(page, c.success)
  })
}
