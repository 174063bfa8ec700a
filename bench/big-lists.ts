/**
 * The big instance lists of `npm run bench`: the first row of a project of 10,
 * 2,000 and 10,000 instances after a client navigation, and filtering the
 * 10,000 by name.
 */
import type { Browser, Page } from '@playwright/test'
import { loadShown, navigateTo, newPage, stats, type Target } from './measure'

/** Time to the first instance row of a project holding `count` instances made through the API. */
export async function bigLists(browser: Browser, t: Target) {
  const small = await bigList(browser, t, 10)
  console.error(`${t.mode}: 10 instances measured`)
  const big2k = await bigList(browser, t, 2000)
  console.error(`${t.mode}: 2,000 instances measured`)
  const { times: big10k, filter } = await bigList(browser, t, 10000, true)
  console.error(`${t.mode}: 10,000 instances measured`)
  return { small: small.times, big2k: big2k.times, big10k, filter }
}

/** The list's three server orders: each run filters with nothing of the list cached yet. */
const FILTER_SORTS = ['name_ascending', 'name_descending', 'id_ascending']

/**
 * From typing a filter into the 10,000-instance list until its matches show:
 * the list reads every page (`allPagesQuery`, each call waiting the delay) and filters
 * them. A list read once is cached, so each run uses another server order (a
 * reload would empty the in-page mock): one cold run per order.
 */
async function filterBigList(page: Page, project: string) {
  const times: number[] = []
  for (const sort of FILTER_SORTS) {
    await navigateTo(page, '/system/silos', '/v1/system/silos', 'acme')
    await navigateTo(page, `/projects/${project}/instances?sort=${sort}`, '/v1/instances')
    const box = page.getByRole('searchbox', { name: 'Filter by name' })
    await box.waitFor()
    const start = await page.evaluate(() => performance.now())
    // inst-09990 to inst-09999: ten matches, in the last page read
    await box.fill('inst-0999')
    const shown = await page.waitForFunction(
      () => {
        // only the ten: in name descending order the unfiltered first page holds them too
        const rows = document.querySelectorAll('tbody tr')
        const cells = [...document.querySelectorAll('tbody td')]
        const all = cells.filter((c) => /^inst-0999\d$/.test(c.textContent?.trim() ?? ''))
        return rows.length === 10 && all.length === 10 && performance.now()
      },
      undefined,
      { timeout: 60_000, polling: 'raf' },
    )
    times.push(((await shown.jsonValue()) as number) - start)
  }
  return stats(times)
}

/**
 * Makes a project of `count` instances with `post` (200 creates at a time):
 * straight to the mock API server in remote mode (a browser would send only 6
 * requests at a time to one host, each waiting the server's delay).
 */
async function makeProject(
  post: (path: string, body: unknown) => Promise<void>,
  project: string,
  count: number,
) {
  await post('/v1/projects', { name: project, description: '' })
  for (let i = 0; i < count; i += 200) {
    const batch = []
    for (let j = i; j < Math.min(count, i + 200); j++) {
      batch.push(
        post(`/v1/instances?project=${project}`, {
          name: `inst-${String(j).padStart(5, '0')}`,
          description: '',
          hostname: `inst-${j}`,
          ncpus: 1,
          memory: 1024 ** 3,
          start: false,
          // a subnet's addresses run out long before 10,000 (a /22 holds 1,018)
          network_interfaces: { type: 'none' },
        }),
      )
    }
    await Promise.all(batch)
  }
}

async function post(base: string, path: string, body: unknown) {
  const r = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!r.ok) throw new Error(`${path}: ${r.status}`)
}

async function bigList(browser: Browser, t: Target, count: number, withFilter = false) {
  const { context, page } = await newPage(browser, t, '/v1/projects')
  await loadShown(page, t, '/projects')
  const project = `bench-${count}`
  if (t.mockApi) {
    const api = t.mockApi
    await makeProject((path, body) => post(api, path, body), project, count)
  } else {
    // the mock lives in the page: make them there (the same requests as makeProject's)
    await page.evaluate(
      async ({ project, count }) => {
        const f = (window as unknown as { __rawFetch: typeof fetch }).__rawFetch
        const post = (path: string, body: unknown) =>
          f(path, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          }).then((r) => {
            if (!r.ok) throw new Error(`${path}: ${r.status}`)
          })
        await post('/v1/projects', { name: project, description: '' })
        for (let i = 0; i < count; i += 200) {
          const batch = []
          for (let j = i; j < Math.min(count, i + 200); j++) {
            batch.push(
              post(`/v1/instances?project=${project}`, {
                name: `inst-${String(j).padStart(5, '0')}`,
                description: '',
                hostname: `inst-${j}`,
                ncpus: 1,
                memory: 1024 ** 3,
                start: false,
                network_interfaces: { type: 'none' },
              }),
            )
          }
          await Promise.all(batch)
        }
      },
      { project, count },
    )
    // Making the instances through the mock in the page leaves their requests'
    // garbage in the page's heap, which a console on a rack never holds: collect
    // it now, or V8 collects it during the measured runs.
    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
  }
  // one visit first: compiling the list's code on a first visit costs the same
  // for every size, and the navigation budget measures it
  await navigateTo(page, `/projects/${project}/instances`, '/v1/instances', 'inst-00000')
  const times: number[] = []
  for (let run = 0; run < t.runs; run++) {
    await navigateTo(page, '/system/silos', '/v1/system/silos', 'acme')
    // past the 2 s stale time, so the list is fetched again, not read from the cache
    await page.waitForTimeout(2500)
    times.push(
      await navigateTo(page, `/projects/${project}/instances`, '/v1/instances', 'inst-00000'),
    )
  }
  const filter = withFilter ? await filterBigList(page, project) : null
  await context.close()
  return { times: stats(times), filter }
}
