import { RACK_HEADERS } from '../../config/rack-headers'
import { signOut, watchPageErrors } from './helpers'
import { expect, test } from './test'

// a page of each kind: lists, details, charts (uPlot), the terminal (xterm),
// system pages, settings and sign-in
const routes = [
  '/projects',
  '/projects/web-prod/instances',
  '/projects/web-prod/instances/web-1/storage',
  '/projects/web-prod/instances/web-1/metrics/cpu',
  '/projects/web-prod/instances/web-1/serial-console',
  '/projects/web-prod/disks',
  '/projects/web-prod/vpcs/default/firewall-rules',
  '/projects/web-prod/access',
  '/utilization',
  '/system/utilization',
  '/system/silos',
  '/system/inventory/sleds',
  '/settings/ssh-keys',
]

test('the console is served with the rack headers', async ({ page }) => {
  const response = await page.goto('/projects')
  const headers = response?.headers() ?? {}
  for (const [name, value] of Object.entries(RACK_HEADERS)) expect(headers[name]).toBe(value)
  // a path of the app itself gets index.html, under the same headers
  const deep = await page.request.get('/projects/web-prod/instances/web-1/storage')
  expect(deep.headers()['content-security-policy']).toBe(RACK_HEADERS['content-security-policy'])
  // the app's scripts were compressed at build time (config/precompressed.ts), and keep the
  // headers: the entry and the modules it preloads (with shared chunks inlined, the entry is
  // a few bytes that start the first-load chunk)
  const files = await page
    .locator('script[type="module"], link[rel="modulepreload"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('src') ?? el.getAttribute('href') ?? ''))
  expect(files.length).toBeGreaterThan(0)
  const scripts = await Promise.all(
    files.map((file) => page.request.get(file, { headers: { 'accept-encoding': 'gzip' } })),
  )
  for (const response of scripts) {
    expect(response.headers()['content-encoding']).toBe('gzip')
    expect(response.headers()['content-type']).toBe('text/javascript')
    expect(response.headers()['content-security-policy']).toBe(
      RACK_HEADERS['content-security-policy'],
    )
  }
  // its stored size: a response compressed as it is sent has no length up front
  const lengthOf = (r: (typeof scripts)[number]) => Number(r.headers()['content-length'])
  const script = scripts.reduce((a, b) => (lengthOf(b) > lengthOf(a) ? b : a))
  const length = lengthOf(script)
  expect(length).toBeGreaterThan(10_000)
  expect((await script.text()).length).toBeGreaterThan(length * 2)
})

test('every kind of page renders under the rack CSP with no violation', async ({
  page,
  cspViolations,
}) => {
  const noErrors = watchPageErrors(page)
  for (const route of routes) {
    await page.goto(route)
    await expect(page.getByRole('main')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    expect(cspViolations, route).toEqual([])
  }
  // the chart and the terminal drew themselves, with their styles
  await page.goto('/projects/web-prod/instances/web-1/metrics/cpu')
  await expect(page.getByRole('img', { name: /^CPU utilization/ })).toBeVisible()
  await page.goto('/projects/web-prod/instances/web-1/serial-console')
  await expect(page.locator('.xterm-rows')).toContainText('web-1 login:')
  await signOut(page)
  await expect(page.getByLabel('Username')).toBeVisible()
  expect(cspViolations).toEqual([])
  noErrors()
})

test('a violation is caught: a data: image the CSP refuses', async ({ page, cspViolations }) => {
  await page.goto('/projects')
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
  await page.evaluate(() => {
    const img = document.createElement('img')
    img.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw='
    document.body.append(img)
  })
  await expect.poll(() => cspViolations.join('\n')).toMatch(/img-src|default-src/)
  // provoked on purpose: the fixture would fail the test on it
  cspViolations.length = 0
})
