import type { Page } from '@playwright/test'
import { watchPageErrors } from './helpers'
import { expect, test } from './test'

const editor = (page: Page) => page.getByRole('textbox', { name: 'OxQL query' })
const run = (page: Page) => page.getByRole('button', { name: 'Run query' })
const schemas = (page: Page) => page.getByRole('table', { name: 'Timeseries schemas' })

test('metrics explorer: browse the schemas, run examples and queries, a bad query refused', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/system/utilization')
  await page.getByRole('link', { name: 'Metrics' }).click()
  await expect(page).toHaveURL('/system/metrics')
  await expect(page.getByRole('heading', { name: 'Metrics', level: 1 })).toBeVisible()

  // the schemas, searchable by name, description or field
  await expect(
    schemas(page).getByRole('row', { name: /^virtual_machine:vcpu_usage / }),
  ).toContainText('cumulative_u64')
  await expect(page.getByText('13 of 13 timeseries')).toBeVisible()
  const search = page.getByRole('searchbox', { name: 'Search timeseries' })
  await search.fill('sled')
  await expect(page.getByText('1 of 13 timeseries')).toBeVisible()
  await expect(schemas(page).getByRole('row')).toHaveCount(2)
  await page.getByText('9 fields').click()
  await expect(schemas(page)).toContainText('sled_serial string, target: Serial number of the sled')
  await search.fill('no such thing')
  await expect(page.getByText('No timeseries match “no such thing”.')).toBeVisible()
  await search.fill('reads')

  // a schema's Query puts it in the editor and runs it over the range
  await page.getByRole('button', { name: 'Query virtual_disk:reads' }).click()
  await expect(editor(page)).toHaveValue('get virtual_disk:reads')
  await expect(page).toHaveURL(/query=get\+virtual_disk%3Areads/)
  await expect(
    page.getByRole('heading', { name: /^virtual_disk:reads: \d+ timeseries$/ }),
  ).toBeVisible()

  // an example: CPU per sled, a chart per sled and a table of both
  await page.getByRole('button', { name: 'CPU per sled' }).click()
  await expect(editor(page)).toHaveValue(
    'get virtual_machine:vcpu_usage | filter state == "run" | group_by [sled_id], sum',
  )
  await expect(
    page.getByRole('heading', { name: 'virtual_machine:vcpu_usage: 2 timeseries' }),
  ).toBeVisible()
  await expect(page.getByRole('img', { name: /^sled_id .+, Last 24 hours: latest / })).toHaveCount(
    2,
  )
  await page.getByText('Query sent').click()
  await expect(
    page.getByText(/\| align mean_within\(1440s\) \| filter state == "run"/),
  ).toBeVisible()

  // the range is the page's, in the URL with the query
  await page.getByRole('combobox', { name: 'Time range' }).selectOption({ label: 'Last hour' })
  await expect(page).toHaveURL(/range=1h/)
  await expect(page.getByText(/align mean_within\(60s\)/)).toBeVisible()

  // the other example, typed and run with Ctrl+Enter
  await editor(page).fill(
    'get instance_network_interface:packets_received | group_by [instance_id], sum',
  )
  await editor(page).press('Control+Enter')
  await expect(
    page.getByRole('heading', {
      name: /^instance_network_interface:packets_received: \d+ timeseries$/,
    }),
  ).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'instance_id' })).toBeVisible()

  // a query the API refuses: its message
  await editor(page).fill('get virtual_machine:vcpu_usage | group_by [nope], sum')
  await run(page).click()
  await expect(page.getByRole('alert')).toContainText(
    'field "nope" is not in timeseries virtual_machine:vcpu_usage',
  )
  await editor(page).fill('get nothing')
  await run(page).click()
  await expect(page.getByRole('alert')).toContainText('invalid timeseries name "nothing"')
  // nothing to run
  await editor(page).fill('  ')
  await expect(run(page)).toBeDisabled()
  noErrors()
})

test('the query and range in the URL run when the page opens', async ({ page }) => {
  const query = 'get virtual_disk:bytes_read | group_by [project_id], sum'
  await page.goto(`/system/metrics?range=7d&query=${encodeURIComponent(query)}`)
  await expect(editor(page)).toHaveValue(query)
  await expect(page.getByRole('combobox', { name: 'Time range' })).toHaveValue('7d')
  await expect(
    page.getByRole('heading', { name: /^virtual_disk:bytes_read: \d+ timeseries$/ }),
  ).toBeVisible()
  await expect(
    page.getByRole('img', { name: /^project_id .+, Last week: latest / }).first(),
  ).toBeVisible()
})

test('oxql in the developer console runs queries and lists schemas, its code loaded on use', async ({
  page,
}) => {
  // any page of the console: here the projects
  await page.goto('/projects')
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
  // the helper's code is a chunk of its own: a script the page had not loaded comes on first use
  const scripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.endsWith('.js')),
    )
  const before = await scripts()
  const found = await page.evaluate(async () => {
    const { oxql } = window as unknown as {
      oxql: {
        query: (q: string) => Promise<{ tables: { name: string; timeseries: unknown[] }[] }>
        schemas: (s?: string) => Promise<{ timeseriesName: string }[]>
      }
    }
    const result = await oxql.query(
      'get virtual_machine:vcpu_usage | filter state == "run" | group_by [sled_id], sum',
    )
    const vcpu = await oxql.schemas('vcpu')
    const all = await oxql.schemas()
    const refused = await oxql.query('get nope:nothing').catch((e: Error) => e.message)
    return {
      table: result.tables[0].name,
      series: result.tables[0].timeseries.length,
      vcpu: vcpu.map((s) => s.timeseriesName),
      all: all.length,
      refused,
    }
  })
  expect(found).toEqual({
    table: 'virtual_machine:vcpu_usage',
    series: 2,
    vcpu: ['virtual_machine:vcpu_usage'],
    all: 13,
    refused: 'Query parsing failed: timeseries not found: nope:nothing',
  })
  const added = (await scripts()).filter((n) => !before.includes(n))
  expect(added.length).toBeGreaterThan(0)
})

test('fleet viewers explore metrics; others cannot reach the explorer or its API', async ({
  page,
}) => {
  await page.goto('/system/metrics?mock-user=hank')
  await page.getByRole('button', { name: 'NIC packets' }).click()
  await expect(
    page.getByRole('heading', { name: /^instance_network_interface:packets_received: / }),
  ).toBeVisible()

  await page.goto('/system/metrics?mock-user=carol')
  await expect(page.getByText('you need the fleet viewer role')).toBeVisible()
  await expect(editor(page)).toHaveCount(0)
  const refused = await page.evaluate(() =>
    (window as unknown as { oxql: { schemas: () => Promise<unknown> } }).oxql
      .schemas()
      .catch((e: Error) => e.message),
  )
  expect(refused).toBe('Action not authorized')
})
